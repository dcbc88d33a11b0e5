import { speedlift, type View } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../../test-services.js';
import { lessonPosition } from './lessons.js';
import { preview, type Preview } from './model.js';
import { RideArea } from './RideArea.js';
import { TEXT } from './strings.js';

function seat0(hand: Parameters<typeof lessonPosition>[0], ride: Parameters<typeof lessonPosition>[1]): View {
  const s = lessonPosition(hand, ride);
  if (!s.ok) throw new Error(s.error.code);
  return speedlift.view(s.value, 0);
}

const render = (view: View, p: Preview | null, lang: 'de' | 'en' = 'de') =>
  renderWithServices(
    <RideArea
      view={view}
      names={lang === 'de' ? ['Du', 'Anna', 'Ben'] : ['You', 'Anna', 'Ben']}
      tx={TEXT[lang]}
      preview={p}
      mine={view.turn === view.seat}
      readOnly={false}
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
    // Shown as before: the button says why.
    expect(render(forced, null)).toMatch(/<p class="sl-preview" aria-hidden="true">Du bist dran\.<\/p>/);
  });

  it('another seat on turn: its name, and no preview is read', () => {
    const other = { ...view, turn: 1 };
    const s = said(render(other, null));
    expect(s.turn).toBe('Anna ist dran.');
    expect(s.preview).toBe('');
  });
});
