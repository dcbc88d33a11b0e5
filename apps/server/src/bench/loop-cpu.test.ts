import { describe, expect, it } from 'vitest';
import { loopCpuMs } from './loop-cpu.js';

describe.runIf(process.platform === 'linux')('loopCpuMs', () => {
  it("counts this thread's CPU time, in step with the process's", () => {
    const before = loopCpuMs()!;
    const process0 = process.cpuUsage();
    // Work on this thread until the process has used 200 ms of CPU (whatever the machine's load).
    let x = 0;
    while (process.cpuUsage(process0).user < 200_000) for (let i = 0; i < 100_000; i++) x += i % 7;
    const used = process.cpuUsage(process0);
    const thread = loopCpuMs()! - before;
    expect(x).toBeGreaterThan(0);
    // 10 ms ticks; other threads of the process (the collector's helpers) may add to its figure.
    expect(thread).toBeGreaterThanOrEqual(150);
    expect(thread).toBeLessThanOrEqual((used.user + used.system) / 1000 + 20);
  });
});

describe.runIf(process.platform !== 'linux')('loopCpuMs off Linux', () => {
  it('is null', () => expect(loopCpuMs()).toBeNull());
});
