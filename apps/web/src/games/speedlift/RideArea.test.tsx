import { speedlift, type View } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../../test-services.js';
import { lessonPosition } from './lessons.js';
import { preview, type Preview } from './model.js';
import { RideArea } from './RideArea.js';
import { dialLabel, TEXT } from './strings.js';

function seat0(hand: Parameters<typeof lessonPosition>[0], ride: Parameters<typeof lessonPosition>[1]): View {
  const s = lessonPosition(hand, ride);
  if (!s.ok) throw new Error(s.error.code);
  return speedlift.view(s.value, 0);
}

const render = (view: View, p: Preview | null, lang: 'de' | 'en' = 'de', behindDialog = false) =>
  renderWithServices(
    <RideArea
      view={view}
      names={lang === 'de' ? ['Du', 'Anna', 'Ben'] : ['You', 'Anna', 'Ben']}
      tx={TEXT[lang]}
      preview={p}
      mine={view.turn === view.seat}
      readOnly={false}
      behindDialog={behindDialog}
    />,
    testServices(lang),
  );

/** The text of the live region (role status: whose turn) and of the preview's live region. */
const said = (html: string) => ({
  turn: /<p class="visually-hidden" role="status"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? null,
  preview: /<p class="visually-hidden" aria-live="polite"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? null,
  live: [...html.matchAll(/<p[^>]*(?:aria-live|role="status")[^>]*>([^<]*)<\/p>/g)].map((m) => m[1]),
});

describe('Speedlift ride area: what a screen reader is told', () => {
  // Anna opened with Porzellan 7, Ben went up with Spielwaren 9; "Du" holds H11 (fits) and H2.
  const view = seat0(
    ['H2', 'H11'],
    [
      { seat: 1, card: 'P7' },
      { seat: 2, card: 'S9' },
    ],
  );

  it('"Du bist dran." is said also while the focus rests on a fitting card (its preview had taken the turn\'s place)', () => {
    const p = preview(view, 'H11');
    expect(p).not.toBeNull();
    const s = said(render(view, p));
    expect(s.turn).toBe('Du bist dran.');
    expect(s.preview).toBe('Hutsalon 11: Lift danach Etage 11, Rauf. Anna muss dann höher als 11 legen.');
    // The line shown keeps the preview (and is not read twice).
    expect(render(view, p)).toMatch(/<p class="sl-preview" aria-hidden="true">Hutsalon 11: Lift danach/);
    expect(s.live.filter((t) => t?.includes('Du bist dran'))).toHaveLength(1);
  });

  it('at the end the turn region is silent: the log says "Die Partie ist aus." (it was said twice)', () => {
    for (const lang of ['de', 'en'] as const) {
      const s = said(render({ ...view, over: true }, null, lang));
      expect(s.turn).toBe('');
      expect(s.live.filter((t) => t === TEXT[lang].gameOver)).toEqual([]);
    }
  });

  it("behind the open Abrechnung the next round's opener is not said; it is when the dialog closes (QA 7 Dec 2026)", () => {
    const anna = { ...view, turn: 1 };
    expect(said(render(anna, null, 'de', true)).turn).toBe('');
    expect(said(render(anna, null, 'de', false)).turn).toBe('Anna ist dran.');
    expect(said(render(view, null, 'en', true)).turn).toBe('');
  });

  it('a forced exit is said with the turn: nothing fits, get out (German and English)', () => {
    // Lesson 2's position: the lift goes up at 11, nothing fits.
    const forced = seat0(
      ['H2', 'P4', 'S6', 'H8'],
      [
        { seat: 1, card: 'P7' },
        { seat: 2, card: 'S11' },
      ],
    );
    expect(forced.legalMoves).toEqual([{ type: 'exit' }]);
    expect(said(render(forced, null)).turn).toBe('Du bist dran. Keine Karte passt – du musst aussteigen.');
    expect(said(render(forced, null, 'en')).turn).toBe('Your turn. Nothing fits – you must get out.');
    // Shown as before: the button says why (and, on a phone, the dial in words).
    expect(render(forced, null)).toMatch(
      /<p class="sl-preview" aria-hidden="true">Du bist dran\.<span class="sl-dial-words">Lift: Etage 11, Rauf<\/span><\/p>/,
    );
  });

  it('the shown line carries the dial in words (a phone shows them: its dial is 3–8 px), not while a card is previewed', () => {
    const shown = (html: string) => /<p class="sl-preview" aria-hidden="true">(.*?)<\/p>/.exec(html)?.[1];
    expect(shown(render(view, null))).toBe('Du bist dran.<span class="sl-dial-words">Lift: Etage 9, Rauf</span>');
    expect(shown(render({ ...view, turn: 1 }, null, 'en'))).toBe(
      'It is Anna’s turn.<span class="sl-dial-words">Lift: floor 9, Up</span>',
    );
    expect(shown(render(view, preview(view, 'H11')))).not.toContain('sl-dial-words');
    // Waiting for the others' "Weiter": the sentence alone (sideways it ran out of the panel with them).
    const waiting = renderWithServices(
      <RideArea view={view} names={['Du', 'Anna', 'Ben']} tx={TEXT.de} preview={null} mine readOnly={false} waiting />,
      testServices('de'),
    );
    expect(shown(waiting)).toBe(TEXT.de.nextRoundWhenAllRead);
  });

  it('another seat on turn: its name, and no preview is read', () => {
    const other = { ...view, turn: 1 };
    const s = said(render(other, null));
    expect(s.turn).toBe('Anna ist dran.');
    expect(s.preview).toBe('');
  });
});

describe('Speedlift floor dial: its ends and its name in both languages', () => {
  // Anna opened with Porzellan 7, Ben went up with Spielwaren 11: the lift at 11, going up.
  const view = seat0(
    ['H2', 'H12'],
    [
      { seat: 1, card: 'P7' },
      { seat: 2, card: 'S11' },
    ],
  );
  /** The dial's svg: its role and name, and the marks drawn at its two ends (first and last number place). */
  const dial = (html: string) => {
    const whole = /<svg class="sl-dial".*?<\/svg>/s.exec(html)?.[0] ?? '';
    const svg = /<svg[^>]*>/.exec(whole)?.[0] ?? '';
    const marks = [...whole.matchAll(/<text[^>]*text-anchor="middle"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    return {
      role: /role="([^"]*)"/.exec(svg)?.[1],
      name: /aria-label="([^"]*)"/.exec(svg)?.[1],
      ends: [marks[0], marks[marks.length - 1]],
      numbers: marks.length,
    };
  };

  it('German: "EG" and "D" at the ends, the name says "Erdgeschoss"/"Dach" and where the lift is', () => {
    const d = dial(render(view, null, 'de'));
    expect(d).toEqual({ role: 'img', name: 'Etagenanzeige. Lift: Etage 11, Rauf', ends: ['EG', 'D'], numbers: 14 });
    expect(dialLabel(TEXT.de, 0, 1)).toBe('Etagenanzeige. Lift: Erdgeschoss, Rauf');
    expect(dialLabel(TEXT.de, 13, -1)).toBe('Etagenanzeige. Lift: Dach, Runter');
  });

  it('English: "G" and "R" at the ends (ground floor, roof, as the rule text says), the name in English', () => {
    const d = dial(render(view, null, 'en'));
    expect(d).toEqual({ role: 'img', name: 'Floor indicator. Lift: floor 11, Up', ends: ['G', 'R'], numbers: 14 });
    expect(dialLabel(TEXT.en, 0, 1)).toBe('Floor indicator. Lift: ground floor, Up');
    expect(dialLabel(TEXT.en, 13, -1)).toBe('Floor indicator. Lift: roof, Down');
    expect(dialLabel(TEXT.en, -1, 0)).toBe('Floor indicator. Lift: No floor yet, direction open');
  });
});
