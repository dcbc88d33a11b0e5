/**
 * Every browser test that fails on its first try says so, with its error, before the one retry
 * (`retry: 1` in `vitest.config.ts`). A test that then passes is counted passed, and this line stays
 * in the log: a flake is seen and named, never silently absorbed. A real defect fails both tries.
 *
 * The line carries the assertion's actual value too (vitest's `actual`, e.g. the list of layout
 * problems a one-screen check found): without it a retried flake shows only "expected [ …(2) ] to
 * deeply equal []", and what went wrong is lost with the passing retry.
 */
import { beforeEach } from 'vitest';

/** Enough for a list of layout problems; a page's whole HTML would drown the log. */
const MAX_ACTUAL = 4000;

beforeEach(({ task, onTestFailed }) => {
  onTestFailed(({ task: failed }) => {
    const tries = (failed.result?.retryCount ?? 0) + 1;
    const first = failed.result?.errors?.[0];
    const message = (first?.message ?? 'no error message').split('\n')[0];
    const actual = typeof first?.actual === 'string' ? first.actual : undefined;
    const shown =
      actual === undefined
        ? ''
        : `\n[e2e]   actual: ${actual.length > MAX_ACTUAL ? `${actual.slice(0, MAX_ACTUAL)} … (${actual.length} characters)` : actual}`;
    console.warn(`[e2e] "${task.name}" failed on try ${tries}: ${message}${shown}`);
  });
});
