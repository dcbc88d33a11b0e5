/**
 * `/spiel/speedclimb/uebung`: offline practice against 1–5 computers ("Übung – zählt nicht").
 * Setup as "Am Tisch · Solo" says: number of computers, their strength, the route, Turbo.
 */
import { ROUTE_IDS, type RouteId } from '@kartenhaus/speedclimb';
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useI18n } from '../../context.js';
import { useStore } from '../../store/use-store.js';
import { sharedBotRunner } from './bots-worker.js';
import { PracticeGame, type BotLevel } from './practice.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';
import './speedclimb.css';

export interface PracticeSetup {
  readonly computers: number;
  readonly level: BotLevel;
  readonly route: RouteId;
  readonly turbo: boolean;
}

/** Reads `?seed=` (tests and shared deals) from the address. */
const seedFromAddress = (): string | null => new URLSearchParams(location.search).get('seed');

/** Pause after a computer move so it can be followed; Turbo shortens it, `?tempo=schnell` (tests) drops it. */
const pauseMs = (turbo: boolean): number =>
  new URLSearchParams(location.search).get('tempo') === 'schnell'
    ? 0
    : turbo
      ? 150
      : document.documentElement.dataset.motion === 'reduced'
        ? 300
        : 700;

function Game({ setup, seed, onAgain }: { setup: PracticeSetup; seed: string; onAgain: () => void }) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const game = useMemo(
    () =>
      new PracticeGame({
        config: { players: setup.computers + 1, route: setup.route },
        seed,
        level: setup.level,
        runner: sharedBotRunner(),
        pauseMs: pauseMs(setup.turbo),
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
    <div data-bots={sharedBotRunner().where()}>
      <SpeedclimbTable
        view={snap.view}
        step={snap.step}
        events={snap.events}
        thinking={snap.thinking}
        summary={snap.summary}
        names={names}
        hintAllowed
        badge={tx.practiceMark}
        title={tx.practiceTitle}
        onMove={(m) => game.play(m)}
        onConfirm={(keep) => game.confirm(keep)}
        onHint={() => game.hint()}
        onAgain={onAgain}
        lobbyHref="/spiel/speedclimb"
      />
    </div>
  );
}

function SetupForm({ onStart }: { onStart: (s: PracticeSetup) => void }) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const [computers, setComputers] = useState(3);
  const [level, setLevel] = useState<BotLevel>('normal');
  const [route, setRoute] = useState<RouteId>('gipfelsturm');
  const [turbo, setTurbo] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onStart({ computers, level, route, turbo });
  };
  return (
    <form className="card sc-setup" onSubmit={submit} aria-labelledby="sc-setup-h">
      <h2 id="sc-setup-h">{tx.setupTitle}</h2>
      <label>
        {tx.computers}{' '}
        <select value={computers} onChange={(e) => setComputers(Number(e.target.value))}>
          {[1, 2, 3, 4, 5].map((n) => (
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
        {tx.route}{' '}
        <select value={route} onChange={(e) => setRoute(e.target.value as RouteId)}>
          {ROUTE_IDS.map((r) => (
            <option key={r} value={r}>
              {tx.routes[r]}
            </option>
          ))}
        </select>
      </label>
      <label className="check">
        <input type="checkbox" checked={turbo} onChange={(e) => setTurbo(e.target.checked)} /> {tx.turbo}
      </label>
      <p className="actions">
        <button type="submit" className="button primary">
          {tx.start}
        </button>
      </p>
    </form>
  );
}

export function PracticePage() {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const [setup, setSetup] = useState<PracticeSetup | null>(null);
  const [round, setRound] = useState(0);
  const seed = `${seedFromAddress() ?? `uebung:${Math.floor(performance.timeOrigin)}`}:${round}`;
  if (!setup)
    return (
      <div className="sc-page game-speedclimb">
        <h1 tabIndex={-1}>{tx.practiceTitle}</h1>
        <p className="sc-badge">{tx.practiceMark}</p>
        <SetupForm onStart={setSetup} />
      </div>
    );
  return (
    <div className="sc-page game-speedclimb">
      <Game key={seed} setup={setup} seed={seed} onAgain={() => setRound((r) => r + 1)} />
    </div>
  );
}
