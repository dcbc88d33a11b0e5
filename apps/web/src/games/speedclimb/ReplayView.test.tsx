import { gameModule, speedclimb, type View } from '@kartenhaus/speedclimb';
import { Rng, unwrap } from '@kartenhaus/core';
import { describe, expect, it } from 'vitest';
import { replayStepText } from '../../table/replay-test-render.js';
import { renderWithServices, testServices } from '../../test-services.js';
import { cardName } from './Card.js';
import { SpeedclimbReplayView } from './ReplayView.js';
import { playToEnd, playUntil } from './test-positions.js';

const render = replayStepText<View>(SpeedclimbReplayView, 'speedclimb', ['Anna', 'Ben', null], 5);

/** A step of a real game: the mover's move, the views of `persp` before and after it. */
function aStep(stop: (v: View) => boolean, persp: number) {
  const { v, s } = playUntil('gipfelsturm', 'r1', stop);
  const mover = v.seat!;
  const move = gameModule.bots.normal!.decide(v, new Rng([1, 2, 3, 4]), { ms: Infinity });
  const r = speedclimb.play(s, mover, move);
  if (!r.ok) throw new Error(r.error.code);
  return {
    before: speedclimb.view(s, persp),
    after: speedclimb.view(r.value.state, persp),
    move: speedclimb.makeMove(move),
    mover,
  };
}

/** A step's replay as Ben (seat 1) sees it, watched by a visitor, in German. */
const stepHtml = (st: ReturnType<typeof aStep>) =>
  renderWithServices(
    <SpeedclimbReplayView
      game="speedclimb"
      view={st.after}
      before={st.before}
      seat={1}
      you={null}
      seats={['Anna', 'Ben', null]}
      step={{ n: 5, seat: st.mover, move: st.move }}
    />,
    testServices('de'),
  );

const SECOND_PERSON = /\b(Du|Dein\w*|dich|dir|deine\w*)\b/;

describe('a Speedclimb replay step', () => {
  it('says the move in the log’s words, German and English, not the notation', () => {
    const st = aStep((v) => v.phase === 'play' && v.legalMoves.some((m) => m.type === 'discard'), 1);
    const de = render(st.after, st.before, st.move, st.mover, null);
    expect(de).not.toContain(st.move.startsWith('-') ? ` ${st.move} ` : st.move);
    expect(de).toMatch(/(Anna|Ben|Computer 3) (wirft|schlägt|legt|nimmt)/);
    const en = render(st.after, st.before, st.move, st.mover, null, 'en');
    expect(en).toMatch(/(Anna|Ben|Computer 3) (discards|lays|takes|sets)/);
  });

  it('while the game runs, another seat’s step says what the table said: a stock card unnamed, a discard named', () => {
    // Ben (seat 1) draws from the stock; Anna (seat 0) reads the replay of the running game.
    const { v, s } = playUntil('gipfelsturm', 'r-running', (x) => x.seat === 1 && x.phase === 'draw');
    const draw = v.legalMoves.find((m) => m.type === 'draw' && m.from === 'stock')!;
    const drawn = unwrap(speedclimb.play(s, 1, draw));
    const raw = drawn.events.find((e) => e.type === 'drew')!;
    const card = raw.type === 'drew' ? raw.card : null;
    expect(card).not.toBeNull();
    const seen = drawn.events.map((e) => speedclimb.viewEvent(e, 0));
    const step = (after: typeof s, before: typeof s, events: readonly unknown[], lang: 'de' | 'en' = 'de') =>
      render(speedclimb.view(after, 0), speedclimb.view(before, 0), null, 1, 0, lang, events);
    const de = step(drawn.state, s, seen);
    expect(de).toContain('Ben nimmt');
    expect(de).not.toContain('Ein Zug von');
    expect(de).not.toContain(cardName(card!, 'de'));
    expect(step(drawn.state, s, seen, 'en')).toContain('Ben takes');
    // Ben's discard is named, as the table named it.
    const w = speedclimb.view(drawn.state, 1);
    const discard = w.legalMoves.find((m) => m.type === 'discard')!;
    const thrown = unwrap(speedclimb.play(drawn.state, 1, discard));
    const said = step(
      thrown.state,
      drawn.state,
      thrown.events.map((e) => speedclimb.viewEvent(e, 0)),
    );
    expect(said).toMatch(/Ben (wirft|legt)/);
  });

  it('shows no empty log: the step’s words stand above the table', () => {
    // Keyboard QA, 5 Dec 2026: the log's heading was read over an empty list at every step.
    const st = aStep((v) => v.phase === 'play' && v.legalMoves.some((m) => m.type === 'discard'), 1);
    const html = stepHtml(st);
    expect(html).not.toContain('role="log"');
    expect(html).toMatch(/(wirft|schlägt|legt|nimmt)/);
  });

  it('shows the hand’s cards, not buttons that do nothing', () => {
    // Keyboard QA, 5 Dec 2026: each card of the replay's hand was read as a button, and pressed, nothing.
    const st = aStep((v) => v.phase === 'play' && v.legalMoves.some((m) => m.type === 'discard'), 1);
    const html = stepHtml(st);
    const cards = html.match(/<(\w+)[^>]*class="sc-card-button"/g) ?? [];
    expect(cards.length).toBe(st.after.hand.length);
    expect(cards.every((c) => c.startsWith('<span'))).toBe(true);
  });

  it('to a spectator, no seat is "Du" — not the one whose view is shown — from the deal to the end', () => {
    const mid = playUntil('gipfelsturm', 'r1', (v) => v.campLaid[v.seat ?? 0] === true);
    const end = playToEnd('gipfelsturm', 'r3');
    const meister = playUntil('meister', 'r2', (v) => v.phase === 'draw' && v.seat !== null && !v.acted[v.seat]);
    const nordwand = playUntil('nordwand', 'k1', (v) => v.phase === 'carry' && v.keep !== null, 2);
    for (const view of [mid.v, meister.v, nordwand.v, speedclimb.view(end, 0), speedclimb.view(end, 1)]) {
      const html = render(view, null, null, null, null);
      expect(html).not.toMatch(SECOND_PERSON);
      expect(html).toContain('Anna');
      expect(render(view, null, null, null, null, 'en')).not.toMatch(/\b(You|Your|you|your)\b/);
    }
  });

  it('to the player of a seat, that seat is "Du" — also while another seat’s view is shown', () => {
    const mid = playUntil('gipfelsturm', 'r1', (v) => v.campLaid[v.seat ?? 0] === true);
    const own = render(mid.v, null, null, null, mid.v.seat);
    expect(own).toContain('Dein Lager');
    const other = render(mid.v, null, null, null, ((mid.v.seat ?? 0) + 1) % 3);
    expect(other).not.toContain('Dein Lager');
    expect(other).toMatch(/\bDu\b/);
  });

  it('a move the running game hides is named by its mover only', () => {
    const st = aStep((v) => v.phase === 'draw', 0);
    expect(render(st.after, st.before, null, 1, 0)).toContain('Ein Zug von Ben – verdeckt');
  });
});
