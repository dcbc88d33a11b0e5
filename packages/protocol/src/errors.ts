/**
 * Stable error codes of the table server (besides the games' own rule codes such as
 * `ERR_NOT_YOUR_TURN`, which pass through unchanged). The web app translates them.
 */
export const PROTOCOL_ERRORS = [
  /** The frame is not JSON or not a known message (the detail names the first problem). */
  'ERR_BAD_MESSAGE',
  /** `hello` with another protocol version. */
  'ERR_PROTOCOL_VERSION',
  /** No table with this id (or it is closed). */
  'ERR_NO_SUCH_TABLE',
  /** Unknown game name. */
  'ERR_NO_SUCH_GAME',
  /** Table options outside the limits of the game (the detail says which). */
  'ERR_BAD_OPTIONS',
  /** The seat is taken, does not exist, or is not for humans (Speedclimb seats 5 and 6). */
  'ERR_SEAT_TAKEN',
  /** The player already sits at this table. */
  'ERR_ALREADY_SEATED',
  /** The command needs a seat at this table. */
  'ERR_NOT_SEATED',
  /** Only the player who opened the table may start it. */
  'ERR_NOT_HOST',
  /** Not enough players to start (the detail says why). */
  'ERR_TOO_FEW_PLAYERS',
  /** The game already runs. */
  'ERR_ALREADY_STARTED',
  /** The command fits no phase of the table now (e.g. a move during the round summary). */
  'ERR_WRONG_PHASE',
  /** A move with a sequence number below one already answered whose answer is no longer kept. */
  'ERR_STALE_SEQ',
  /** A move for a seat the computer plays now (A3); "Ich bin zurück" first. */
  'ERR_AWAY',
  /** "Ich bin zurück" for a seat that was not taken over. */
  'ERR_NOT_AWAY',
  /** The server is shutting down and opens no new tables. */
  'ERR_SHUTTING_DOWN',
  /** The player (session) or the address has as many waiting or running tables as allowed. */
  'ERR_TOO_MANY_TABLES',
  /** The session or the address has as many open connections as allowed (then closed with 4009). */
  'ERR_TOO_MANY_CONNECTIONS',
  /** More messages than the budget of the socket, session or address (then closed with 4008). */
  'ERR_RATE_LIMITED',
  /** A Tagesfahrt attempt of this player on today's deal still runs: no second one beside it (L8). */
  'ERR_DAILY_RUNNING',
  /** A table with a stake needs a think time: "ohne Uhr" one player could stall until the others leave (ruling AC9). */
  'ERR_STAKE_NEEDS_CLOCK',
  /** Something failed on the server (storage); the command had no effect. */
  'ERR_INTERNAL',
] as const;
export type ProtocolErrorCode = (typeof PROTOCOL_ERRORS)[number];

/** WebSocket close codes the server uses. */
export const CLOSE_CODES = {
  /** Server shutdown (standard "going away"). */
  goingAway: 1001,
  /** A frame over 16 KiB (standard "message too big"; `ws` sends it). */
  tooBig: 1009,
  /** `hello` with another protocol version. */
  protocolVersion: 4000,
  /**
   * The socket's session ended (logout, or login/registration rotated it): reconnect, and the
   * new cookie's identity greets the socket (none after a logout: 401).
   */
  sessionEnded: 4001,
  /** More than the message budget (100 messages in 20 s). */
  rateLimit: 4008,
  /** More open connections of one session or address than allowed. */
  tooManyConnections: 4009,
  /** The client did not read: over 1 MiB of frames waited unsent for it (the server's SEND_BUFFER_LIMIT). */
  slowClient: 4010,
} as const;

/** Largest frame the server accepts. */
export const MAX_FRAME_BYTES = 16 * 1024;
/** Per-connection budget: at most `messages` frames in any `windowMs`. */
export const MESSAGE_BUDGET = { messages: 100, windowMs: 20_000 } as const;
