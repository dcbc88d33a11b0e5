import type { GameModule } from '../game.js';
import { playDuplicateDeal, type DuplicateDeal } from './duplicate.js';
import { playMatch, rotateLabels, type MatchRecord } from './match.js';

/** A batch of games for one worker thread. */
export interface MatchTask {
  readonly moduleSpecifier: string;
  readonly config: unknown;
  readonly seed: string;
  readonly labels: readonly string[];
  readonly first: number;
  readonly count: number;
}

/** A batch of duplicate deals for one worker thread (A against B, `players` seats). */
export interface DuplicateTask {
  readonly kind: 'duplicate';
  readonly moduleSpecifier: string;
  readonly config: unknown;
  readonly seed: string;
  readonly a: string;
  readonly b: string;
  /** The bot on the other seats (default B). */
  readonly others?: string;
  readonly players: number;
  readonly first: number;
  readonly count: number;
}

const modules = new Map<string, Promise<GameModule>>();

async function load(specifier: string): Promise<GameModule> {
  let mod = modules.get(specifier);
  if (!mod) {
    mod = import(specifier).then((m: { gameModule?: GameModule }) => {
      if (!m.gameModule) throw new Error(`${specifier} exports no gameModule`);
      return m.gameModule;
    });
    modules.set(specifier, mod);
  }
  return mod;
}

/** Plays games `first … first+count−1`; game i uses seed `<seed>:<i>` and rotation i. */
export async function runTask(task: MatchTask): Promise<MatchRecord[]> {
  const mod = await load(task.moduleSpecifier);
  const out: MatchRecord[] = [];
  for (let i = task.first; i < task.first + task.count; i++) {
    out.push(playMatch(mod, task.config, `${task.seed}:${i}`, rotateLabels(task.labels, i)));
  }
  return out;
}

/** Plays deals `first … first+count−1` of a duplicate match. */
export async function runDuplicateTask(task: DuplicateTask): Promise<DuplicateDeal[]> {
  const mod = await load(task.moduleSpecifier);
  const out: DuplicateDeal[] = [];
  for (let i = task.first; i < task.first + task.count; i++) {
    out.push(playDuplicateDeal(mod, task.config, task.seed, i, task.a, task.b, task.players, task.others ?? task.b));
  }
  return out;
}

/** The worker's one entry: a duplicate task or a batch of ordinary games. */
export async function runAny(task: MatchTask | DuplicateTask): Promise<MatchRecord[] | DuplicateDeal[]> {
  return 'kind' in task ? runDuplicateTask(task) : runTask(task);
}

export default runAny;
