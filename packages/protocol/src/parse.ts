import { err, ok, type Result, type RuleError } from '@kartenhaus/core';
import { ClientMessage } from './client.js';
import { ServerMessage } from './server.js';

/** Parses one client frame (text); the error names the first problem (never throws). */
export function parseClientMessage(raw: string): Result<ClientMessage, RuleError<'ERR_BAD_MESSAGE'>> {
  return parseWith(ClientMessage, raw);
}

/** Parses one server frame (for clients and tests). */
export function parseServerMessage(raw: string): Result<ServerMessage, RuleError<'ERR_BAD_MESSAGE'>> {
  return parseWith(ServerMessage, raw);
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
