import { err, ok, type Result, type RuleError } from '@kartenhaus/core';
import { ClientMessage } from './client.js';
import { ServerFrame, ServerMessage, type TableInfo } from './server.js';

/** Parses one client frame (text); the error names the first problem (never throws). */
export function parseClientMessage(raw: string): Result<ClientMessage, RuleError<'ERR_BAD_MESSAGE'>> {
  return parseWith(ClientMessage, raw);
}

/** Parses one complete server message (an update with its `info`). */
export function parseServerMessage(raw: string): Result<ServerMessage, RuleError<'ERR_BAD_MESSAGE'>> {
  return parseWith(ServerMessage, raw);
}

/**
 * A client's reader of one connection's frames: parses each frame and gives an update that left
 * `info` out (unchanged, see `ServerFrame`) the last `info` this connection received for that
 * table, and an update with a `viewPatch` the last view with the patch applied. The server always
 * describes a table in full first on a connection (snapshot or update), so an update without one
 * before is a bad frame.
 */
export function serverReader(): (raw: string) => Result<ServerMessage, RuleError<'ERR_BAD_MESSAGE'>> {
  const infos = new Map<string, TableInfo>();
  const views = new Map<string, unknown>();
  const bad = (detail: string) => err({ code: 'ERR_BAD_MESSAGE' as const, detail });
  return (raw) => {
    const r = parseWith(ServerFrame, raw);
    if (!r.ok) return r;
    const m = r.value;
    if (m.t !== 'update' && m.t !== 'snapshot') return ok(m);
    const info = m.info ?? infos.get(m.table);
    if (!info) return bad('info: an update without info for a new table');
    let view: unknown;
    if (m.t === 'snapshot') view = m.view;
    else {
      const { viewPatch, viewDrop, ...rest } = m;
      if (viewPatch === undefined) {
        if (!('view' in rest)) return bad('view: an update without view or viewPatch');
        view = rest.view;
      } else {
        const last = views.get(m.table);
        if (last === null || typeof last !== 'object' || Array.isArray(last))
          return bad('viewPatch: no view of this table to patch');
        const patched: Record<string, unknown> = { ...(last as Record<string, unknown>), ...viewPatch };
        for (const k of viewDrop ?? []) delete patched[k];
        view = patched;
      }
      infos.set(m.table, info);
      views.set(m.table, view);
      return ok({ ...rest, info, view });
    }
    infos.set(m.table, info);
    views.set(m.table, view);
    return ok({ ...m, info, view });
  };
}

/**
 * The `ref` of a client frame the schema refused, where it carries one a client can match (a string
 * of at most 40 characters, as `Ref`): the refusal then answers the request that sent it. Without
 * it a frame with one bad field (a level of 25 characters) was refused with no `ref`, and a client
 * waiting for the answer to its request waited for nothing.
 */
export function refOfBadFrame(raw: string): string | undefined {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return undefined;
  const ref = (json as Record<string, unknown>).ref;
  return typeof ref === 'string' && ref.length <= 40 ? ref : undefined;
}

function parseWith<T>(
  schema: {
    safeParse(
      x: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
  },
  raw: string,
): Result<T, RuleError<'ERR_BAD_MESSAGE'>> {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return err({ code: 'ERR_BAD_MESSAGE', detail: 'not JSON' });
  }
  const r = schema.safeParse(json);
  if (r.success) return ok(r.data);
  const issue = r.error.issues[0];
  const where = issue ? issue.path.map(String).join('.') : '';
  return err({ code: 'ERR_BAD_MESSAGE', detail: `${where ? where + ': ' : ''}${issue?.message ?? 'invalid'}` });
}
