import { Rng } from '@kartenhaus/core';
import { serverReader, type ServerMessage, type TableSettings } from '@kartenhaus/protocol';
import type { Player } from '../hooks.js';
import type { TableManager } from '../tables/manager.js';
import type { Receiver } from '../tables/outbox.js';
import type { Table } from '../tables/table.js';

/**
 * A receiver that records every frame it gets and lets a check look at each one as it is sent,
 * read as a client reads it (an update's left-out `info` restored).
 */
export class RecordingReceiver implements Receiver {
  last: ServerMessage | null = null;
  frames = 0;
  private readonly read = serverReader();
  constructor(
    readonly playerId: string,
    private readonly check: (msg: ServerMessage, raw: string, r: RecordingReceiver) => void = () => {},
  ) {}

  get playerName(): string {
    return this.playerId;
  }

  sendFrame(text: string): void {
    const parsed = this.read(text);
    if (!parsed.ok) throw new Error(`${parsed.error.detail ?? parsed.error.code}: ${text.slice(0, 120)}`);
    const msg = parsed.value;
    this.frames += 1;
    this.check(msg, text, this);
    if (msg.t === 'update' || msg.t === 'snapshot') this.last = msg;
  }

  get view(): { legalMoves?: unknown[] } | null {
    const m = this.last;
    return m && (m.t === 'update' || m.t === 'snapshot') ? (m.view as { legalMoves?: unknown[] }) : null;
  }
}

/**
 * Plays one complete online game in-process with every seat a simulated human: each picks a random
 * legal move from the view it received (never from the state), clicks "Weiter" in summaries.
 * Every frame passes the table's outbox to `check`. Returns the table.
 */
export async function driveGame(
  manager: TableManager,
  settings: Omit<TableSettings, 'mode'>,
  seed: string,
  check: (msg: ServerMessage, raw: string, r: RecordingReceiver) => void,
  /** How a simulated human chooses from its own view (default: a random legal move). */
  choose?: (view: { legalMoves?: unknown[] }, rng: Rng) => unknown,
): Promise<{ table: Table; moves: number }> {
  const players: Player[] = Array.from({ length: settings.players }, (_, i) => ({
    id: `${seed}-p${i}`,
    name: `Spieler ${i + 1}`,
    guest: true,
  }));
  const created = await manager.create(players[0]!, { ...settings, mode: 'online' });
  if ('error' in created) throw new Error(created.error.code);
  const table = created.table;
  const receivers = players.map((p) => new RecordingReceiver(p.id, check));
  for (let i = 1; i < players.length; i++) await table.sit(players[i]!, i);
  for (const r of receivers) await table.open(r);
  await table.open(new RecordingReceiver(`${seed}-spectator`, check));
  const e = await table.start(players[0]!);
  if (e) throw new Error(e.code);
  const rng = Rng.fromSeed(seed);
  const def = table.entry.module.definition;
  let moves = 0;
  const seq = players.map(() => 0);
  for (let guard = 0; guard < 20_000; guard++) {
    const phase = table.record.phase;
    if (phase === 'finished') return { table, moves };
    if (phase === 'summary') {
      for (const p of players) await table.ready(p);
      continue;
    }
    const game = table.game;
    const toAct = game ? def.toAct(game.state) : [];
    const gs = toAct[0];
    if (gs === undefined) throw new Error(`nobody to act in phase ${phase}`);
    const view = receivers[gs]!.view;
    const legal = view?.legalMoves ?? [];
    const move = legal.length === 0 ? undefined : choose && view ? choose(view, rng) : rng.pick(legal);
    if (move === undefined) throw new Error(`seat ${gs} has no legal move in its view`);
    const a = await table.move(players[gs]!, ++seq[gs]!, def.makeMove(move));
    if (!a.ok) throw new Error(`refused ${a.code}`);
    moves += 1;
  }
  throw new Error('game did not end');
}
