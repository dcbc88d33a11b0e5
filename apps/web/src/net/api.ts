/**
 * JSON over HTTP to the account API (issue 7). Every answer becomes one of four states the
 * pages show in words: data, "Noch nicht verfügbar" (the endpoint does not exist yet),
 * a refusal with its stable error code, or "Server nicht erreichbar".
 */
export type ApiResult<T> =
  | { readonly state: 'ok'; readonly data: T }
  | { readonly state: 'unavailable' }
  | {
      readonly state: 'error';
      readonly code: string;
      readonly status: number;
      /** How long the server asks to wait before trying again (a 429's or 503's), when it said so. */
      readonly retryAfterMs?: number;
    }
  | { readonly state: 'offline' };

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** Reads a stable error code from an error body (`{ error: { code } }` or `{ code }`). */
export function errorCode(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const b = body as { error?: unknown; code?: unknown };
  const inner = typeof b.error === 'object' && b.error !== null ? (b.error as { code?: unknown }).code : b.code;
  return typeof inner === 'string' && inner.startsWith('ERR_') ? inner : null;
}

/** The longest wait a refusal is believed to ask for (a day); a longer or garbled one is not used. */
const MAX_RETRY_AFTER_MS = 86_400_000;

/**
 * How long a refusal asks to wait, in ms: the body's `retryAfterMs` (`{ error: { retryAfterMs } }`,
 * packages/protocol `ApiErrorBody`), else the `Retry-After` header's whole seconds. Null when
 * neither says a sensible wait (missing, not a number, not above 0, longer than a day): the page
 * then says its words without a time ("Bitte warte kurz …").
 */
export function retryAfterMs(body: unknown, header: string | null): number | null {
  const inner = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  const fromBody =
    typeof inner === 'object' && inner !== null ? (inner as { retryAfterMs?: unknown }).retryAfterMs : undefined;
  const sensible = (ms: number) => Number.isFinite(ms) && ms > 0 && ms <= MAX_RETRY_AFTER_MS;
  if (typeof fromBody === 'number' && sensible(fromBody)) return Math.ceil(fromBody);
  const seconds = header !== null && /^\s*\d+\s*$/.test(header) ? Number(header) * 1000 : NaN;
  return sensible(seconds) ? seconds : null;
}

/** A zod schema of packages/protocol as `reader` uses it (the page needs no zod of its own). */
export interface AnswerSchema<T> {
  safeParse(
    body: unknown,
  ):
    | { readonly success: true; readonly data: T }
    | { readonly success: false; readonly error: { readonly issues: readonly AnswerIssue[] } };
}

interface AnswerIssue {
  readonly path: readonly PropertyKey[];
  readonly message: string;
}

/**
 * The one way the page reads an answer: with its schema from packages/protocol (`http.ts`, the
 * schemas the server types its answers with), then `map` into what the page shows. An answer that
 * does not fit is not understood (null: ERR_BAD_RESPONSE, "Die Antwort des Servers ist
 * unverständlich.") and the first misfit field is named in the console, never shown half.
 */
export function reader<S, T>(schema: AnswerSchema<S>, map: (answer: S) => T): (body: unknown) => T | null {
  return (body) => {
    const r = schema.safeParse(body);
    if (r.success) return map(r.data);
    const issue = r.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.map(String).join('.') : 'answer';
    console.warn(`API answer not understood: ${where}: ${issue?.message ?? 'invalid'}`);
    return null;
  };
}

/** Reads a successful answer: the value, or null when it is not understood. */
export type Parse<T> = (body: unknown) => T | null | Promise<T | null>;

/**
 * A reader whose module loads with the first answer it reads (a dynamic `import()`): the readers
 * of the answers the shell asks for at once (`/api/me`, the wallet, the settings, the daily ride)
 * bring the protocol's schemas and zod, which the start page does not need to render — they load
 * while the request is under way, not in the first download (docs/web.md, Figures).
 */
export function loaded<T>(load: () => Promise<(body: unknown) => T | null>): (body: unknown) => Promise<T | null> {
  return async (body) => (await load())(body);
}

/**
 * Calls the API. `parse` checks the shape of a successful answer (null or a throw: not understood,
 * reported as ERR_BAD_RESPONSE rather than shown half). A 404 without a more specific code
 * than ERR_NOT_FOUND, or a 501, means the endpoint is not there yet.
 */
export async function callApi<T>(
  path: string,
  parse: Parse<T>,
  init: {
    method?: 'GET' | 'POST' | 'PUT';
    body?: unknown;
    /** The endpoint exists: a 404 with ERR_NOT_FOUND means the thing asked for is unknown. */
    known?: boolean;
  } = {},
  fetchImpl: Fetch = (i, r) => fetch(i, r),
): Promise<ApiResult<T>> {
  let res: Response;
  try {
    res = await fetchImpl(path, {
      method: init.method ?? 'GET',
      credentials: 'same-origin',
      headers: init.body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
  } catch {
    return { state: 'offline' };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = null;
  }
  const code = errorCode(body);
  const missing = code === null || (code === 'ERR_NOT_FOUND' && init.known !== true);
  if (res.status === 501 || (res.status === 404 && missing)) {
    return { state: 'unavailable' };
  }
  if (!res.ok) {
    const wait = retryAfterMs(body, res.headers.get('retry-after'));
    const refusal = { state: 'error', code: code ?? 'ERR_SERVER', status: res.status } as const;
    return wait === null ? refusal : { ...refusal, retryAfterMs: wait };
  }
  let data: T | null;
  try {
    data = await parse(body);
  } catch {
    data = null;
  }
  return data === null ? { state: 'error', code: 'ERR_BAD_RESPONSE', status: res.status } : { state: 'ok', data };
}
