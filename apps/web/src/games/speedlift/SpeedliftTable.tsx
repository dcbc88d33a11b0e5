/**
 * The Speedlift table screen. Renders a seat's view and reports intent only; what may be played
 * comes from the view's legal moves. Used by offline practice (and the Fahrschule's positions).
 */
import type { Seat } from '@kartenhaus/core';
import {
  cardName,
  kartons,
  loadKartons,
  sameMove,
  type Card,
  type Event,
  type Hint,
  type Move,
  type View,
} from '@kartenhaus/speedlift';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Dialog } from '../../components/Dialog.js';
import { ratText } from './rat.js';
import { Link } from '../../components/Link.js';
import { useI18n, useSettings } from '../../context.js';
import { browserSpeak } from '../../announce.js';
import { CardArt } from './Card.js';
import { FloorDial } from './FloorDial.js';
import {
  abrechnung as abrechnungRows,
  activePreview,
  applyInput,
  canExit,
  countingHelp,
  feierabendWarning,
  keyIntent,
  loadSummary,
  myTurn,
  NO_INPUT,
  playableCards,
  tapCard,
  type Intent,
  type Overlay,
  type PendingInput,
  type Refusal,
} from './model.js';
import { playCue } from '../../table/sound.js';
import { startMusic } from './music.js';
import { useNarrow, useScreenLayout } from '../../table/screen-layout.js';
import { eventText, restoredLog } from './words.js';
import { kartonsText, markerText, previewLine, refusalText, TEXT, type SpeedliftText } from './strings.js';
import { DEPARTMENTS } from '../../cards/symbols.js';
import './speedlift.css';

export interface SpeedliftTableProps {
  readonly view: View;
  readonly step: number;
  readonly events: readonly Event[];
  readonly thinking: Seat | null;
  /** A finished round whose Abrechnung waits (0-based). */
  readonly abrechnung: number | null;
  readonly names: readonly string[];
  /**
   * `events` are the game's last steps from a snapshot (a page opened anew): the log is rebuilt
   * from them, without sounds or speech.
   */
  readonly restored?: boolean;
  /** At a server table: the computer plays the own seat now (A3); the log says so, not "Du …". */
  readonly away?: boolean;
  /** "Rat … allein gegen den Computer", not in the Tagesfahrt. */
  readonly hintAllowed: boolean;
  readonly badge: string | null;
  /** A line under the final standings (e.g. that this Tagesfahrt does not count). */
  readonly endNote?: string | null;
  readonly title: string;
  readonly onMove: (move: Move) => string | null;
  readonly onConfirm: () => void;
  readonly onHint: () => Promise<Hint | null>;
  readonly onAgain?: () => void;
  readonly lobbyHref: string;
  /**
   * A replay step: the table is only shown — no keys (the replay page steps with the arrows),
   * no moves, no sounds or music.
   */
  readonly readOnly?: boolean;
  /**
   * The table fills the window while the game runs (practice and server tables; issue 19):
   * the page does not scroll, the log scrolls inside its panel.
   */
  readonly screen?: boolean;
}

const dirWord = (tx: SpeedliftText, dir: number): string => (dir === 1 ? tx.up : dir === -1 ? tx.down : tx.open);
const floorLabel = (tx: SpeedliftText, f: number): string => (f < 0 ? tx.floorNone : tx.floorAt(f));

/** Sounds, speech ("Rauf!", "Runter!", "Feierabend!") and music, as the Zahnrad says. */
function useStoreSounds(events: readonly Event[], step: number, prevDir: number | null, quiet: boolean) {
  const settings = useSettings();
  const { lang } = useI18n();
  const speak = useMemo(() => browserSpeak(), []);
  const tx = TEXT[lang];
  useEffect(() => {
    if (step === 0 || quiet) return;
    const calls: string[] = [];
    for (const e of events) {
      if (e.type === 'played') {
        if (settings.sounds) playCue('lay');
        if (e.dir !== 0 && e.dir !== prevDir) {
          calls.push(e.dir === 1 ? tx.rauf : tx.runter);
          if (settings.sounds) playCue('bell');
        }
      } else if (e.type === 'exited' || e.type === 'caught') {
        if (settings.sounds) playCue('take');
      } else if (e.type === 'feierabend') {
        calls.push(tx.feierabend);
        if (settings.sounds) playCue('gong');
      }
    }
    if (settings.speech && speak) for (const c of calls) speak(c, lang);
    // Only a new step triggers the cues.
  }, [step]);
  useEffect(() => (settings.music && !quiet ? startMusic() : undefined), [settings.music, quiet]);
}

function Markers({ markers, tx }: { markers: readonly string[]; tx: SpeedliftText }) {
  if (markers.length === 0) return null;
  return (
    <ul className="sl-markers" aria-label={`${tx.markers} (${tx.marker.because})`}>
      {markers.map((m) => (
        <li key={m} title={markerText(tx, m)}>
          <span aria-hidden="true">{m}</span>
          <span className="visually-hidden">{markerText(tx, m)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The markers on the table, explained once for touch screens (no hover there). */
function MarkerLegend({ view, tx }: { view: View; tx: SpeedliftText }) {
  const shown = [...new Set(view.markers.flat())];
  if (shown.length === 0) return null;
  return (
    <p className="sl-marker-legend muted" aria-hidden="true">
      {tx.markerLegend} ({tx.marker.because}): {shown.map((m) => `${m} ${markerText(tx, m)}`).join(' · ')}
    </p>
  );
}

function CardDetail({ view, card, tx }: { view: View; card: Card; tx: SpeedliftText }) {
  const fits = playableCards(view).has(card);
  const effect =
    card === 'LB'
      ? tx.effectLB
      : card === 'EX'
        ? tx.effectEX
        : card === 'HD'
          ? tx.effectHD
          : tx.effectNumber(Number(card.slice(1)));
  return (
    <div className="sl-detail">
      <CardArt card={card} className="sl-detail-card" />
      <div>
        <p className="sl-detail-name">{cardName(card)}</p>
        <p>{tx.penaltyOf(kartons(card))}</p>
        <p>{effect}</p>
        {card[0] === 'P' && <p>{tx.porzellanNote}</p>}
        <p className={fits ? 'sl-fits' : 'sl-fits-not'}>
          {fits ? `✓ ${tx.fits}` : myTurn(view) ? `✗ ${tx.fitsNot}` : `– ${tx.notYourTurn}`}
        </p>
      </div>
    </div>
  );
}

function Counting({ view, tx, titled = true }: { view: View; tx: SpeedliftText; titled?: boolean }) {
  const help = countingHelp(view);
  // In its own sheet the sheet's title names it.
  return (
    <section
      className="sl-counting"
      aria-labelledby={titled ? 'sl-counting-h' : undefined}
      aria-label={titled ? undefined : tx.countingTitle}
    >
      {titled && <h2 id="sl-counting-h">{tx.countingTitle}</h2>}
      <table>
        <tbody>
          {help.departments.map((d) => (
            <tr key={d.dept}>
              <th scope="row" style={{ color: DEPARTMENTS[d.dept].colour }}>
                {DEPARTMENTS[d.dept].name}
              </th>
              <td>
                <span className="sl-count-cells">
                  {Array.from({ length: 12 }, (_, i) => {
                    const f = i + 1;
                    const state = d.gone.includes(f) ? 'gone' : d.mine.includes(f) ? 'mine' : 'unseen';
                    return (
                      <span key={f} className={`sl-cell sl-cell-${state}`} aria-hidden="true">
                        {f}
                      </span>
                    );
                  })}
                </span>
                <span className="visually-hidden">
                  {tx.gone}: {d.gone.join(', ') || '–'}; {tx.mine}: {d.mine.join(', ') || '–'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {tx.specialsGone}: Liftboy {help.specialsGone.LB}, Expresskabine {help.specialsGone.EX}, Hausdetektiv{' '}
        {help.specialsGone.HD}
      </p>
    </section>
  );
}

function Bilanz({ view, names, tx }: { view: View; names: readonly string[]; tx: SpeedliftText }) {
  const players = view.config.players;
  const seats = Array.from({ length: players }, (_, s) => s);
  return (
    <table className="sl-sheet sl-bilanz">
      <thead>
        <tr>
          <th scope="col">{tx.round(0).replace(/\s*0$/, '')}</th>
          {seats.map((s) => (
            <th key={s} scope="col">
              {names[s]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.scores.map((r, i) => (
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            {seats.map((s) => (
              <td key={s}>
                {/* Two pieces that do not break, so a narrow sheet wraps before the "=". */}
                <span className="sl-nowrap">
                  {r.kartons[s]} + {r.ladenhueter[s]}
                </span>{' '}
                <span className="sl-nowrap">
                  = <strong>{r.penalty[s]}</strong>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{tx.sum}</th>
          {seats.map((s) => (
            <td key={s}>
              <strong>{view.totals[s]}</strong>
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

export function AbrechnungTable({
  view,
  round,
  names,
  tx,
}: {
  view: View;
  round: number;
  names: readonly string[];
  tx: SpeedliftText;
}) {
  const rows = abrechnungRows(view, round) ?? [];
  return (
    <table className="sl-sheet sl-abrechnung">
      <thead>
        <tr>
          <th scope="col">{tx.player}</th>
          <th scope="col">{tx.kartons}</th>
          <th scope="col" aria-hidden="true"></th>
          <th scope="col">{tx.ladenhueterShort}</th>
          <th scope="col" aria-hidden="true"></th>
          <th scope="col">{tx.strafe}</th>
          <th scope="col">{tx.sum}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.seat}>
            <th scope="row">{names[r.seat]}</th>
            <td>{r.kartons}</td>
            <td aria-hidden="true">+</td>
            <td>{r.ladenhueter}</td>
            <td aria-hidden="true">=</td>
            <td>
              <strong>{r.penalty}</strong>
            </td>
            <td>{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Standings({ view, names, tx }: { view: View; names: readonly string[]; tx: SpeedliftText }) {
  const result = view.result;
  if (!result) return null;
  const order = names.map((_, s) => s).sort((a, b) => (result.places[a] ?? 0) - (result.places[b] ?? 0));
  return (
    <section className="sl-standings" aria-labelledby="sl-standings-h">
      <h2 id="sl-standings-h" tabIndex={-1}>
        {tx.standings}
      </h2>
      <ol>
        {order.map((s) => (
          <li key={s} data-seat={s}>
            <span className="sl-place">{tx.place(result.places[s] ?? 0)}</span> <strong>{names[s]}</strong> —{' '}
            {result.scores[s]} {tx.points}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The log shows the last eight lines. */
const LOG_LINES = 8;
const logLines = (texts: readonly string[], step: number) =>
  texts.map((text, i) => ({ id: step * 100 + i, text })).slice(-LOG_LINES);

export function SpeedliftTable(props: SpeedliftTableProps) {
  const { view, step, events, thinking, names, hintAllowed, badge, title } = props;
  const { lang, err } = useI18n();
  const settings = useSettings();
  const tx = TEXT[lang];
  const [input, setInput] = useState<PendingInput>(NO_INPUT);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const [hint, setHint] = useState<Hint | null | 'thinking'>(null);
  const [touchDetail, setTouchDetail] = useState<Card | null>(null);
  const [refused, setRefused] = useState<Refusal | null>(null);
  // While the computer plays the own seat (A3) its plays are not "Du legst …" but the computer's for you.
  const actors = useMemo(
    () => (props.away === true ? names.map((n, s) => (s === view.seat ? tx.computerForYou : n)) : names),
    [props.away, names, view.seat, tx],
  );
  const restored = props.restored === true;
  const [log, setLog] = useState<readonly { id: number; text: string }[]>(() =>
    restored ? logLines(restoredLog(tx, events, names, actors), step) : [],
  );
  const prevView = useRef<View | null>(null);
  const longPress = useRef<{ timer: number; fired: boolean } | null>(null);
  const standingsRef = useRef<HTMLDivElement>(null);

  const abrechnungOpen = props.abrechnung !== null;
  const effectiveOverlay: Overlay = abrechnungOpen ? 'abrechnung' : overlay;

  const readOnly = props.readOnly === true;
  useStoreSounds(events, step, prevView.current?.dir ?? null, readOnly || restored);
  const screen = props.screen === true && !readOnly;
  useScreenLayout(screen && !view.over);
  // On a phone the counting help is a sheet of its own (a button opens it); wide, it stands beside the log.
  const narrow = useNarrow();
  const countingSheet = screen && narrow && settings.countingHelp;
  const [countingOpen, setCountingOpen] = useState(false);

  // Log and live region: what happened in the last step — or, after a snapshot, the game so far.
  useEffect(() => {
    if (step === 0) return;
    if (restored) {
      prevView.current = view;
      setLog(logLines(restoredLog(tx, events, names, actors), step));
      return;
    }
    const texts = events
      .map((e) => eventText(tx, e, names, prevView.current, actors))
      .filter((t): t is string => t !== null);
    prevView.current = view;
    if (texts.length === 0) return;
    setLog((l) => [...l, ...logLines(texts, step)].slice(-LOG_LINES));
  }, [step]);
  useEffect(() => {
    if (prevView.current === null) prevView.current = view;
  }, [view]);

  // A new step drops the lifted card if it left the hand.
  useEffect(() => {
    setInput((i) => (i.lifted && !view.hand.includes(i.lifted) ? NO_INPUT : i));
    setHint(null);
    setRefused(null);
  }, [view]);

  useEffect(() => {
    if (view.over && !abrechnungOpen && !readOnly) standingsRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [view.over, abrechnungOpen]);

  const act = useCallback(
    (intent: Intent) => {
      switch (intent.type) {
        case 'lift':
        case 'drop':
          setInput((i) => applyInput(i, intent));
          setRefused(intent.refused ?? null);
          return;
        case 'refused':
          setRefused(intent.why);
          return;
        case 'move': {
          setInput(NO_INPUT);
          setRefused(props.onMove(intent.move) as Refusal | null);
          return;
        }
        case 'hint':
          setOverlay('hint');
          setHint('thinking');
          void props.onHint().then((h) => setHint(h));
          return;
        case 'bilanz':
          setOverlay('bilanz');
          return;
        case 'confirm':
          props.onConfirm();
          return;
        case 'close':
          if (abrechnungOpen) props.onConfirm();
          setOverlay('none');
          return;
        case 'none':
          return;
      }
    },
    [props, abrechnungOpen],
  );

  // Keys: "1–9 wählen eine Karte, A steigt aus, R holt den Rat, B zeigt die Bilanz, Enter bestätigt, Esc schließt."
  useEffect(() => {
    if (readOnly) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      // Dialogs handle their own keys (Esc: cancel; Enter: the focused button).
      if (document.querySelector('dialog[open]')) return;
      if ((e.key === 'Enter' || e.key === ' ') && el && (el.tagName === 'BUTTON' || el.tagName === 'A')) return;
      const intent = keyIntent(view, input, e.key, effectiveOverlay, hintAllowed);
      if (intent.type === 'none') return;
      e.preventDefault();
      act(intent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, input, effectiveOverlay, hintAllowed, act, readOnly]);

  const playable = playableCards(view);
  const preview = activePreview(view, input);
  const mine = myTurn(view);
  const loads = loadSummary(view);
  const players = view.config.players;
  const me = view.seat ?? 0;
  const lastStepSeat = (() => {
    for (const e of events) if (e.type === 'played' || e.type === 'exited') return e.seat;
    return null;
  })();
  const dialLabel = `${tx.floorDial}. ${tx.dialState(floorLabel(tx, view.floor), dirWord(tx, view.dir))}`;
  const previewText = preview ? previewLine(tx, preview, names) : null;
  const detailCard = input.hovered ?? input.lifted;

  // "am Handy: lange drücken": holding a card for half a second shows it large while the finger
  // stays down; lifting the finger closes it, and that release does not play the card.
  const onCardPointerDown = (card: Card) => (e: React.PointerEvent) => {
    if (longPress.current) window.clearTimeout(longPress.current.timer);
    longPress.current = null;
    if (e.pointerType !== 'touch') return;
    const timer = window.setTimeout(() => {
      if (longPress.current) longPress.current.fired = true;
      setTouchDetail(card);
    }, 500);
    longPress.current = { timer, fired: false };
  };
  const endPress = () => {
    if (!longPress.current) return;
    window.clearTimeout(longPress.current.timer);
    if (longPress.current.fired) setTouchDetail(null);
  };

  return (
    <div
      className="sl-table"
      data-turn={mine ? 'me' : 'other'}
      data-step={step}
      data-screen={(screen && !view.over) || undefined}
      data-players={players}
    >
      <div className="sl-top">
        {title && <h1 tabIndex={-1}>{title}</h1>}
        {badge && <p className="sl-badge">{badge}</p>}
        <p className="sl-round">{tx.roundOf(view.round + 1, view.rounds)}</p>
        <div className="sl-tools">
          <button
            type="button"
            className="button"
            onClick={() => act({ type: 'bilanz' })}
            aria-keyshortcuts={readOnly ? undefined : 'B'}
          >
            {tx.bilanz} {!readOnly && <kbd>B</kbd>}
          </button>
          {hintAllowed && (
            <button
              type="button"
              className="button"
              onClick={() => act({ type: 'hint' })}
              disabled={!mine}
              aria-keyshortcuts="R"
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
                <path d="M12 2a7 7 0 0 0-4 12.7V18h8v-3.3A7 7 0 0 0 12 2z" fill="#f2c94c" stroke="#5a3d12" />
                <path d="M9 20h6M10 22h4" stroke="#5a3d12" strokeWidth="1.5" />
              </svg>{' '}
              {tx.hint} <kbd>R</kbd>
            </button>
          )}
          {countingSheet && (
            <button type="button" className="button" onClick={() => setCountingOpen(true)}>
              {tx.countingTitle}
            </button>
          )}
        </div>
      </div>

      <ul className="sl-seats" aria-label={tx.player}>
        {Array.from({ length: players }, (_, s) => {
          const count = view.handCounts[s] ?? 0;
          const warn = feierabendWarning(count);
          const l = loads[s];
          return (
            <li
              key={s}
              className="sl-seat"
              data-seat={s}
              data-turn={view.turn === s && !view.over ? 'yes' : undefined}
              data-moved={lastStepSeat === s && s !== me ? step : undefined}
            >
              <span className="sl-seat-name">
                {names[s]}
                {view.turn === s && !view.over && <span className="sl-turn-mark"> ◆</span>}
              </span>
              <span className={warn ? 'sl-count sl-warn' : 'sl-count'} title={warn ? tx.fewCards(count) : undefined}>
                {tx.cardsLeft(count)}
                {warn && <span className="visually-hidden"> ({tx.fewCards(count)})</span>}
              </span>
              <span className="sl-loads">{tx.loads(l?.loads ?? 0, l?.kartons ?? 0)}</span>
              <span className="sl-total">
                {tx.sum}: {view.totals[s] ?? 0}
              </span>
              <Markers markers={view.markers[s] ?? []} tx={tx} />
              {thinking === s && <span className="sl-thinking">{tx.thinking(names[s] ?? '')}</span>}
            </li>
          );
        })}
      </ul>
      {/* At one screen the legend stands in the side column (the grid has no row for it here). */}
      {!screen && <MarkerLegend view={view} tx={tx} />}

      <div className="sl-middle">
        <div className="sl-dial-wrap">
          <FloorDial
            floor={view.floor}
            dir={view.dir}
            // The detective ends the ride and a special at the opening does nothing: no pointer.
            preview={preview && preview.floor >= 0 ? { floor: preview.floor, dir: preview.dir } : null}
            label={dialLabel}
            upWord={tx.up}
            downWord={tx.down}
          />
          <p className="sl-preview" aria-live="polite">
            {view.over
              ? tx.gameOver
              : (previewText ?? (mine && !readOnly ? tx.turnYou : tx.turnOther(names[view.turn] ?? '')))}
          </p>
        </div>
        <section className="sl-ride" aria-labelledby="sl-ride-h">
          <h2 id="sl-ride-h">
            {tx.ride} ({kartonsText(loadKartons(view.ride.map((r) => r.card)))})
          </h2>
          {view.ride.length === 0 ? (
            <p className="muted">{tx.rideEmpty}</p>
          ) : (
            <ol className="sl-ride-cards">
              {view.ride.map((r, i) => (
                <li
                  key={`${view.round}-${i}-${r.card}`}
                  className={i === view.ride.length - 1 && r.seat !== me ? 'sl-new' : undefined}
                >
                  <CardArt card={r.card} label={`${cardName(r.card)} (${names[r.seat]})`} />
                  <span className="sl-ride-who" aria-hidden="true">
                    {names[r.seat]}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </section>
      </div>

      <section className="sl-hand" aria-labelledby="sl-hand-h">
        <h2 id="sl-hand-h">{readOnly && names[me] !== tx.you ? tx.handOf(names[me] ?? '') : tx.hand}</h2>
        <ul className="sl-hand-cards">
          {view.hand.map((card, i) => {
            const can = playable.has(card);
            const key = readOnly ? undefined : i < 9 ? String(i + 1) : i === 9 ? '0' : undefined;
            return (
              <li key={`${card}-${i}`}>
                <button
                  type="button"
                  className="sl-card-button"
                  data-playable={mine && can && settings.highlightPlayable ? true : undefined}
                  data-lifted={input.lifted === card || undefined}
                  aria-pressed={input.lifted === card}
                  aria-keyshortcuts={key}
                  onClick={() => {
                    if (longPress.current?.fired) {
                      longPress.current = null;
                      return;
                    }
                    if (readOnly) return;
                    act(tapCard(view, input, card, settings.liftThenPlay && matchMedia('(pointer: coarse)').matches));
                  }}
                  onMouseEnter={() => setInput((x) => ({ ...x, hovered: card }))}
                  onMouseLeave={() => setInput((x) => ({ ...x, hovered: null }))}
                  onFocus={() => setInput((x) => ({ ...x, hovered: card }))}
                  onBlur={() => setInput((x) => ({ ...x, hovered: null }))}
                  onPointerDown={onCardPointerDown(card)}
                  onPointerUp={endPress}
                  onPointerLeave={endPress}
                  onPointerCancel={endPress}
                  onContextMenu={(e) => e.preventDefault()}
                >
                  <CardArt card={card} />
                  <span className="visually-hidden">
                    {`${cardName(card)}, ${tx.penaltyOf(kartons(card))}${mine ? (can ? `, ${tx.fits}` : `, ${tx.fitsNot}`) : ''}`}
                  </span>
                  {key && (
                    <span className="sl-key" aria-hidden="true">
                      {key}
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      </section>
      <p className="sl-actions">
        {!readOnly && (canExit(view) || view.config.aussteigenJederzeit) && (
          <button
            type="button"
            className="button primary"
            disabled={!mine || !canExit(view)}
            onClick={() => act({ type: 'move', move: { type: 'exit' } })}
            aria-keyshortcuts="A"
          >
            {playable.size === 0 ? tx.exitForced : tx.exit} <kbd>A</kbd>
          </button>
        )}
      </p>
      {refused && (
        <p role="alert" className="state state-error sl-refused">
          {refusalText(
            tx,
            lang,
            refused,
            { floor: view.floor, dir: view.dir, gleiche: view.config.gleicheEtageHaelt, handSize: view.hand.length },
            err,
          )}
        </p>
      )}

      {/* Beside the table when wide (the card under the mouse, counting help, log, keys); on a phone
          the detail lies over the ride and the log is a strip under the hand. */}
      <div className="sl-side">
        {screen && <MarkerLegend view={view} tx={tx} />}
        {detailCard && (
          <aside className="sl-detail-wrap" aria-label={tx.detail}>
            <CardDetail view={view} card={detailCard} tx={tx} />
          </aside>
        )}
        {settings.countingHelp && !countingSheet && <Counting view={view} tx={tx} />}
        <section className="sl-log" aria-labelledby="sl-log-h">
          <h2 id="sl-log-h" className="visually-hidden">
            Protokoll
          </h2>
          {/* Focusable, since it scrolls (at one screen, and after a reload at once): keyboard users reach it. */}
          <div role="log" aria-live="polite" aria-labelledby="sl-log-h" tabIndex={0}>
            <ol>
              {log.map((l) => (
                <li key={l.id}>{l.text}</li>
              ))}
            </ol>
          </div>
        </section>
        {!readOnly && <p className="sl-keys muted">{tx.keysLine(hintAllowed)}</p>}
      </div>

      {view.over && !abrechnungOpen && (
        <div ref={standingsRef}>
          <Standings view={view} names={names} tx={tx} />
          {props.endNote && <p className="sl-daily-note">{props.endNote}</p>}
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

      <Dialog
        open={abrechnungOpen}
        onClose={() => act({ type: 'confirm' })}
        title={tx.abrechnung((props.abrechnung ?? 0) + 1)}
        className="sl-dialog"
      >
        {props.abrechnung !== null && <AbrechnungTable view={view} round={props.abrechnung} names={names} tx={tx} />}
        <p className="actions">
          <button type="button" className="button primary" autoFocus onClick={() => act({ type: 'confirm' })}>
            {tx.confirm}
          </button>
        </p>
      </Dialog>
      <Dialog
        open={!abrechnungOpen && overlay === 'bilanz'}
        onClose={() => setOverlay('none')}
        title={tx.bilanz}
        className="sl-dialog"
      >
        <Bilanz view={view} names={names} tx={tx} />
      </Dialog>
      <Dialog
        open={!abrechnungOpen && overlay === 'hint'}
        onClose={() => setOverlay('none')}
        title={tx.hintTitle}
        className="sl-dialog"
      >
        {hint === 'thinking' ? (
          <p role="status">{tx.hintThinking}</p>
        ) : hint ? (
          <div className="sl-hint">
            <p>
              <strong>{tx.hintChoice}:</strong> {hint.choice.type === 'exit' ? tx.exit : cardName(hint.choice.card)}
            </p>
            {hint.reasons
              .filter((r) => sameMove(r.move, hint.choice))
              .map((r, i) => (
                <p key={i}>{ratText(r, names, tx)}</p>
              ))}
            <ul>
              {hint.reasons.map((r, i) => (
                <li key={i}>
                  <strong>{r.move.type === 'exit' ? tx.exit : cardName(r.move.card)}:</strong> {ratText(r, names, tx)}
                </li>
              ))}
            </ul>
          </div>
        ) : (
          <p>–</p>
        )}
      </Dialog>
      <Dialog open={countingSheet && countingOpen} onClose={() => setCountingOpen(false)} title={tx.countingTitle}>
        <Counting view={view} tx={tx} titled={false} />
      </Dialog>
      {touchDetail && (
        <aside className="sl-press-detail" aria-label={tx.detail} data-testid="sl-press-detail">
          <CardDetail view={view} card={touchDetail} tx={tx} />
        </aside>
      )}
    </div>
  );
}
