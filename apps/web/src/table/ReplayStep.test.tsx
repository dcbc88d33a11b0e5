import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../test-services.js';
import { ReplayMoveSlot } from './ReplayMoveLine.js';
import { replayView, type ReplayGame } from './ReplayStep.js';
import { replayStepText } from './replay-test-render.js';

// A toy game: its view is a number shown as the table, its log says the move with its mover's name.
type Toy = { readonly seat: number | null; readonly n: number };
const toy: ReplayGame<Toy> = {
  isView: (v): v is Toy => typeof v === 'object' && v !== null && 'n' in v,
  seatWords: (lang) => ({ you: lang === 'de' ? 'Du' : 'You', computer: (s) => `Computer ${s}` }),
  lines: ({ move, seat }, before, view, { names }) =>
    move === null || seat === null ? ['hidden'] : [`${names[seat]} ${move} ${before?.n ?? '-'}→${view.n}`, null, ''],
  Table: ({ view, names, screen }) => (
    <p className="toy" data-screen={screen || undefined}>
      {view.n} {names.join(',')}
    </p>
  ),
};
const seats = ['Anna', null];

describe('the shared replay view', () => {
  it('says the step in the game’s words over its table, names the seats and drops empty lines', () => {
    const render = replayStepText<Toy>(replayView(toy), 'toy', seats, 2);
    const html = render({ seat: 0, n: 5 }, { seat: 0, n: 3 }, 'x7', 1, 0);
    expect(html).toBe(' Computer 2 x7 3→5 5 Du,Computer 2 ');
    expect(render({ seat: 0, n: 5 }, { seat: 0, n: 3 }, 'x7', 0, null, 'en')).toBe(' Anna x7 3→5 5 Anna,Computer 2 ');
  });

  it('says nothing for the deal, draws nothing for another game’s view', () => {
    expect(replayStepText<Toy>(replayView(toy), 'toy', seats, 0)({ seat: 0, n: 1 }, null, 'x', 0, null)).toBe(
      ' 1 Anna,Computer 2 ',
    );
    const render = replayStepText<{ seat: number }>(replayView(toy), 'toy', seats, 2);
    expect(render({ seat: 0 }, null, 'x', 0, null)).toBe('');
  });

  it('shows only the table of a game without log words', () => {
    const { lines: _, ...bare } = toy;
    const html = replayStepText<Toy>(replayView(bare), 'toy', seats, 2)({ seat: 0, n: 5 }, null, 'x7', 1, null);
    expect(html).toBe(' 5 Anna,Computer 2 ');
  });

  it('on the replay page waits for its place in the bar: no move line over the table', () => {
    const View = replayView(toy);
    const step = (slot: HTMLElement | null | undefined) =>
      renderWithServices(
        <ReplayMoveSlot.Provider value={slot}>
          <View
            game="toy"
            view={{ seat: 0, n: 5 }}
            before={{ seat: 0, n: 3 }}
            seat={0}
            you={null}
            seats={seats}
            step={{ n: 1, seat: 0, move: 'x7' }}
          />
        </ReplayMoveSlot.Provider>,
      );
    // The bar not drawn yet (the page's first render): the table only.
    expect(step(null)).toBe('<p class="toy">5 Anna,Computer 2</p>');
    // No page around it: the line stands over the table, one polite live region.
    expect(step(undefined)).toMatch(/^<p class="replay-move" aria-live="polite">Anna x7 3→5<\/p><p class="toy">/);
  });

  it('hands the page’s one-screen choice to the game’s table (a wide window), and nothing else does', () => {
    const View = replayView(toy);
    const step = (screen: boolean | undefined) =>
      renderWithServices(
        <ReplayMoveSlot.Provider value={null}>
          <View
            game="toy"
            view={{ seat: 0, n: 5 }}
            before={null}
            seat={0}
            you={null}
            seats={seats}
            step={{ n: 0, seat: null, move: null }}
            screen={screen}
          />
        </ReplayMoveSlot.Provider>,
      );
    expect(step(true)).toBe('<p class="toy" data-screen="true">5 Anna,Computer 2</p>');
    expect(step(false)).toBe('<p class="toy">5 Anna,Computer 2</p>');
    expect(step(undefined)).toBe('<p class="toy">5 Anna,Computer 2</p>');
  });

  it('gives the game’s table the log of the steps up to this one: newest last, the deal and empty lines left out, at most eight', () => {
    // The toy's table shows its log as "id:text" items.
    const logged: ReplayGame<Toy> = {
      ...toy,
      Table: ({ view, log }) => (
        <p className="toy">
          {view.n} {log.map((l) => `${l.id}:${l.text}`).join(' | ')}
        </p>
      ),
    };
    const View = replayView(logged);
    const at = (n: number): { n: number; seat: number | null; move: unknown } => ({ n, seat: 0, move: `m${n}` });
    const earlier = (from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({
        step: at(from + i),
        before: { seat: 0, n: from + i - 1 },
        view: { seat: 0, n: from + i },
      }));
    const step = (n: number, before: ReturnType<typeof earlier>) =>
      renderWithServices(
        <ReplayMoveSlot.Provider value={null}>
          <View
            game="toy"
            view={{ seat: 0, n }}
            before={{ seat: 0, n: n - 1 }}
            seat={0}
            you={null}
            seats={seats}
            step={at(n)}
            earlier={[{ step: { n: 0, seat: null, move: null }, before: null, view: { seat: 0, n: 0 } }, ...before]}
          />
        </ReplayMoveSlot.Provider>,
      );
    expect(step(3, earlier(1, 2))).toBe('<p class="toy">3 100:Anna m1 0→1 | 200:Anna m2 1→2 | 300:Anna m3 2→3</p>');
    // Twelve steps back: the last eight lines.
    expect(step(13, earlier(1, 12))).toBe(
      '<p class="toy">13 600:Anna m6 5→6 | 700:Anna m7 6→7 | 800:Anna m8 7→8 | 900:Anna m9 8→9 | ' +
        '1000:Anna m10 9→10 | 1100:Anna m11 10→11 | 1200:Anna m12 11→12 | 1300:Anna m13 12→13</p>',
    );
    // No earlier steps (the page of an older build, or the first step): this step's line alone.
    const first = renderWithServices(
      <ReplayMoveSlot.Provider value={null}>
        <View game="toy" view={{ seat: 0, n: 1 }} before={null} seat={0} you={null} seats={seats} step={at(1)} />
      </ReplayMoveSlot.Provider>,
    );
    expect(first).toBe('<p class="toy">1 100:Anna m1 -→1</p>');
  });
});
