import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU times (`getconf CLK_TCK`: 100 on Linux as built). */
const TICKS_PER_S = 100;

/**
 * The CPU time (ms) this process's main thread — its event loop — has used, from
 * `/proc/self/task/<pid>/stat` (Linux; `null` elsewhere). Unlike the event loop's utilisation
 * (wall time spent working, `performance.eventLoopUtilization`), it does not count the time the
 * thread waited for a core while other processes ran on it: on a shared machine the figure that
 * tells two builds apart. Resolution 10 ms (one tick): whole windows only.
 */
export function loopCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // After "pid (name) ": state is field 3, utime and stime are fields 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_S;
  } catch {
    return null;
  }
}
