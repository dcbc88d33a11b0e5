/**
 * `/spiel/gipfelsturm/uebung`: offline practice with computer partners ("Übung – zählt nicht").
 * The setup offers what the rule text does — the partner's pace, the level (G1), "Zu dritt",
 * "Stiller Gipfel", "Rekordjagd" — then the engine and the partners run in the page. A game
 * survives a reload of the tab (`table/practice-keep.ts`; the clock holds while the page was away).
 */
import { LEVELS, type Level } from '@kartenhaus/gipfelsturm';
import { useMemo, useState, type FormEvent } from 'react';
import { useI18n } from '../../context.js';
import { useDocumentTitle } from '../../document-title.js';
import { keptOnReturn, usePracticeGame, type Kept } from '../../table/practice-keep.js';
import { CheckField, fastTempo, practiceSeed, seedFromAddress, StartButton } from '../../table/practice-setup.js';
import { GipfelsturmTable } from './GipfelsturmTable.js';
import { PracticeGame, practiceConfig, practiceStore, type PracticeRecord, type PracticeSetup } from './practice.js';
import { TEXT } from './strings.js';
import './gipfelsturm.css';
import { PageHeading } from '../../components/PageHead.js';

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
          partnerLevel: setup.partnerLevel,
          // `?tempo=schnell` (browser tests): the partners ten times faster and a one-second countdown.
          countdownMs: fastTempo() ? 1000 : 3000,
          speedup: fastTempo() ? 10 : 1,
          now: () => performance.now(),
        },
        record,
      ),
  );
  const names = useMemo(
    // The own seat is Platz 1; two partners sit on Platz 2 and 3 (the piles' keys 2 and 3).
    () => [tx.you, ...Array.from({ length: setup.three ? 2 : 1 }, (_, i) => tx.computer(i + 2))],
    [tx, setup.three],
  );
  return (
    <GipfelsturmTable
      view={snap.view}
      names={names}
      events={snap.events}
      step={snap.step}
      countdownEnd={snap.countdownEnd}
      refused={snap.refused}
      restored={snap.restored}
      notes={notes}
      onMove={(m) => game.play(m)}
      badge={tx.practiceMark}
      title={tx.practiceTitle}
      between={snap.between}
      onNext={() => game.next()}
      onAgain={onAgain}
      lobbyHref="/spiel/gipfelsturm"
      screen
    />
  );
}

function Choice({
  name,
  legend,
  value,
  labels,
  onChange,
}: {
  name: string;
  legend: string;
  value: Level;
  labels: Readonly<Record<Level, string>>;
  onChange: (l: Level) => void;
}) {
  return (
    // The lobby's pills (OptionsForm): each choice a 44 px target. As bare radios in a line they were
    // 22 px high on a phone, a radio in the middle of a line (QA 5 Dec 2026).
    <fieldset className="choice">
      <legend>{legend}</legend>
      <div className="pills">
        {LEVELS.map((l) => (
          <label key={l} className="pill">
            <input type="radio" name={name} value={l} checked={value === l} onChange={() => onChange(l)} />
            <span>{labels[l]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function SetupForm({ onStart }: { onStart: (s: PracticeSetup) => void }) {
  const { lang } = useI18n();
  const tx = TEXT[lang];
  const [partnerLevel, setPartnerLevel] = useState<Level>('normal');
  const [level, setLevel] = useState<Level>('normal');
  const [three, setThree] = useState(false);
  const [silent, setSilent] = useState(false);
  const [record, setRecord] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onStart({ partnerLevel, level, three, stillerGipfel: silent, rekordjagd: record });
  };
  return (
    <form className="card practice-setup gs-setup" onSubmit={submit} aria-labelledby="gs-setup-h">
      <h2 id="gs-setup-h">{tx.setupTitle}</h2>
      <p>{tx.setupLead}</p>
      <Choice
        name="partner"
        legend={tx.partnerSpeed}
        value={partnerLevel}
        labels={tx.speed}
        onChange={setPartnerLevel}
      />
      {/* The stock cards each follow "Zu dritt" (G1: 12/10/10 for two, 8/6/6 for three). */}
      <Choice
        name="level"
        legend={tx.level}
        value={level}
        labels={three ? tx.levelsThree : tx.levels}
        onChange={setLevel}
      />
      <CheckField label={tx.three} checked={three} onChange={setThree} />
      <CheckField label={tx.silent} checked={silent} onChange={setSilent} />
      <CheckField label={tx.record} checked={record} onChange={setRecord} />
      <StartButton label={tx.start} />
    </form>
  );
}

export function GipfelsturmPracticePage() {
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
  return (
    <div className={`gs-page game-gipfelsturm${setup ? ' practice-page screen-fill' : ''}`}>
      {setup ? (
        <Game
          key={seed}
          setup={setup}
          seed={seed}
          round={round}
          kept={fromKept ? kept.record : null}
          onAgain={() => setRound((r) => r + 1)}
        />
      ) : (
        <>
          <PageHeading>{tx.practiceTitle}</PageHeading>
          <p className="gs-badge">{tx.practiceMark}</p>
          <SetupForm onStart={setSetup} />
        </>
      )}
    </div>
  );
}
