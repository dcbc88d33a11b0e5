/**
 * Every browser test that fails on its first try says so, with its error, before the one retry
 * (`retry: 1` in `vitest.config.ts`). A test that then passes is counted passed, and this line stays
 * in the log: a flake is seen and named, never silently absorbed. A real defect fails both tries.
 */
import { beforeEach } from 'vitest';

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(({ task: failed }) => {
    const tries = (failed.result?.retryCount ?? 0) + 1;
    const first = failed.result?.errors?.[0];
    const message = (first?.message ?? 'no error message').split('\n')[0];
    console.warn(`[e2e] "${task.name}" failed on try ${tries}: ${message}`);
  });
});
