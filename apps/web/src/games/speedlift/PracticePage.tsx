/**
 * Offline practice against the computers ("Übung – zählt nicht"), and the Tagesfahrt format as
 * practice (four players against three normal computers, one shift, no Rat). The real Tagesfahrt
 * is the server's (L8: its deals come from a server secret), started from the Speedlift lobby.
 */
import {
  DEFAULT_CONFIG,
  LIMITS,
  TAGESFAHRT_CONFIG,
  type Config,
  type Limit,
  type Sonderkarten,
} from '@kartenhaus/speedlift';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useI18n } from '../../context.js';
import { useStore } from '../../store/use-store.js';
import { sharedBotRunner } from './bots-worker.js';
import { PracticeGame, type BotLevel } from './practice.js';
import { SpeedliftTable } from './SpeedliftTable.js';
import { TEXT } from './strings.js';

export interface PracticeSetup {
  readonly computers: number;
  readonly level: BotLevel;
  readonly config: Config;
}

/** The computers think in a Web Worker (the page's thread only if the worker cannot run). */
const runner = sharedBotRunner;

/** Reads `?seed=` (tests and shared deals) from the address. */
const seedFromAddress = (): string | null => new URLSearchParams(location.search).get('seed');

/** Pause after a computer move so it can be followed; `?tempo=schnell` for tests. */
const pauseMs = (): number =>
  new URLSearchParams(location.search).get('tempo') === 'schnell'
    ? 0
    : document.documentElement.dataset.motion === 'reduced'
      ? 250
      : 700;

function Game({
  setup,
  seed,
  daily,
  onAgain,
}: {
  setup: PracticeSetup;
  seed: string;
  daily: boolean;
  onAgain: () => void;
}) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const game = useMemo(
    () =>
      new PracticeGame({
        config: setup.config,
        seed,
        levels: [setup.level, ...Array.from({ length: setup.computers }, () => setup.level)],
        runner: runner(),
        pauseMs: pauseMs(),
      }),
    [setup, seed],
  );
  useEffect(() => () => game.dispose(), [game]);
  const snap = useStore(game);
  const names = useMemo(
    () => [tx.you, ...Array.from({ length: setup.computers }, (_, i) => tx.computer(i + 1))],
    [tx, setup.computers],
  );
  return (
    // Where the computers think ("worker", or "page" as the fallback), for the browser test.
    <div data-bots={runner().where()}>
      <SpeedliftTable
        view={snap.view}
        step={snap.step}
        events={snap.events}
        thinking={snap.thinking}
        abrechnung={snap.abrechnung}
        names={names}
        hintAllowed={!setup.config.tagesfahrt}
        badge={tx.practiceMark}
        title={daily ? tx.dailyPracticeTitle : tx.practiceTitle}
        onMove={(m) => game.play(m)}
        onConfirm={() => game.confirm()}
        onHint={() => game.hint(names)}
        onAgain={onAgain}
        lobbyHref="/spiel/speedlift"
      />
    </div>
  );
}

function SetupForm({ onStart }: { onStart: (s: PracticeSetup) => void }) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const [computers, setComputers] = useState(3);
  const [level, setLevel] = useState<BotLevel>('normal');
  const [limit, setLimit] = useState<Limit>(DEFAULT_CONFIG.limit);
  const [aussteigen, setAussteigen] = useState(false);
  const [gleiche, setGleiche] = useState(false);
  const [sonder, setSonder] = useState<Sonderkarten>('alle');
  const [ladenhueter, setLadenhueter] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onStart({
      computers,
      level,
      config: {
        ...DEFAULT_CONFIG,
        players: computers + 1,
        limit,
        aussteigenJederzeit: aussteigen,
        gleicheEtageHaelt: gleiche,
        sonderkarten: sonder,
        ladenhueterZaehlenNicht: ladenhueter,
      },
    });
  };
  return (
    <form className="card sl-setup" onSubmit={submit} aria-labelledby="sl-setup-h">
      <h2 id="sl-setup-h">{tx.setupTitle}</h2>
      <label>
        {tx.computers}{' '}
        <select value={computers} onChange={(e) => setComputers(Number(e.target.value))}>
          {[2, 3, 4, 5].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </label>
      <label>
        {tx.strength}{' '}
        <select value={level} onChange={(e) => setLevel(e.target.value as BotLevel)}>
          {(['leicht', 'normal', 'stark'] as const).map((l) => (
            <option key={l} value={l}>
              {tx[l]}
            </option>
          ))}
        </select>
      </label>
      <label>
        {tx.limit}{' '}
        <select value={limit} onChange={(e) => setLimit(Number(e.target.value) as Limit)}>
          {LIMITS.map((l) => (
            <option key={l} value={l}>
              {l}
            </option>
          ))}
        </select>
      </label>
      <label>
        {tx.sonderkarten}{' '}
        <select value={sonder} onChange={(e) => setSonder(e.target.value as Sonderkarten)}>
          <option value="alle">{tx.sonderAlle}</option>
          <option value="ohneDetektiv">{tx.sonderOhneDetektiv}</option>
          <option value="keine">{tx.sonderKeine}</option>
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={aussteigen} onChange={(e) => setAussteigen(e.target.checked)} /> {tx.aussteigen}
      </label>
      <label className="check">
        <input type="checkbox" checked={gleiche} onChange={(e) => setGleiche(e.target.checked)} /> {tx.gleiche}
      </label>
      <label className="check">
        <input type="checkbox" checked={ladenhueter} onChange={(e) => setLadenhueter(e.target.checked)} />{' '}
        {tx.ladenhueter}
      </label>
      <p className="actions">
        <button type="submit" className="button primary">
          {tx.start}
        </button>
      </p>
    </form>
  );
}

/** `/spiel/speedlift/uebung` (setup, then the table) and `/spiel/speedlift/tagesfahrt`. */
export function PracticePage({ daily }: { daily: boolean }) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const dailySetup: PracticeSetup = { computers: 3, level: 'normal', config: { ...TAGESFAHRT_CONFIG } };
  const [setup, setSetup] = useState<PracticeSetup | null>(daily ? dailySetup : null);
  const [round, setRound] = useState(0);
  const base = seedFromAddress();
  // The Tagesfahrt practice deals by the Berlin date, so the day's practice is the same for all.
  const seed = daily
    ? `uebung-tagesfahrt:${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())}:${round}`
    : `${base ?? `uebung:${Math.floor(performance.timeOrigin)}`}:${round}`;
  if (!setup) {
    return (
      <div className="sl-page game-speedlift">
        <h1 tabIndex={-1}>{tx.practiceTitle}</h1>
        <p className="sl-badge">{tx.practiceMark}</p>
        <SetupForm onStart={setSetup} />
      </div>
    );
  }
  return (
    <div className="sl-page game-speedlift">
      {daily && <p className="muted sl-note">{tx.dailyPracticeNote}</p>}
      <Game key={seed} setup={setup} seed={seed} daily={daily} onAgain={() => setRound((r) => r + 1)} />
    </div>
  );
}
