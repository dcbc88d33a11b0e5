import { defineConfig } from 'vitest/config';

// One run over every workspace: each package's tests sit next to its code (`*.test.ts`);
// apps/web's browser tests (`e2e/*.e2e.test.ts`) start the real server and drive Chromium.
export default defineConfig({
  test: {
    projects: ['packages/*', 'apps/*', 'e2e'],
    // Two cores on the build machines: keep the worker count small and tests honest.
    maxWorkers: 2,
  },
});
