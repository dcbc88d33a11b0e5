/**
 * Freezes a value and everything it holds, for tests that a function never changes what it is
 * given: in strict mode (ES modules) a write into a frozen object throws.
 */
export function deepFreeze(x: unknown): void {
  if (typeof x !== 'object' || x === null || Object.isFrozen(x)) return;
  Object.freeze(x);
  for (const v of Object.values(x)) deepFreeze(v);
}
