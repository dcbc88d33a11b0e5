/**
 * The Speedclimb table screen. Renders a seat's view and reports intent only; what may be played
 * comes from the view's legal moves (a hand-built camp is checked by the engine, see model.ts).
 * Used at server tables, in offline practice and (read-only) for replay steps.
 */
import { ROUTES, type Card, type Decision, type Event, type Move, type View } from '@kartenhaus/speedclimb';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog.js';
import { Link } from '../../components/Link.js';
import { useI18n, useSettings } from '../../context.js';
// The house's WebAudio cues (no files), shared with Speedlift rather than written twice.
import { playCue, type Cue } from '../../table/sound.js';
import { ClimbCard, cardName } from './Card.js';
import {
  backpackClick,
  campPositions,
  discardOf,
  drawChoices,
  freshInput,
  keepLimit,
  keepMove,
  keepPositions,
  keyIntent,
  layoffsOf,
  meldClick,
  myTurn,
  NO_INPUT,
  packOf,
  shown,
  singleCard,
  step as stepChoice,
  stormMoves,
  toggle,
  usable,
  wishMove,
  type Intent,
  type Overlay,
  type PendingInput,
  type StageWish,
} from './model.js';
import { CampField, LayCampButton } from './CampField.js';
import { Bilanz, KeepChoice, Melds, Pile, Piles, RouteMap, Seats, Standings, SummaryTable } from './panels.js';
import { useNarrow, useScreenLayout } from '../../table/screen-layout.js';
import { TEXT } from './strings.js';
import { cueOf, eventText, moveText, whyText } from './words.js';
import './speedclimb.css';

export interface SpeedclimbTableProps {
  readonly view: View;
  /** Increases with every applied step (the log keys on it). */
  readonly step: number;
  readonly events: readonly Event[];
  readonly thinking: number | null;
  /** A finished round whose Bilanz waits for "Weiter" (0-based index into the history). */
  readonly summary: number | null;
  readonly names: readonly string[];
  /**
   * `events` are the game's last steps from a snapshot (a page opened anew): the log is rebuilt
   * from them, without sounds.
   */
  readonly restored?: boolean;
  /** At a server table: the computer plays the own seat now (A3); the log says so, not "Du …". */
  readonly away?: boolean;
  /** "Rat (R) zeigt, was der starke Computer tun würde": solo and practice only. */
  readonly hintAllowed: boolean;
  readonly badge: string | null;
  readonly title: string;
  /** Sends a move; returns a refusal code or null. */
  readonly onMove: (move: Move) => string | null;
  /** "Weiter" after the Bilanz, with the Nordwand keep choice if the seat has one. */
  readonly onConfirm: (keep: Move | null) => void;
  readonly onHint: () => Promise<Decision | null>;
  readonly onAgain?: () => void;
  readonly lobbyHref: string;
  /** A replay step: shown only — no keys, no moves. */
  readonly readOnly?: boolean;
  /**
   * The table fills the window while the game runs (practice and server tables; issue 19): the
   * page does not scroll, the combinations and the log scroll inside their panels.
   */
  readonly screen?: boolean;
}

/** The log keeps the last ten lines. */
const LOG_LINES = 10;
const logLines = (texts: readonly string[], step: number) =>
  texts.map((text, i) => ({ id: step * 100 + i, text })).slice(-LOG_LINES);

export function SpeedclimbTable(props: SpeedclimbTableProps) {
  const { view, step, events, thinking, names, hintAllowed, badge, title } = props;
  const { lang, err } = useI18n();
  const tx = TEXT[lang];
  const readOnly = props.readOnly === true;
  const [input, setInput] = useState<PendingInput>(NO_INPUT);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const [hint, setHint] = useState<Decision | null | 'thinking'>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const restored = props.restored === true;
  // While the computer plays the own seat (A3) its plays are not "Du …" but the computer's for you.
  const actors = useMemo(
    () =>
      props.away === true && view.seat !== null
        ? names.map((n, s) => (s === view.seat ? tx.computerForYou : n))
        : names,
    [props.away, names, view.seat, tx],
  );
  const logOf = (evs: readonly Event[]) =>
    evs.map((e) => eventText(e, view, names, lang, tx, actors)).filter((t): t is string => t !== null && t !== '');
  const [log, setLog] = useState<readonly { id: number; text: string }[]>(() =>
    restored ? logLines(logOf(events), step) : [],
  );
  const [keep, setKeep] = useState<readonly number[]>([]);
  const [stageWish, setStageWish] = useState<StageWish | null>(null);
  const standingsRef = useRef<HTMLDivElement>(null);
  const summaryOpen = props.summary !== null;
  const effectiveOverlay: Overlay = summaryOpen ? 'summary' : overlay;
  const over = view.phase === 'over';
  const me = view.seat ?? 0;
  const screen = props.screen === true && !readOnly && !over;
  useScreenLayout(screen);
  // A phone's one-screen table: every player's depot in a row of its own, the Material beside the camp field.
  const narrow = useNarrow();
  const depotRow = screen && narrow && ROUTES[view.route].piles === 'depots';

  const settings = useSettings();
  useEffect(() => {
    if (step === 0 || readOnly || restored || !settings.sounds) return;
    const cues = new Set(events.map(cueOf).filter((c): c is Cue => c !== null));
    for (const c of cues) playCue(c);
  }, [step]);

  // The log: what happened in the last step — or, after a snapshot, the game's last steps.
  useEffect(() => {
    if (step === 0) return;
    const texts = logOf(events);
    if (restored) setLog(logLines(texts, step));
    else if (texts.length > 0) setLog((l) => [...l, ...logLines(texts, step)].slice(-LOG_LINES));
  }, [step]);

  // A new position: the choice belonged to the last one.
  useEffect(() => {
    setInput(freshInput);
    setHint(null);
  }, [view]);

  // The Bilanz opens: the carry-over choice starts with the game's proposal.
  useEffect(() => {
    if (summaryOpen) setKeep(keepPositions(view, input));
  }, [props.summary]);

  // A stage picked before the own turn is sent as the turn's first move (S12, SC9).
  useEffect(() => {
    const m = readOnly ? null : wishMove(view, stageWish);
    if (m) {
      setStageWish(null);
      setRefused(props.onMove(m));
    }
  }, [view]);

  useEffect(() => {
    if (over && !summaryOpen && !readOnly) standingsRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [over, summaryOpen]);

  const mustKeep = view.phase === 'carry' && view.keepPending[me] === true && view.keep !== null;
  const hand = shown(view, input);
  const keepCards = keep.map((p) => hand[p]).filter((c): c is Card => c !== undefined);
  const keepChoice = mustKeep ? keepMove(view, keepCards) : null;

  const act = useCallback(
    (intent: Intent) => {
      switch (intent.type) {
        case 'move':
          setRefused(props.onMove(intent.move));
          setInput(freshInput);
          return;
        case 'toggle':
          setInput((i) => toggle(i, intent.pos));
          return;
        case 'step':
          setInput((i) => stepChoice(i, view.hand.length, intent.by));
          return;
        case 'sort':
          setInput((i) => ({ ...freshInput(i), sortBy: i.sortBy === 'number' ? 'color' : 'number' }));
          return;
        case 'hint':
          setOverlay('hint');
          setHint('thinking');
          void props.onHint().then((h) => setHint(h));
          return;
        case 'bilanz':
          setOverlay('bilanz');
          return;
        case 'clear':
          setInput(freshInput);
          return;
        case 'close':
          setOverlay('none');
          return;
        case 'confirm':
          if (mustKeep && !keepChoice) return;
          props.onConfirm(keepChoice);
          return;
        case 'none':
          return;
      }
    },
    [props, mustKeep, keepChoice, view.hand.length],
  );

  useEffect(() => {
    if (readOnly) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      if (document.querySelector('dialog[open]')) return;
      // Enter and Space on a focused button press that button.
      if ((e.key === 'Enter' || e.key === ' ') && el && (el.tagName === 'BUTTON' || el.tagName === 'A')) return;
      const intent = keyIntent(view, input, e.key, effectiveOverlay, hintAllowed);
      if (intent.type === 'none') return;
      e.preventDefault();
      act(intent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, input, effectiveOverlay, hintAllowed, act, readOnly]);

  const active = !readOnly && myTurn(view) && !summaryOpen;
  const draws = active ? drawChoices(view) : { stock: null, piles: new Map<number, Move>(), backpack: [] };
  const card = active ? singleCard(view, input) : null;
  const layoffs = card ? layoffsOf(view, card) : [];
  const discard = card ? discardOf(view, card) : null;
  const pack = card ? packOf(view, card) : null;
  const storms = card === 'X' ? stormMoves(view) : [];
  const green = active ? campPositions(view, input) : new Set<number>();
  const fit = active && view.phase === 'play' ? usable(view, input) : { layoff: new Set<number>(), discard: new Set() };
  const pileProps = {
    view,
    names,
    lang,
    tx,
    draws,
    discardTarget: discard,
    onMove: (m: Move) => act({ type: 'move', move: m }),
    readOnly,
  };
  // Beside the hand; on a phone beside the actions, under the hand.
  const sortButton = (
    <button
      type="button"
      className="button sc-sort"
      aria-keyshortcuts="S"
      title={tx.sort(input.sortBy === 'color')}
      onClick={() => act({ type: 'sort' })}
    >
      {tx.sort(input.sortBy === 'color')} <kbd>S</kbd>
    </button>
  );
  // A chosen card that fits a combination: the first of them is brought into its panel's view.
  const firstFit = layoffs[0]?.meld ?? null;
  useEffect(() => {
    if (firstFit === null) return;
    document.querySelector('.sc-meld[data-fits]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [firstFit, card]);
  const turnText = over
    ? tx.gameOver
    : active
      ? tx.turnYou
      : view.phase === 'carry'
        ? tx.keepOthers
        : tx.turnOther(names[view.turn] ?? '');

  return (
    <div
      className="sc-table"
      data-turn={active ? 'me' : 'other'}
      data-phase={view.phase}
      data-step={step}
      data-screen={screen || undefined}
      data-route={view.route}
    >
      <div className="sc-top">
        {title && <h1 tabIndex={-1}>{title}</h1>}
        {badge && <p className="sc-badge">{badge}</p>}
        <p className="sc-round">{tx.roundOf(view.round, tx.routes[view.route])}</p>
        <p className="sc-turn" aria-live="polite">
          {turnText} {active && (view.phase === 'draw' ? tx.stepDraw : tx.stepPlay)}
        </p>
        <div className="sc-tools">
          <button type="button" className="button" onClick={() => act({ type: 'bilanz' })}>
            {tx.bilanz} {!readOnly && <kbd>B</kbd>}
          </button>
          {hintAllowed && !readOnly && (
            <button
              type="button"
              className="button"
              disabled={!active}
              aria-keyshortcuts="R"
              onClick={() => act({ type: 'hint' })}
            >
              {tx.hint} <kbd>R</kbd>
            </button>
          )}
        </div>
      </div>

      <Seats
        view={view}
        names={names}
        thinking={thinking}
        tx={tx}
        storms={storms}
        onMove={(m) => act({ type: 'move', move: m })}
      />

      {over && !summaryOpen && (
        <div ref={standingsRef}>
          <Standings view={view} names={names} tx={tx} />
          {view.history.length > 0 && (
            <section className="sc-last-round" aria-labelledby="sc-last-round-h">
              <h3 id="sc-last-round-h">{tx.summaryTitle(view.history[view.history.length - 1]?.round ?? 0)}</h3>
              <SummaryTable view={view} index={view.history.length - 1} names={names} tx={tx} />
            </section>
          )}
          <p className="actions">
            {props.onAgain && (
              <button type="button" className="button primary" onClick={props.onAgain}>
                {tx.again}
              </button>
            )}
            <Link className="button" href={props.lobbyHref}>
              {tx.toLobby}
            </Link>
          </p>
        </div>
      )}

      <div className="sc-board">
        <RouteMap view={view} names={names} tx={tx} />
        {/* The piles, and under them the own camp field (the stage bar "über deinem Lager"). */}
        <div className="sc-center">
          <Piles {...pileProps} only={depotRow ? () => false : undefined} />
          {depotRow && (
            <div className="sc-depots">
              {view.piles.map((_, i) => (
                <Pile key={i} {...pileProps} i={i} short />
              ))}
            </div>
          )}
          {view.seat !== null && !over && (
            <CampField
              view={view}
              input={input}
              lang={lang}
              tx={tx}
              active={active}
              act={act}
              setInput={setInput}
              layElsewhere={screen}
              owner={readOnly && names[me] !== tx.you ? (names[me] ?? '') : undefined}
              stageWish={stageWish}
              onStageWish={readOnly || summaryOpen ? undefined : (stage) => setStageWish({ round: view.round, stage })}
            />
          )}
        </div>
      </div>

      <Melds
        view={view}
        names={names}
        lang={lang}
        tx={tx}
        targets={layoffs}
        onMove={(m) => act({ type: 'move', move: m })}
        onMeldClick={active ? (meld, x) => act(meldClick(view, input, meld, x)) : undefined}
      />

      {view.seat !== null && (
        <section className="sc-hand" aria-labelledby="sc-hand-h">
          <div className="sc-hand-head">
            <h2 id="sc-hand-h">{readOnly ? tx.handOf(names[me] ?? '') : tx.hand}</h2>
            {!readOnly && !(screen && narrow) && sortButton}
          </div>
          <ul className="sc-hand-cards">
            {hand.map((c, i) => {
              const key = readOnly ? undefined : i < 9 ? String(i + 1) : i === 9 ? '0' : undefined;
              const selected = input.selected.includes(i);
              const marks = [
                selected ? tx.selected : null,
                green.has(i) ? tx.inProposal : null,
                fit.layoff.has(i) ? tx.canLayOff : null,
              ].filter(Boolean);
              return (
                <li key={`${c}-${i}`}>
                  <button
                    type="button"
                    className="sc-card-button"
                    aria-pressed={readOnly ? undefined : selected}
                    aria-keyshortcuts={key}
                    data-selected={selected || undefined}
                    data-proposal={green.has(i) || undefined}
                    data-layoff={fit.layoff.has(i) || undefined}
                    data-discard={fit.discard.has(i) || undefined}
                    onClick={() => !readOnly && act({ type: 'toggle', pos: i })}
                  >
                    <ClimbCard card={c} />
                    <span className="visually-hidden">
                      {cardName(c, lang)}
                      {marks.length > 0 ? `, ${marks.join(', ')}` : ''}
                    </span>
                    {key && (
                      <span className="sc-key" aria-hidden="true">
                        {key}
                      </span>
                    )}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      )}

      {refused && (
        <p role="alert" className="state state-error sc-refused">
          {err(refused)}
        </p>
      )}
      {/* Right of the table when wide: the actions, the backpack "rechts unten" and, above them,
          the log and the keys (later in the tab order, so the actions come right after the hand). */}
      <div className="sc-side">
        {screen && narrow && view.seat !== null && sortButton}
        {active && (
          <section className="sc-actions" aria-labelledby="sc-actions-h">
            <h2 id="sc-actions-h" className="visually-hidden">
              {tx.actions}
            </h2>
            <p className="actions">
              {screen && <LayCampButton view={view} input={input} tx={tx} active={active} act={act} />}
              {draws.stock && (
                <button
                  type="button"
                  className="button primary"
                  onClick={() => act({ type: 'move', move: draws.stock! })}
                >
                  {tx.drawStock} <kbd>M</kbd>
                </button>
              )}
              {view.phase === 'play' && !card && <span className="muted">{tx.pickCard}</span>}
              {discard && (
                <button type="button" className="button primary" onClick={() => act({ type: 'move', move: discard })}>
                  {tx.discard}: {cardName(card ?? '', lang)} <kbd>A</kbd>
                </button>
              )}
              {storms.length > 0 && <span>{tx.stormHere}</span>}
            </p>
          </section>
        )}
        {/* "Einpacken: … auf den Rucksack rechts unten klicken": the backpack sits bottom right. */}
        {view.seat !== null && ROUTES[view.route].backpack > 0 && (
          <div
            className="sc-backpack"
            role="group"
            aria-labelledby="sc-backpack-h"
            // "auf den Rucksack … klicken" packs the chosen card; its own buttons act for themselves.
            onClick={(e) => {
              if (active && !(e.target as HTMLElement).closest('button')) act(backpackClick(view, input));
            }}
          >
            <h3 id="sc-backpack-h">
              {tx.backpack} ({view.backpack.length}/{ROUTES[view.route].backpack})
            </h3>
            {view.backpack.length === 0 && <span className="muted">–</span>}
            {view.backpack.map((c, i) => {
              // "Herausnehmen: zu Zugbeginn die Karte im Rucksack antippen."
              const take = draws.backpack.find((m) => m.type === 'draw' && m.from === 'backpack' && m.card === c);
              return take ? (
                <button
                  key={`${c}-${i}`}
                  type="button"
                  className="sc-pile-button"
                  data-glow="yes"
                  onClick={() => act({ type: 'move', move: take })}
                >
                  <ClimbCard card={c} className="sc-mini" />
                  <span>{tx.unpack(cardName(c, lang))}</span>
                </button>
              ) : (
                <ClimbCard key={`${c}-${i}`} card={c} label={cardName(c, lang)} className="sc-mini" />
              );
            })}
            {pack && (
              <button type="button" className="button" onClick={() => act({ type: 'move', move: pack })}>
                {tx.pack}: {cardName(card ?? '', lang)}
              </button>
            )}
          </div>
        )}
        <section className="sc-log" aria-labelledby="sc-log-h">
          <h2 id="sc-log-h" className="visually-hidden">
            {tx.log}
          </h2>
          {/* Focusable, since it scrolls (keyboard users can read back). */}
          <div role="log" aria-live="polite" aria-labelledby="sc-log-h" className="sc-log-box" tabIndex={0}>
            <ol>
              {log.map((l) => (
                <li key={l.id}>{l.text}</li>
              ))}
            </ol>
          </div>
        </section>
        {!readOnly && !over && <p className="sc-keys muted">{tx.keysLine(hintAllowed)}</p>}
      </div>

      <Dialog
        open={summaryOpen}
        onClose={() => act({ type: 'confirm' })}
        title={tx.summaryTitle(view.history[props.summary ?? 0]?.round ?? (props.summary ?? 0) + 1)}
        className="sc-dialog"
      >
        {props.summary !== null && <SummaryTable view={view} index={props.summary} names={names} tx={tx} />}
        {mustKeep && (
          <KeepChoice
            hand={hand}
            chosen={keep}
            limit={keepLimit(view)}
            lang={lang}
            tx={tx}
            onToggle={(p) => setKeep((k) => (k.includes(p) ? k.filter((x) => x !== p) : [...k, p]))}
          />
        )}
        <p className="actions">
          <button
            type="button"
            className="button primary"
            autoFocus
            disabled={mustKeep && !keepChoice}
            onClick={() => act({ type: 'confirm' })}
          >
            {tx.confirm}
          </button>
        </p>
      </Dialog>
      <Dialog
        open={!summaryOpen && overlay === 'bilanz'}
        onClose={() => setOverlay('none')}
        title={tx.bilanz}
        className="sc-dialog"
      >
        <Bilanz view={view} names={names} tx={tx} />
      </Dialog>
      <Dialog
        open={!summaryOpen && overlay === 'hint'}
        onClose={() => setOverlay('none')}
        title={tx.hintTitle}
        className="sc-dialog"
      >
        {hint === 'thinking' ? (
          <p role="status">{tx.hintThinking}</p>
        ) : hint ? (
          <div className="sc-hint">
            <p>
              <strong>{moveText(hint.move, view, names, lang, tx)}</strong>
            </p>
            <p>{whyText(hint.why, names, lang, tx)}</p>
          </div>
        ) : (
          <p>–</p>
        )}
      </Dialog>
    </div>
  );
}
