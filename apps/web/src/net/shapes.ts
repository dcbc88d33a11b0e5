/**
 * The shapes the pages read from the account API, checked at the edge. They take only the
 * fields the pages show; `@kartenhaus/protocol` types replace them once the API publishes its own.
 */
type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | null => (typeof v === 'string' ? v : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);
/** Unwraps `{ me: … }`-style envelopes. */
const inner = (body: unknown, key: string): unknown => (isObj(body) && key in body ? body[key] : body);

/** The player as `/api/me` reports them. */
export interface Me {
  /** The player's id, when the API says it. */
  readonly id?: string;
  readonly name: string;
  readonly guest: boolean;
  /** Taler balance; guests have none. */
  readonly taler: number | null;
}

export function parseMe(body: unknown): Me | null {
  const b = inner(inner(body, 'player'), 'me');
  if (!isObj(b)) return null;
  const name = str(b.name);
  if (name === null) return null;
  const id = str(b.id);
  return { ...(id === null ? {} : { id }), name, guest: b.guest === true, taler: num(b.taler) ?? num(b.balance) };
}

export interface Posting {
  readonly at: string;
  readonly amount: number;
  /** The transfer's kind (`signup`, `topup`, `stake`, `payout`, …). */
  readonly kind: string;
  /** The transfer's idempotency key, e.g. `game:<id>:stake:<seat>`. */
  readonly key: string;
}

export interface Wallet {
  readonly balance: number;
  /** A2: whether the daily top-up can be claimed now. */
  readonly topupAvailable: boolean;
  readonly postings: readonly Posting[];
}

export function parseWallet(body: unknown): Wallet | null {
  const b = inner(body, 'wallet');
  if (!isObj(b)) return null;
  const balance = num(b.balance) ?? num(b.taler);
  if (balance === null) return null;
  const list = Array.isArray(b.statement) ? b.statement : Array.isArray(b.postings) ? b.postings : [];
  const postings: Posting[] = [];
  for (const p of list) {
    if (!isObj(p)) continue;
    const amount = num(p.amount);
    if (amount === null) continue;
    const atNum = num(p.at);
    const at = atNum !== null ? new Date(atNum).toISOString() : (str(p.at) ?? '');
    postings.push({ at, amount, kind: str(p.kind) ?? '', key: str(p.key) ?? '' });
  }
  return { balance, topupAvailable: b.topupAvailable === true, postings };
}

/** One row of a Bestenliste or Tagesliste; `place` is shared when equal points share it. */
export interface BoardRow {
  readonly place: number;
  readonly name: string;
  readonly points: number;
  readonly games: number | null;
  /** Whether others share this place (the API says so; otherwise equal places tell). */
  readonly shared: boolean | null;
}

export function parseBoard(body: unknown): BoardRow[] | null {
  const list = Array.isArray(body) ? body : isObj(body) ? (body.lines ?? body.rows ?? body.leaderboard) : null;
  if (!Array.isArray(list)) return null;
  const rows: BoardRow[] = [];
  for (const r of list) {
    if (!isObj(r)) return null;
    const name = str(r.name);
    const points = num(r.points) ?? num(r.score);
    const place = num(r.place) ?? num(r.rank);
    if (name === null || points === null || place === null) return null;
    rows.push({ place, name, points, games: num(r.games), shared: typeof r.shared === 'boolean' ? r.shared : null });
  }
  return rows;
}

/** One finished (or running) game in the player's history. */
export interface HistoryEntry {
  readonly id: string;
  readonly game: string;
  readonly at: string;
  readonly place: number | null;
  readonly points: number | null;
  /** A cooperative game's outcome (Gipfelsturm): everyone shares place 1, won or lost. */
  readonly won: boolean | null;
}

export function parseHistory(body: unknown): HistoryEntry[] | null {
  const list = Array.isArray(body) ? body : isObj(body) ? (body.games ?? body.history) : null;
  if (!Array.isArray(list)) return null;
  const out: HistoryEntry[] = [];
  for (const g of list) {
    if (!isObj(g)) return null;
    const id = str(g.gameId) ?? str(g.id);
    if (id === null) return null;
    const started = num(g.startedAt);
    out.push({
      id,
      game: str(g.game) ?? '',
      at: started !== null ? new Date(started).toISOString() : (str(g.at) ?? ''),
      place: num(g.place),
      points: num(g.points),
      won: isObj(g.team) && typeof g.team.won === 'boolean' ? g.team.won : null,
    });
  }
  return out;
}

/** Today's Tagesfahrt as `/api/daily` reports it. */
export interface Daily {
  readonly date: string;
  /** Whether the player has already made the counted attempt today (null: the API does not say). */
  readonly played: boolean | null;
  /** The day's seed, published after the day (L8), for verifying the deals. */
  readonly seed: string | null;
  readonly rows: readonly BoardRow[];
}

export function parseDaily(body: unknown): Daily | null {
  if (!isObj(body)) return null;
  const date = str(body.day) ?? str(body.date);
  const rows = parseBoard(body.lines ?? body.rows ?? []);
  if (date === null || rows === null) return null;
  return { date, played: typeof body.played === 'boolean' ? body.played : null, seed: str(body.seed), rows };
}
