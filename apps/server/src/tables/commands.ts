import type { RuleError } from '@kartenhaus/core';
import type { Player } from '../hooks.js';
import type { MoveAnswer } from './answers.js';
import type { Receiver } from './outbox.js';

/**
 * What a connection asks of a table: a `Table` of this process, or, in a cluster, its route to
 * the table's owner process (cluster/routes.ts), which forwards the same commands there.
 */
export interface TableCommands {
  /** The game (metrics). */
  readonly entry: { readonly key: string };
  open(r: Receiver, since?: { epoch: string; v: number }): Promise<RuleError | null>;
  close(r: Receiver): void;
  move(p: Player, seq: number, text: string): Promise<MoveAnswer>;
  sit(p: Player, seat: number): Promise<RuleError | null>;
  leave(p: Player): Promise<RuleError | null>;
  start(p: Player): Promise<RuleError | null>;
  ready(p: Player): Promise<RuleError | null>;
  rematch(p: Player): Promise<RuleError | null>;
  back(p: Player): Promise<RuleError | null>;
}

/**
 * The commands that travel to an owner process, with their arguments: a connection's (above),
 * and `letGo`, which no connection sends — another process's `create` beyond the budget asks the
 * owner of the player's solo game to let it go if no page has it open (T15, cluster/let-go.ts).
 */
export type Forwardable =
  | { readonly op: 'open'; readonly since?: { epoch: string; v: number } | undefined }
  | { readonly op: 'close' }
  | { readonly op: 'move'; readonly seq: number; readonly text: string }
  | { readonly op: 'sit'; readonly seat: number }
  | { readonly op: 'leave' | 'start' | 'ready' | 'rematch' | 'back' }
  | { readonly op: 'letGo' };
