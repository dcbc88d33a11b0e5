import { Rng, unwrap } from '@kartenhaus/core';
import { cardName, makeMove, parseConfig, speedlift, type Card, type State, type View } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import { replayStepText } from '../../table/replay-test-render.js';
import { renderWithServices, testServices } from '../../test-services.js';
import { SpeedliftReplayView } from './ReplayView.js';

const render = replayStepText<View>(SpeedliftReplayView, 'speedlift', ['Anna', 'Ben', null], 4);

/** Four plays of a fresh deal, and the state before the last. */
function someSteps() {
  let s: State = speedlift.deal(unwrap(parseConfig({ players: 3 })), 'rv');
  const rng = new Rng([5, 5, 5, 5]);
  let last = { before: s, seat: 0, move: 'A' };
  for (let i = 0; i < 4; i++) {
    const seat = speedlift.toAct(s)[0]!;
    const move = rng.pick(speedlift.view(s, seat).legalMoves);
    last = { before: s, seat, move: makeMove(move) };
    const r = speedlift.play(s, seat, move);
    if (!r.ok) throw new Error(r.error.code);
    s = r.value.state;
  }
  return { s, last };
}

describe('a Speedlift replay step', () => {
  it('says the move in the log’s words, German and English, not the notation', () => {
    const { s, last } = someSteps();
    const name = ['Anna', 'Ben', 'Computer 3'][last.seat]!;
    const de = render(speedlift.view(s, 0), speedlift.view(last.before, 0), last.move, last.seat, null);
    expect(de).toMatch(new RegExp(`${name} (legt|steigt aus)`));
    const en = render(speedlift.view(s, 0), speedlift.view(last.before, 0), last.move, last.seat, null, 'en');
    expect(en).toMatch(new RegExp(`${name} (plays|gets out)`));
  });

  it('while the game runs, another seat’s step says what the table said (its events), not only its mover', () => {
    // Until 7 Dec 2026 such a step read "Ein Zug von Ben – verdeckt, …" and said nothing in the log,
    // though every Speedlift move is public (L19).
    // Seat 1's (Ben's) first move, with the state before it.
    let before: State = speedlift.deal(unwrap(parseConfig({ players: 3 })), 'rv-running');
    for (;;) {
      const seat = speedlift.toAct(before)[0]!;
      if (seat === 1) break;
      before = unwrap(speedlift.play(before, seat, speedlift.view(before, seat).legalMoves[0]!)).state;
    }
    const { state: s, events } = unwrap(speedlift.play(before, 1, speedlift.view(before, 1).legalMoves[0]!));
    const played = events[0] as { type: string; card?: string };
    const after = speedlift.view(s, 0);
    const prev = speedlift.view(before, 0);
    const de = render(after, prev, null, 1, 0, 'de', events);
    expect(de).toMatch(/Ben (legt|steigt aus)/);
    expect(de).not.toContain('Ein Zug von');
    const en = render(after, prev, null, 1, 0, 'en', events);
    expect(en).toMatch(/Ben (plays|gets out)/);
    if (played.type === 'played') expect(de).toContain(cardName(played.card as Card));
    // Without events (an older answer) the step is named by its mover only, as before.
    expect(render(after, prev, null, 1, 0, 'de')).toContain('Ein Zug von Ben – verdeckt, solange die Partie läuft.');
  });

  it('shows no empty log: the step’s words stand above the table', () => {
    // Keyboard QA, 5 Dec 2026: the heading "Protokoll" was read over an empty list at every step.
    const { s, last } = someSteps();
    const html = renderWithServices(
      <SpeedliftReplayView
        game="speedlift"
        view={speedlift.view(s, 0)}
        before={speedlift.view(last.before, 0)}
        seat={0}
        you={null}
        seats={['Anna', 'Ben', null]}
        step={{ n: 4, seat: last.seat, move: last.move }}
      />,
      testServices('de'),
    );
    expect(html).not.toContain('role="log"');
    expect(html).toMatch(/(legt|steigt aus)/);
  });

  it('to a spectator no seat is "Du"; to a player only the own seat, whoever’s view is shown', () => {
    const { s } = someSteps();
    for (const seat of [0, 1, 2]) {
      const html = render(speedlift.view(s, seat), null, null, null, null);
      expect(html).not.toMatch(/\b(Du|Dein\w*|dein\w*|dich|dir)\b/);
      expect(html).toContain('Anna');
    }
    expect(render(speedlift.view(s, 0), null, null, null, 0)).toContain('Deine Hand');
    const other = render(speedlift.view(s, 1), null, null, null, 0);
    expect(other).toContain('Hand von Ben');
    expect(other).not.toContain('Deine Hand');
  });
});
