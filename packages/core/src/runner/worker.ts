import type { GameModule } from '../game.js';
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

export default runTask;
