import { defineProject } from 'vitest/config';

// Generous per-test timeout: the build machines have two cores shared by parallel suites; speed is
// measured by `npm run bench`, not by timed tests.
export default defineProject({
  test: { name: 'server', include: ['src/**/*.test.ts'], testTimeout: 120_000 },
});
