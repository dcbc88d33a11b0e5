import type { GameDefinition, Seat } from '@kartenhaus/core';
import type { BotRunner } from '../bots/runner.js';
import type { Cancel, Clock } from '../clock.js';
import type { GameEntry } from '../games.js';
import { metrics } from '../metrics.js';
import type { MoveAnswer } from './answers.js';

/** The shortest reaction of a real-time partner after its plan went stale: it sees the change first. */
export const REACT_MIN_MS = 300;

type Definition = GameDefinition<unknown, unknown, unknown, unknown, unknown, unknown>;

/** The running game as the computers need it: its state and how many moves its log has. */
export interface GameNow {
  readonly state: unknown;
  readonly n: number;
  readonly record: { readonly id: string };
}

/** What the computer seats need from their table (closures over the table's own state). */
export interface ComputerHost {
  readonly entry: GameEntry;
  readonly def: Definition;
  readonly clock: Clock;
  readonly bots: BotRunner;
  readonly botBudgetMs: number;
  readonly onError: (e: unknown) => void;
  /** The running game (the same object while it runs), or null. */
  live(): GameNow | null;
  stopped(): boolean;
  acceptsMoves(): boolean;
  /** Whether the computer decides for this seat (a computer seat, or a human's taken over). */
  computerPlays(gs: Seat): boolean;
  /** The strength a seat's decision is asked at. */
  levelFor(gs: Seat): string;
  commitMove(gs: Seat, move: unknown): Promise<MoveAnswer>;
  /** Looks at the table again (who acts, which clocks run). */
  schedule(): void;
  /** Runs a step on the table's queue; failures are reported. */
  background(fn: () => Promise<void> | void): void;
}

/**
 * A table's computer decisions: at most one pending per seat, asked of the bot pool (off the
 * event loop) with only the seat's view, applied if it still fits when it comes back.
 */
export class ComputerSeats {
  private readonly pending = new Map<Seat, number>();
  /**
   * A real-time partner's look: since when it has been looking for its next card (clock ms). A
   * decision that was refused because another seat changed the table first (the card went, or no
   * longer fits) keeps the look: the partner re-decides at once and its new reaction counts from
   * when it began looking, not from the refusal — else two partners, or a quick human, could
   * starve a partner whose every plan goes stale before its reaction time is up.
   */
  private readonly lookingSince = new Map<Seat, number>();
  private readonly timers = new Set<Cancel>();

  constructor(private readonly host: ComputerHost) {}

  /** Whether a decision for this seat is on its way. */
  has(gs: Seat): boolean {
    return this.pending.has(gs);
  }

  /** Asks the pool for a decision after `delayMs`; at most one pending decision per seat. */
  request(gs: Seat, delayMs: number, level = this.host.levelFor(gs)): void {
    const h = this.host;
    if (this.pending.has(gs)) return;
    const live = h.live()!;
    const n = live.n;
    this.pending.set(gs, n);
    // A decision for a seat the computer plays (not a timed-out human's one) is dropped if its
    // human came back meanwhile ("Ich bin zurück": the human decides from the next decision on).
    const forSeat = h.computerPlays(gs);
    this.after(delayMs, () => {
      if (h.stopped() || h.live() !== live || (!h.entry.realtime && live.n !== n)) {
        this.pending.delete(gs);
        h.background(() => h.schedule());
        return;
      }
      const request = {
        game: h.entry.key,
        level,
        view: h.def.view(live.state, gs),
        rngSeed: `${live.record.id}:${live.n}:${gs}`,
        budgetMs: h.botBudgetMs,
      };
      if (!this.lookingSince.has(gs)) this.lookingSince.set(gs, h.clock.now());
      h.bots.decide(request).then(
        (d) => this.afterDecision(this.reaction(gs, d), () => this.apply(live, gs, n, d.move, false, forSeat)),
        (e: unknown) => {
          h.onError(e);
          // A real-time partner whose decision failed looks again a second later (no hot loop).
          this.afterDecision(h.entry.realtime ? 1_000 : 0, () => this.apply(live, gs, n, null, true, forSeat));
        },
      );
    });
  }

  /**
   * How long to wait before a decision is played: the game's pace, less the time the seat has
   * already been looking (real-time games), but never under REACT_MIN_MS after a refusal.
   */
  private reaction(gs: Seat, d: { readonly move: string | null; readonly delayMs: number }): number {
    if (!this.host.entry.realtime || d.move === null) return d.delayMs;
    const waited = this.host.clock.now() - (this.lookingSince.get(gs) ?? this.host.clock.now());
    return Math.min(d.delayMs, Math.max(REACT_MIN_MS, d.delayMs - waited));
  }

  /** Cancels every timer (the table stops). */
  stop(): void {
    for (const c of this.timers) c();
    this.timers.clear();
  }

  private after(ms: number, fn: () => void): void {
    const cancel = this.host.clock.after(ms, () => {
      this.timers.delete(cancel);
      fn();
    });
    this.timers.add(cancel);
  }

  /** A game's own pacing (Gipfelsturm's partner) may ask to wait before the move is played. */
  private afterDecision(delayMs: number, fn: () => Promise<void>): void {
    if (delayMs <= 0) return this.host.background(fn);
    this.after(delayMs, () => this.host.background(fn));
  }

  /**
   * Applies a bot's decision if it still fits (`null`: the partner holds back; look again). A
   * failed or refused decision in a turn-based game plays the first legal move instead.
   */
  private async apply(
    live: GameNow,
    gs: Seat,
    n: number,
    text: string | null,
    failed: boolean,
    forSeat: boolean,
  ): Promise<void> {
    const h = this.host;
    this.pending.delete(gs);
    // A hold ("Warte!") or nothing to do ends the look; the next card is looked for afresh.
    if (text === null && !failed) this.lookingSince.delete(gs);
    const current =
      h.live() === live && h.acceptsMoves() && (h.entry.realtime || live.n === n) && (!forSeat || h.computerPlays(gs));
    if (!current) this.lookingSince.delete(gs);
    if (!current || (text === null && !failed)) return h.schedule();
    const parsed = text === null ? null : h.def.parseMove(text);
    let answer = parsed?.ok ? await h.commitMove(gs, parsed.value) : null;
    if (!answer?.ok && !h.entry.realtime) {
      const fallback = h.def.legalMoves(live.state, gs)[0];
      if (fallback !== undefined) {
        metrics.botFallback(h.entry.key, h.levelFor(gs), failed ? 'failed' : 'refused');
        answer = await h.commitMove(gs, fallback);
      }
    }
    if (answer?.ok) this.lookingSince.delete(gs);
    else h.schedule();
  }
}
