/**
 * A log line keeps what happened and is said in the language of the moment (QA 6 Dec 2026: the lines
 * already written stayed in the old language after a switch). The games' line makers are tested next
 * to them; the switch at a table in the browser by e2e/log-language.
 */
import { describe, expect, it } from 'vitest';
import { appendLog, logLines, saying, sayLines, siteLine, type Say } from './log-lines.js';
import { restoredNote } from './practice-keep.js';
import { seatNewsLine } from './seat-news.js';

const DE: Say = { lang: 'de' };
const EN: Say = { lang: 'en' };

describe('log lines said in the language of the moment', () => {
  it('a step’s lines keep their ids (step × 100 + i) and the last `keep`; said anew in each language', () => {
    const hello = ({ lang }: Say) => (lang === 'de' ? 'Hallo' : 'Hello');
    const bye = ({ lang }: Say) => (lang === 'de' ? 'Tschüss' : 'Bye');
    const log = appendLog(logLines([hello], 1, 2), [hello, bye], 2, 2);
    expect(sayLines(log, DE)).toEqual([
      { id: 200, text: 'Hallo' },
      { id: 201, text: 'Tschüss' },
    ]);
    expect(sayLines(log, EN)).toEqual([
      { id: 200, text: 'Hello' },
      { id: 201, text: 'Bye' },
    ]);
  });

  it('a line that says nothing now is no line (`saying`)', () => {
    const says = saying<Say>([() => null, () => '', () => 'Los!'], DE);
    expect(says.map((s) => s(DE))).toEqual(['Los!']);
  });

  it('the site’s notes: the practice continues, the seat news — in either language', () => {
    const notes = [...restoredNote(true), seatNewsLine({ type: 'computerPlays', name: 'Ben' }, -2)];
    expect(restoredNote(false)).toEqual([]);
    expect(sayLines(notes, DE)).toEqual([
      { id: -1, text: 'Deine Übung geht weiter.' },
      { id: -2, text: 'Für Ben spielt jetzt der Computer.' },
    ]);
    expect(sayLines(notes, EN)).toEqual([
      { id: -1, text: 'Your practice game continues.' },
      { id: -2, text: 'The computer plays for Ben now.' },
    ]);
    expect(sayLines([siteLine(-3, 'practiceContinues')], EN)[0]?.text).toBe('Your practice game continues.');
    expect(sayLines([seatNewsLine({ type: 'playsAgain', name: 'Ben' }, -4)], EN)[0]?.text).toBe('Ben plays again.');
  });
});
