import type { HintReason } from '@kartenhaus/speedlift';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TEXT } from './strings.js';
import { RatReasons } from './TableDialogs.js';

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
  it('names each move once (the sentence begins with it), in German and English', () => {
    const reasons = [
      reason({ kind: 'number', card: 'H12', floor: 12, dir: 1 }, { type: 'play', card: 'H12' }),
      reason({ kind: 'exit', kartons: 1 }, { type: 'exit' }),
    ];
    const de = renderToStaticMarkup(<RatReasons reasons={reasons} names={['Du', 'Anna']} tx={TEXT.de} />);
    expect(de.match(/Hutsalon 12/g)).toHaveLength(1);
    expect(de.match(/Aussteigen/g)).toHaveLength(1);
    expect(de).toContain('<li>Hutsalon 12: der Lift fährt rauf; erwartete Strafe 1,2.</li>');
    const en = renderToStaticMarkup(<RatReasons reasons={reasons} names={['You', 'Anna']} tx={TEXT.en} />);
    expect(en.match(/Get out/g)).toHaveLength(1);
  });
});
