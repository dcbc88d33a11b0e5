import { speedlift, type Hint, type HintReason } from '@kartenhaus/speedlift';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../../test-services.js';
import { TEXT } from './strings.js';
import { RatReasons, TableDialogs } from './TableDialogs.js';

const reason = (why: HintReason['why'], move: HintReason['move']): HintReason => ({
  move,
  why,
  expectedPenalty: 1.2,
  value: 1.2,
  endsAhead: null,
  nextCannotFollow: null,
  worlds: 100,
  next: 1,
  text: '',
});

describe('the Rat’s list of weighed moves', () => {
  it('names each other move once (the sentence begins with it), in German and English', () => {
    const reasons = [
      reason({ kind: 'number', card: 'H12', floor: 12, dir: 1 }, { type: 'play', card: 'H12' }),
      reason({ kind: 'exit', kartons: 1 }, { type: 'exit' }),
    ];
    const choice = { type: 'play', card: 'S3' } as const;
    const de = renderToStaticMarkup(
      <RatReasons reasons={reasons} choice={choice} names={['Du', 'Anna']} tx={TEXT.de} />,
    );
    expect(de.match(/Hutsalon 12/g)).toHaveLength(1);
    expect(de.match(/Aussteigen/g)).toHaveLength(1);
    expect(de).toContain('<li>Hutsalon 12: der Lift fährt rauf; im Durchspielen 1,2 Strafpunkte in dieser Runde.</li>');
    const en = renderToStaticMarkup(
      <RatReasons reasons={reasons} choice={choice} names={['You', 'Anna']} tx={TEXT.en} />,
    );
    expect(en.match(/Get out/g)).toHaveLength(1);
  });
});

describe('the Rat dialog says its choice’s reason once (QA: paragraph and list item said the same)', () => {
  const config = speedlift.parseConfig({ players: 4 });
  if (!config.ok) throw new Error(config.error.code);
  const view = speedlift.view(speedlift.deal(config.value, 'rat'), 0);
  const render = (hint: Hint, lang: 'de' | 'en', names: string[]) =>
    renderWithServices(
      <TableDialogs
        view={view}
        names={names}
        tx={TEXT[lang]}
        abrechnung={null}
        overlay="hint"
        setOverlay={() => {}}
        hint={hint}
        act={() => {}}
        countingSheet={false}
        countingOpen={false}
        setCountingOpen={() => {}}
      />,
      testServices(lang),
    );
  const catchIt = reason({ kind: 'detective', caught: 3, kartons: 5 }, { type: 'play', card: 'HD' });
  const names = {
    de: ['Du', 'Computer 1', 'Computer 2', 'Computer 3'],
    en: ['You', 'Computer 1', 'Computer 2', 'Computer 3'],
  };

  it('one legal move: its sentence once, and no list', () => {
    const hint: Hint = {
      choice: { type: 'play', card: 'HD' },
      text: '',
      reasons: [{ ...catchIt, expectedPenalty: 20.4 }],
    };
    const de = render(hint, 'de', names.de);
    expect(
      de.match(
        /Hausdetektiv: Computer 3 nimmt die Ladung mit 5 Kartons; im Durchspielen 20,4 Strafpunkte in dieser Runde\./g,
      ),
    ).toHaveLength(1);
    expect(de).not.toContain('<ul');
    expect(de).not.toContain('Außerdem erwogen');
    const en = render(hint, 'en', names.en);
    expect(
      en.match(
        /Hausdetektiv: Computer 3 takes the load of 5 Kartons; played through: 20\.4 penalty points this round\./g,
      ),
    ).toHaveLength(1);
    expect(en).not.toContain('<ul');
  });

  it('several: the choice above, the others in the list under "Außerdem erwogen" / "Also weighed"', () => {
    const exit = reason({ kind: 'exit', kartons: 5 }, { type: 'exit' });
    const hint: Hint = { choice: { type: 'play', card: 'HD' }, text: '', reasons: [catchIt, exit] };
    const de = render(hint, 'de', names.de);
    expect(de.match(/Hausdetektiv: Computer 3 nimmt/g)).toHaveLength(1);
    expect(de).toContain(
      '<p>Außerdem erwogen:</p><ul><li>Aussteigen: du nimmst 5 Kartons und eröffnest die nächste Fahrt; im Durchspielen 1,2 Strafpunkte in dieser Runde.</li></ul>',
    );
    const en = render(hint, 'en', names.en);
    expect(en.match(/Hausdetektiv: Computer 3 takes/g)).toHaveLength(1);
    expect(en).toContain('<p>Also weighed:</p><ul><li>Get out: you take 5 Kartons');
  });
});
