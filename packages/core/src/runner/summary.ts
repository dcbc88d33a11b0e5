import { wilson } from '../stats.js';
import type { MatchRecord } from './match.js';

/** Per-bot figures of a tournament (labels used on several seats are pooled). */
export interface BotSummary {
  seatGames: number;
  wins: number;
  winShare: number;
  winShareCI: [number, number];
  meanScore: number;
  meanPlace: number;
}

export interface CompetitiveSummary {
  game: string;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  bots: Record<string, BotSummary>;
}

export interface CooperativeSummary {
  game: string;
  games: number;
  seconds: number;
  gamesPerSecond: number;
  wins: number;
  winRate: number;
  winRateCI: [number, number];
  meanScore: number;
  meanScoreOfWins: number;
  bots: string[];
}

/**
 * Sums match records into the `--json` summary. A shared first place counts fractionally:
 * two seats on place 1 get half a win each.
 */
export function summarize(
  game: string,
  records: readonly MatchRecord[],
  seconds: number,
): CompetitiveSummary | CooperativeSummary {
  const base = { game, games: records.length, seconds, gamesPerSecond: seconds > 0 ? records.length / seconds : 0 };
  if (records.length > 0 && records.every((r) => r.result.team)) {
    const won = records.filter((r) => r.result.team?.won);
    const wins = won.length;
    return {
      ...base,
      wins,
      winRate: wins / records.length,
      winRateCI: wilson(wins, records.length),
      meanScore: mean(records.map((r) => r.result.team?.score ?? 0)),
      meanScoreOfWins: mean(won.map((r) => r.result.team?.score ?? 0)),
      bots: [...new Set(records.flatMap((r) => r.labels))],
    };
  }
  const acc = new Map<string, { seatGames: number; wins: number; score: number; place: number }>();
  for (const r of records) {
    const firsts = r.result.places.filter((p) => p === 1).length;
    r.labels.forEach((label, seat) => {
      const a = acc.get(label) ?? { seatGames: 0, wins: 0, score: 0, place: 0 };
      a.seatGames += 1;
      const place = r.result.places[seat] ?? 0;
      if (place === 1) a.wins += 1 / firsts;
      a.score += r.result.scores[seat] ?? 0;
      a.place += place;
      acc.set(label, a);
    });
  }
  const bots: Record<string, BotSummary> = {};
  for (const [label, a] of acc) {
    bots[label] = {
      seatGames: a.seatGames,
      wins: a.wins,
      winShare: a.wins / a.seatGames,
      winShareCI: wilson(a.wins, a.seatGames),
      meanScore: a.score / a.seatGames,
      meanPlace: a.place / a.seatGames,
    };
  }
  return { ...base, bots };
}

function mean(xs: readonly number[]): number {
  return xs.length === 0 ? 0 : xs.reduce((s, x) => s + x, 0) / xs.length;
}
