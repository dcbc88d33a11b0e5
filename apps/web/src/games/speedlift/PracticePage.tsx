/**
 * Offline practice against the computers ("Übung – zählt nicht"), and the Tagesfahrt format as
 * practice (four at the table, the player against three normal computers, one shift, no Rat). The real Tagesfahrt
 * is the server's (L8: its deals come from a server secret), started from the Speedlift lobby.
 * A game survives a reload of the tab (`table/practice-keep.ts`): the page opens with the kept game.
 */
import { DEFAULT_CONFIG, LIMITS, TAGESFAHRT_CONFIG, type Limit, type Sonderkarten } from '@kartenhaus/speedlift';
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
  dailyPracticeStore,
  LEVELS,
  PracticeGame,
  practiceStore,
  type BotLevel,
  type PracticeRecord,
  type PracticeSetup,
} from './practice.js';
import { SpeedliftTable } from './SpeedliftTable.js';
import { TEXT } from './strings.js';
import { PageHeading } from '../../components/PageHead.js';

const SONDERKARTEN: readonly Sonderkarten[] = ['alle', 'ohneDetektiv', 'keine'];

export type { PracticeSetup } from './practice.js';

/** The computers think in a Web Worker (the page's thread only if the worker cannot run). */
const runner = sharedBotRunner;

/** Pause after a computer move so it can be followed; `?tempo=schnell` for tests. */
const pauseMs = (): number => (fastTempo() ? 0 : document.documentElement.dataset.motion === 'reduced' ? 250 : 700);

function Game({
  setup,
  seed,
  round,
  kept,
  daily,
  onAgain,
}: {
  setup: PracticeSetup;
  seed: string;
  round: number;
  /** The game kept over a reload, restored if it replays. */
  kept: PracticeRecord | null;
  daily: boolean;
  onAgain: () => void;
}) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const { game, snap, notes } = usePracticeGame(
    daily ? dailyPracticeStore : practiceStore,
    { setup, seed, round, address: seedFromAddress() },
    kept,
    (record) =>
      new PracticeGame(
        {
          config: setup.config,
          seed,
          levels: [setup.level, ...Array.from({ length: setup.computers }, () => setup.level)],
          runner: runner(),
          pauseMs: pauseMs(),
        },
        record,
      ),
  );
  // The Tagesfahrt's computers by their places, as at the real Tagesfahrt's table (the player on place 1).
  const names = usePracticeNames(tx, setup.computers, daily ? 2 : 1);
  return (
    // Where the computers think ("worker", or "page" as the fallback), for the browser test.
    <div data-bots={runner().where()} className="screen-fill">
      <SpeedliftTable
        view={snap.view}
        step={snap.step}
        events={snap.events}
        thinking={snap.thinking}
        abrechnung={snap.roundEnd}
        restored={snap.restored}
        notes={notes}
        names={names}
        hintAllowed={!setup.config.tagesfahrt}
        badge={tx.practiceMark}
        title={daily ? tx.dailyPracticeTitle : tx.practiceTitle}
        onMove={(m) => game.play(m)}
        onConfirm={() => game.confirm()}
        onHint={() => game.hint(names)}
        onAgain={onAgain}
        lobbyHref="/spiel/speedlift"
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
    <form className="card practice-setup" onSubmit={submit} aria-labelledby="sl-setup-h">
      <h2 id="sl-setup-h">{tx.setupTitle}</h2>
      <SelectField
        label={tx.computers}
        value={computers}
        options={[2, 3, 4, 5]}
        text={String}
        onChange={setComputers}
      />
      <SelectField label={tx.strength} value={level} options={LEVELS} text={(l) => tx[l]} onChange={setLevel} />
      <SelectField label={tx.limit} value={limit} options={LIMITS} text={String} onChange={setLimit} />
      <SelectField
        label={tx.sonderkarten}
        value={sonder}
        options={SONDERKARTEN}
        text={(o) => ({ alle: tx.sonderAlle, ohneDetektiv: tx.sonderOhneDetektiv, keine: tx.sonderKeine })[o]}
        onChange={setSonder}
      />
      <CheckField label={tx.aussteigen} checked={aussteigen} onChange={setAussteigen} />
      <CheckField label={tx.gleiche} checked={gleiche} onChange={setGleiche} />
      <CheckField label={tx.ladenhueter} checked={ladenhueter} onChange={setLadenhueter} />
      <StartButton label={tx.start} />
    </form>
  );
}

/** `/spiel/speedlift/uebung` (setup, then the table) and `/spiel/speedlift/tagesfahrt`. */
export function PracticePage({ daily }: { daily: boolean }) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  useDocumentTitle(daily ? tx.dailyPracticeTitle : tx.practiceTitle);
  const dailySetup: PracticeSetup = { computers: 3, level: 'normal', config: { ...TAGESFAHRT_CONFIG } };
  // A game kept over a reload of the tab opens as it was left.
  const [kept] = useState<Kept<PracticeSetup, PracticeRecord> | null>(() =>
    keptOnReturn(daily ? dailyPracticeStore : practiceStore, seedFromAddress()),
  );
  const [setup, setSetup] = useState<PracticeSetup | null>(kept?.setup ?? (daily ? dailySetup : null));
  const [round, setRound] = useState(kept?.round ?? 0);
  const fromKept = kept !== null && round === kept.round;
  // The Tagesfahrt practice deals by the Berlin date, so the day's practice is the same for all.
  const seed = fromKept
    ? kept.seed
    : daily
      ? `uebung-tagesfahrt:${new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date())}:${round}`
      : practiceSeed(round);
  if (!setup) {
    return (
      <div className="sl-page game-speedlift">
        <PageHeading>{tx.practiceTitle}</PageHeading>
        <p className="sl-badge">{tx.practiceMark}</p>
        <SetupForm onStart={setSetup} />
      </div>
    );
  }
  return (
    <div className="sl-page game-speedlift practice-page screen-fill">
      {daily && (
        <p className="muted sl-note">
          <span className="sl-note-long">{tx.dailyPracticeNote}</span>
          <span className="sl-note-short" aria-hidden="true">
            {tx.dailyPracticeNoteShort}
          </span>
        </p>
      )}
      <Game
        key={seed}
        setup={setup}
        seed={seed}
        round={round}
        kept={fromKept ? kept.record : null}
        daily={daily}
        onAgain={() => setRound((r) => r + 1)}
      />
    </div>
  );
}
