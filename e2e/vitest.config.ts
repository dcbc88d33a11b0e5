import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'e2e',
    include: ['**/*.e2e.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // expect.poll waits for the page (a frame, a render), it measures no speed: vitest's default
    // of 1 s failed the tiny game's lobby and table steps under load (load average ~20); 10 s
    // keeps every check and gives a busy two-core machine the time a real browser would take.
    expect: { poll: { timeout: 10_000 } },
    // One browser at a time: the build machines have two cores.
    fileParallelism: false,
  },
});
