import { parseArgs } from 'node:util';
import type { GameModule } from '../game.js';
import { progressBar } from './progress.js';
import { runDuplicate, runTournament, type DuplicateResult } from './tournament.js';

export const SIM_HELP = `npm run sim -- --game G --bots a,b,c --games N [options]

Plays N games of game G between computer opponents, spread over worker threads.

  --game G        game: GAMES
  --bots a,b,c    one bot label per seat (e.g. stark,normal,normal,normal); a label may repeat,
                  its seats are pooled. Seats rotate every game so no bot keeps a seat.
  --players P     number of seats (default: the number of labels; labels repeat to fill)
  --games N       number of games (default 100)
  --config JSON   game options, e.g. '{"route":"expedition"}'
  --seed S        base seed (default "sim"); game i uses seed "S:i" — same seed, same figures
  --threads T     worker threads (default: all cores)
  --duplicate     duplicate play of two bots, --bots A,B: every deal (--games N deals) is played
                  with A on each seat in turn and B on the others, and once with B on every seat
                  (same deals, same seats, same seeds for the other bots); reports A's gain.
                  --bots A,B,C: A and B each alone on a seat, C on the other seats
  --json          print one JSON object instead of a table
  --<mode>        a game's own simulation mode (e.g. gipfelsturm --table); see its docs
  -h, --help      this text

JSON (competitive): { game, games, seconds, gamesPerSecond,
  bots: { <label>: { seatGames, wins, winShare, winShareCI: [lo, hi], meanScore, meanPlace } } }
Shared first places count fractionally; winShareCI is the 95 % Wilson interval; meanScore is the
game's natural score (penalty points for Speedlift and the Expedition routes, camps otherwise).
JSON (--duplicate): { game, games, seconds, duplicate: { a, b, others, players, deals, unit, gain,
  ci: [lo, hi], sd, winGain, winCi } } — gain: how much better A did than B in A's seat, mean
  over deals of the per-deal difference (averaged over A's seat positions), in the game's unit
  (Speedlift: penalty points per game, positive = fewer; otherwise the win share); ci: its 95 %
  interval over the deals; winGain/winCi: the same in win share.
JSON (cooperative): { game, games, seconds, gamesPerSecond, wins, winRate, winRateCI, meanScore, … }
`;

/** The CLI of the match runner; `registry` maps game names to module specifiers. */
export async function simMain(argv: readonly string[], registry: Readonly<Record<string, string>>): Promise<number> {
  const help = SIM_HELP.replace('GAMES', Object.keys(registry).join(', '));
  let args;
  try {
    args = parseArgs({
      args: [...argv],
      strict: false,
      options: {
        game: { type: 'string' },
        bots: { type: 'string' },
        players: { type: 'string' },
        games: { type: 'string' },
        config: { type: 'string' },
        seed: { type: 'string' },
        threads: { type: 'string' },
        json: { type: 'boolean' },
        duplicate: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (e) {
    return fail(`${(e as Error).message}\n\n${help}`);
  }
  if (args.help) {
    process.stdout.write(help);
    return 0;
  }
  const game = str(args.game);
  const specifier = game ? registry[game] : undefined;
  if (!game || !specifier) return fail(`--game must be one of: ${Object.keys(registry).join(', ')}\n\n${help}`);
  const json = args.json === true;
  const seed = str(args.seed) ?? 'sim';
  const mod = ((await import(specifier)) as { gameModule: GameModule }).gameModule;
  const mode = argv.find((a) => a.startsWith('--') && mod.simulations?.[a.slice(2)]);
  if (mode) {
    const out = await mod.simulations?.[mode.slice(2)]?.({ argv, json, seed });
    if (json) process.stdout.write(`${JSON.stringify(out)}\n`);
    return 0;
  }
  const labels = (str(args.bots) ?? '').split(',').filter(Boolean);
  if (labels.length === 0) return fail(`--bots is required; ${game} has: ${Object.keys(mod.bots).join(', ')}`);
  const unknown = labels.filter((l) => !mod.bots[l]);
  if (unknown.length > 0)
    return fail(`unknown bot(s) ${unknown.join(', ')}; ${game} has: ${Object.keys(mod.bots).join(', ')}`);
  const players = int(args.players) ?? labels.length;
  const games = int(args.games) ?? 100;
  const threads = int(args.threads);
  if (!players || players < mod.definition.minPlayers || players > mod.definition.maxPlayers)
    return fail(`--players must be ${mod.definition.minPlayers}–${mod.definition.maxPlayers} for ${game}`);
  if (!games || games < 1) return fail('--games must be a positive integer');
  let config: unknown;
  try {
    config = JSON.parse(str(args.config) ?? '{}');
  } catch {
    return fail('--config must be JSON, e.g. \'{"route":"expedition"}\'');
  }
  const checked = mod.definition.parseConfig({ ...(config as object), players });
  if (!checked.ok) return fail(`--config: ${checked.error.code} ${checked.error.detail ?? ''}`);
  if (args.duplicate === true) {
    const [a, b, others, ...rest] = labels;
    if (!a || !b || rest.length > 0)
      return fail('--duplicate takes two bots, --bots A,B (or A,B,C: C on the other seats)');
    const { result } = await runDuplicate({
      game,
      moduleSpecifier: specifier,
      config,
      a,
      b,
      ...(others ? { others } : {}),
      players,
      deals: games,
      seed,
      ...(threads ? { threads } : {}),
      onProgress: progressBar(games, `${game} duplicate`),
    });
    process.stdout.write(json ? `${JSON.stringify(result)}\n` : formatDuplicate(result));
    return 0;
  }
  const seats = Array.from({ length: players }, (_, i) => labels[i % labels.length] as string);
  const { summary } = await runTournament({
    game,
    moduleSpecifier: specifier,
    config,
    labels: seats,
    games,
    seed,
    ...(threads ? { threads } : {}),
    onProgress: progressBar(games, game),
  });
  process.stdout.write(json ? `${JSON.stringify(summary)}\n` : formatSummary(summary));
  return 0;
}

function formatSummary(s: Awaited<ReturnType<typeof runTournament>>['summary']): string {
  const head = `${s.game}: ${s.games} games in ${s.seconds.toFixed(1)} s (${s.gamesPerSecond.toFixed(1)}/s)\n`;
  if (!('winRate' in s)) {
    const rows = Object.entries(s.bots).map(
      ([label, b]) =>
        `${label.padEnd(12)} ${String(b.seatGames).padStart(7)} ${(100 * b.winShare).toFixed(1).padStart(6)} %` +
        `  [${(100 * b.winShareCI[0]).toFixed(1)}, ${(100 * b.winShareCI[1]).toFixed(1)}]` +
        `  ${b.meanScore.toFixed(2).padStart(8)}  ${b.meanPlace.toFixed(2)}`,
    );
    return `${head}bot          seatgames    win   95 % interval    score  place\n${rows.join('\n')}\n`;
  }
  return (
    `${head}wins ${s.wins} = ${(100 * s.winRate).toFixed(1)} % [${(100 * s.winRateCI[0]).toFixed(1)}, ` +
    `${(100 * s.winRateCI[1]).toFixed(1)}], mean score ${s.meanScore.toFixed(2)}\n`
  );
}

function formatDuplicate(r: DuplicateResult): string {
  const d = r.duplicate;
  const f = (x: number): string => x.toFixed(3);
  return (
    `${r.game} duplicate: ${d.a} vs ${d.b} (others ${d.others}), ${d.players} seats, ${d.deals} deals (${r.games} games) in ` +
    `${r.seconds.toFixed(1)} s\n` +
    `gain ${f(d.gain)} [${f(d.ci[0])}, ${f(d.ci[1])}] ${d.unit}\n` +
    `win share gain ${f(d.winGain)} [${f(d.winCi[0])}, ${f(d.winCi[1])}]\n`
  );
}

function str(v: string | boolean | undefined): string | undefined {
  return typeof v === 'string' ? v : undefined;
}

function int(v: string | boolean | undefined): number | undefined {
  if (typeof v !== 'string') return undefined;
  const n = Number(v);
  return Number.isInteger(n) ? n : NaN;
}

function fail(message: string): number {
  process.stderr.write(`${message}\n`);
  return 2;
}
