import type { RuleError } from '@kartenhaus/core';
import type { Player } from '../hooks.js';
import type { MoveAnswer } from './answers.js';
import { deliver, forgetInfo, type Receiver } from './outbox.js';
import { computerSeat, emptySeat } from './records.js';
import { TableGame } from './table-game.js';
import { refuse } from './table-state.js';

export { randomId, type TableDeps } from './table-state.js';

/**
 * One table: seats, the running game, clocks, computer seats and the versioned event history.
 * Every command and every timer step runs through `run`, one at a time. State changes are
 * committed to storage before anyone hears of them.
 *
 * Built in layers, one concern each: `TableState` (table-state.ts: record, queue, seats, what
 * receivers see, history), `TableTurns` (table-turns.ts: clocks and computer seats), `TableGame`
 * (table-game.ts: dealing, committing, summary/countdown/Nochmal, idle, restore, stop) and here the
 * commands a connection sends.
 */
export class Table extends TableGame {
  /** Subscribes a receiver: the missed events since `since`, or a snapshot. */
  open(r: Receiver, since?: { epoch: string; v: number }): Promise<RuleError | null> {
    return this.run(() => {
      if (this.record.phase === 'closed') return refuse('ERR_NO_SUCH_TABLE');
      const seated = this.seatOfPlayer(r.playerId) !== null;
      if (!seated && this.record.settings.mode === 'solo')
        return refuse('ERR_NO_SUCH_TABLE', 'solo tables are private');
      const wasConnected = this.isConnected(r.playerId);
      this.subs.add(r);
      const ts = this.seatOfPlayer(r.playerId);
      if (ts !== null) this.gone.back(ts);
      this.checkIdle();
      const first = this.history[0]?.v ?? this.v + 1;
      if (since && since.epoch === this.epoch && since.v <= this.v && since.v >= first - 1) {
        for (const h of this.history) if (h.v > since.v) deliver(r, { kind: 'update', ...h, table: this });
      } else deliver(r, { kind: 'snapshot', table: this });
      // Everyone sees who is connected and who watches.
      if (!wasConnected) this.publish([]);
      return null;
    });
  }

  /** Unsubscribes (a closed socket); the seat stays. */
  close(r: Receiver): void {
    if (!this.subs.delete(r)) return;
    forgetInfo(r, this.id);
    if (!this.isConnected(r.playerId)) this.background(() => void this.publish([]));
    else this.checkIdle();
  }

  sit(p: Player, seat: number): Promise<RuleError | null> {
    return this.run(async () => {
      const { phase, settings } = this.record;
      if (settings.mode === 'solo') return refuse('ERR_SEAT_TAKEN', 'solo table');
      if (phase !== 'waiting' && phase !== 'finished') return refuse('ERR_WRONG_PHASE');
      if (this.seatOfPlayer(p.id) !== null) return refuse('ERR_ALREADY_SEATED');
      const s = this.record.seats[seat];
      if (!s || s.kind !== 'empty' || seat >= this.entry.humanSeats) return refuse('ERR_SEAT_TAKEN');
      if (settings.stake > 0 && this.deps.hooks.checkSeat) {
        const allowed = await this.deps.hooks.checkSeat(p, settings.stake);
        if (!allowed.ok) return allowed.error;
      }
      this.record.seats[seat] = { ...emptySeat(), kind: 'human', playerId: p.id, name: p.name, guest: p.guest };
      this.record.hostId ??= p.id;
      await this.deps.store.saveTable(this.record);
      this.publish([]);
      return null;
    });
  }

  leave(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      const seat = this.record.seats[ts]!;
      switch (this.record.phase) {
        case 'waiting':
        case 'finished':
        case 'closed':
          this.record.seats[ts] = emptySeat();
          if (this.record.hostId === p.id)
            this.record.hostId = this.record.seats.find((s) => s.kind === 'human')?.playerId ?? null;
          if (!this.record.seats.some((s) => s.kind === 'human')) return this.closeTable();
          await this.deps.store.saveTable(this.record);
          this.publish([]);
          await this.maybeRematch();
          return null;
        case 'countdown':
        case 'playing':
        case 'summary':
          // A3: the computer takes the seat. Leaving a game with other humans counts (S13, L9) —
          // also for the last of them to go, and when the others are away after timeouts (T10) —
          // but not while others have kept a table "ohne Uhr" waiting too long (T13).
          seat.left = this.otherHumansInGame(ts) && !this.stall.excuses(ts);
          seat.away = true;
          seat.ready = false;
          await this.deps.store.saveTable(this.record);
          this.note('taken over', {
            seat: ts,
            reason: seat.left || !this.otherHumansInGame(ts) ? 'left' : 'left while others stall',
          });
          this.publish([]);
          if (this.record.phase === 'summary') await this.maybeEndSummary();
          this.schedule();
          return null;
      }
    });
  }

  /** "Ich bin zurück": the human decides again from the next decision on. */
  back(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      const seat = this.record.seats[ts]!;
      if (!seat.away) return refuse('ERR_NOT_AWAY');
      // Our ruling: whoever comes back before the end did not leave the game (no −10).
      Object.assign(seat, { away: false, left: false, timeouts: 0 });
      await this.deps.store.saveTable(this.record);
      this.publish([]);
      this.schedule();
      return null;
    });
  }

  /** The host starts an online table; free seats become computers or stay empty ("leer"). */
  start(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      if (this.record.phase !== 'waiting') return refuse('ERR_ALREADY_STARTED');
      if (this.record.hostId !== p.id) return refuse('ERR_NOT_HOST');
      const humans = this.record.seats.filter((s) => s.kind === 'human').length;
      const fill = this.record.settings.free === 'computer' && this.entry.onlineComputers;
      if (!fill && humans < 2) return refuse('ERR_TOO_FEW_PLAYERS', '"leer" needs at least two humans');
      if (fill) this.record.seats.forEach((s, i) => s.kind === 'empty' && (this.record.seats[i] = computerSeat()));
      return this.startGame();
    });
  }

  /** A solo table starts at once. */
  startSolo(): Promise<RuleError | null> {
    return this.run(() => this.startGame());
  }

  /** A move in the game's notation, exactly once per (player, seq). */
  move(p: Player, seq: number, text: string): Promise<MoveAnswer> {
    return this.run(async () => {
      const prior = this.answers.lookup(p.id, seq);
      if (prior === 'stale') return { ok: false, code: 'ERR_STALE_SEQ' } as const;
      if (prior) return prior;
      const answer = await this.humanMove(p, text, seq);
      // A committed move was remembered before its update went out (`commit`); a refusal here.
      if (!answer.ok) this.answers.remember(p.id, seq, answer);
      return answer;
    });
  }

  /** "Weiter" in the round summary. */
  ready(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      if (this.record.phase !== 'summary') return refuse('ERR_WRONG_PHASE');
      this.record.seats[ts]!.ready = true;
      if (!(await this.maybeEndSummary())) this.publish([]);
      return null;
    });
  }

  /** "Nochmal": solo starts at once; with other humans the seats are held until all are back. */
  rematch(p: Player): Promise<RuleError | null> {
    return this.run(async () => {
      const ts = this.seatOfPlayer(p.id);
      if (ts === null) return refuse('ERR_NOT_SEATED');
      if (this.record.phase !== 'finished') return refuse('ERR_WRONG_PHASE');
      // S13: one who can no longer pay the stake is told so now; else the next game's start was
      // refused for everyone once all were back, unseen (only logged), and the table waited 2 minutes.
      const { stake } = this.record.settings;
      if (stake > 0 && this.deps.hooks.checkSeat) {
        const allowed = await this.deps.hooks.checkSeat(p, stake);
        if (!allowed.ok) return allowed.error;
      }
      Object.assign(this.record.seats[ts]!, { ready: true, away: false });
      if (this.record.settings.mode === 'solo') return this.startGame();
      if (!this.phaseTimer) this.setPhaseTimer(this.deps.timing.rematchHoldMs, () => this.rematchExpired());
      if (!(await this.maybeRematch())) {
        await this.deps.store.saveTable(this.record);
        this.publish([]);
      }
      return null;
    });
  }
}
