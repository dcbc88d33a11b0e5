/**
 * A server that cannot start because of what it runs on — PostgreSQL or Redis not answering, a
 * DATA_DIR it cannot use: `main.ts` prints the message as one line, without a stack, and exits 1
 * (docs/operations.md). Anything else that fails at start is a bug and keeps its stack.
 */
export class StartError extends Error {
  override readonly name: string = 'StartError';
}

/**
 * The cause of a failed connection or file operation in one line. A connection to a host name
 * with two addresses (localhost: IPv6 and IPv4) fails as an AggregateError whose own message is
 * empty: its first error then speaks for it.
 */
export function reasonOf(e: unknown): string {
  if (e instanceof AggregateError && e.message === '' && e.errors.length > 0) return reasonOf(e.errors[0]);
  if (e instanceof Error) return e.message || (e as { code?: string }).code || e.name;
  return String(e);
}

/** Why a port cannot be listened on that is the operator's to fix (taken, not allowed, no such address). */
const LISTEN_CODES: ReadonlySet<string> = new Set(['EADDRINUSE', 'EACCES', 'EADDRNOTAVAIL']);

/**
 * A `listen` that failed because of the setting (`PORT`/`HOST`, `METRICS_PORT`/`METRICS_HOST`):
 * a `StartError` naming the variable, its value and the cause — another server on the port is a
 * setting to change, not a bug. Anything else is returned as it was.
 */
export function listenError(e: unknown, variable: string, port: number, host: string): unknown {
  const code = (e as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !LISTEN_CODES.has(code)) return e;
  return new StartError(`${variable} ${port} on ${host} cannot be used: ${reasonOf(e)}`);
}
