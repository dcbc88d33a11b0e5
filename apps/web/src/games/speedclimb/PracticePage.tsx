/**
 * `/spiel/speedclimb/uebung`: offline practice against 1–5 computers ("Übung – zählt nicht").
 * Setup as "Am Tisch · Solo" says: number of computers, their strength, the route, Turbo. A game
 * survives a reload of the tab (`table/practice-keep.ts`): the page opens with the kept game.
 */
import { ROUTE_IDS, type RouteId } from '@kartenhaus/speedclimb';
import { useState, type FormEvent } from 'react';
import { useI18n } from '../../context.js';
import { useDocumentTitle } from '../../document-title.js';
import { keptOnReturn, usePracticeGame, type Kept } from '../../table/practice-keep.js';
import {
  CheckField,
  fastTempo,
  practiceSeed,
  seedFromAddress,
  SelectField,
  StartButton,
  usePracticeNames,
} from '../../table/practice-setup.js';
import { sharedBotRunner } from './bots-worker.js';
import {
  LEVELS,
  PracticeGame,
  practiceConfig,
  practiceStore,
  type BotLevel,
  type PracticeRecord,
  type PracticeSetup,
} from './practice.js';
import { SpeedclimbTable } from './SpeedclimbTable.js';
import { TEXT } from './strings.js';

export type { PracticeSetup } from './practice.js';
import './speedclimb.css';
import './speedclimb-panels.css';
import './speedclimb-screen.css';
import './speedclimb-phone.css';
import './speedclimb-sideways.css';
import { PageHeading } from '../../components/PageHead.js';

/** Pause after a computer move so it can be followed; Turbo shortens it, `?tempo=schnell` (tests) drops it. */
const pauseMs = (turbo: boolean): number =>
  fastTempo() ? 0 : turbo ? 150 : document.documentElement.dataset.motion === 'reduced' ? 300 : 700;

function Game({
  setup,
  seed,
  round,
  kept,
  onAgain,
}: {
  setup: PracticeSetup;
  seed: string;
  round: number;
  /** The game kept over a reload, restored if it replays. */
  kept: PracticeRecord | null;
  onAgain: () => void;
}) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const { game, snap, notes } = usePracticeGame(
    practiceStore,
    { setup, seed, round, address: seedFromAddress() },
    kept,
    (record) =>
      new PracticeGame(
        {
          config: practiceConfig(setup),
          seed,
          level: setup.level,
          runner: sharedBotRunner(),
          pauseMs: pauseMs(setup.turbo),
        },
        record,
      ),
  );
  const names = usePracticeNames(tx, setup.computers);
  return (
    // Where the computers think ("worker", or "page" as the fallback), for the browser test.
    <div data-bots={sharedBotRunner().where()} className="screen-fill">
      <SpeedclimbTable
        view={snap.view}
        step={snap.step}
        events={snap.events}
        thinking={snap.thinking}
        summary={snap.roundEnd}
        restored={snap.restored}
        notes={notes}
        names={names}
        hintAllowed
        badge={tx.practiceMark}
        title={tx.practiceTitle}
        onMove={(m) => game.play(m)}
        onConfirm={(keep) => game.confirm(keep)}
        onHint={() => game.hint()}
        onAgain={onAgain}
        lobbyHref="/spiel/speedclimb"
        screen
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
    <form className="card practice-setup sc-setup" onSubmit={submit} aria-labelledby="sc-setup-h">
      <h2 id="sc-setup-h">{tx.setupTitle}</h2>
      <SelectField
        label={tx.computers}
        value={computers}
        options={[1, 2, 3, 4, 5]}
        text={String}
        onChange={setComputers}
      />
      <SelectField label={tx.strength} value={level} options={LEVELS} text={(l) => tx[l]} onChange={setLevel} />
      <SelectField label={tx.route} value={route} options={ROUTE_IDS} text={(r) => tx.routes[r]} onChange={setRoute} />
      <CheckField label={tx.turbo} checked={turbo} onChange={setTurbo} />
      <StartButton label={tx.start} />
    </form>
  );
}

export function PracticePage() {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  useDocumentTitle(tx.practiceTitle);
  // A game kept over a reload of the tab opens as it was left.
  const [kept] = useState<Kept<PracticeSetup, PracticeRecord> | null>(() =>
    keptOnReturn(practiceStore, seedFromAddress()),
  );
  const [setup, setSetup] = useState<PracticeSetup | null>(kept?.setup ?? null);
  const [round, setRound] = useState(kept?.round ?? 0);
  const fromKept = kept !== null && round === kept.round;
  const seed = fromKept ? kept.seed : practiceSeed(round);
  if (!setup)
    return (
      <div className="sc-page game-speedclimb">
        <PageHeading>{tx.practiceTitle}</PageHeading>
        <p className="sc-badge">{tx.practiceMark}</p>
        <SetupForm onStart={setSetup} />
      </div>
    );
  return (
    <div className="sc-page game-speedclimb practice-page screen-fill">
      <Game
        key={seed}
        setup={setup}
        seed={seed}
        round={round}
        kept={fromKept ? kept.record : null}
        onAgain={() => setRound((r) => r + 1)}
      />
    </div>
  );
}
