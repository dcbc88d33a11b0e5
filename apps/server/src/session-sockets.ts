import { CLOSE_CODES } from '@kartenhaus/protocol';

/** How many ended sessions are remembered for upgrades in flight (a name is 64 bytes). */
const ENDED_KEPT = 10_000;

/** What a socket of a session needs to be: closable with a code. */
export interface SessionSocket {
  close(code: number, reason: string): void;
}

/**
 * The open sockets of each session (by the identity's non-secret session name). A socket is
 * greeted as the player its session named at the upgrade and keeps that identity; so when the
 * session ends — logout, or login and registration, which rotate it — its sockets are closed with
 * `sessionEnded` (4001). The client reconnects with its new cookie and is greeted as who it is
 * now; after a logout the old cookie opens no socket (401).
 */
export class SessionSockets<S extends SessionSocket = SessionSocket> {
  private readonly bySession = new Map<string, Set<S>>();
  /**
   * Sessions ended lately (the last `ENDED_KEPT`, oldest first): an upgrade whose session check
   * passed just before its session ended is closed as it arrives, not kept with the old identity.
   */
  private readonly endedLately = new Set<string>();

  add(session: string, socket: S): void {
    if (this.endedLately.has(session)) {
      socket.close(CLOSE_CODES.sessionEnded, 'session ended');
      return;
    }
    let set = this.bySession.get(session);
    if (!set) this.bySession.set(session, (set = new Set()));
    set.add(socket);
  }

  remove(session: string, socket: S): void {
    const set = this.bySession.get(session);
    if (!set) return;
    set.delete(socket);
    if (set.size === 0) this.bySession.delete(session);
  }

  /** Closes every socket of an ended session. */
  ended(session: string): void {
    this.endedLately.add(session);
    if (this.endedLately.size > ENDED_KEPT) this.endedLately.delete(this.endedLately.values().next().value!);
    const set = this.bySession.get(session);
    if (!set) return;
    this.bySession.delete(session);
    for (const s of set) s.close(CLOSE_CODES.sessionEnded, 'session ended');
  }
}
