/**
 * The Gipfelsturm table screen: the three peaks, every seat's pile and stock, the partners' recent
 * plays and calls, the quick calls, the clock and the countdown, the result. It renders a seat's
 * view and reports intent only; what may be played comes from the view's legal moves. Real time:
 * a new view never blocks or drops an input — every click is sent as it is made, and a play the
 * server refuses (the partner was faster) bounces back with a friendly sentence.
 */
import type { Card, GipfelEvent, GipfelMove, GipfelView, QuickCall } from '@kartenhaus/gipfelsturm';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { Link } from '../../components/Link.js';
import { browserSpeak } from '../../announce.js';
import { useI18n, useSettings } from '../../context.js';
// The WebAudio cues are Speedlift's (no files); a card laid sounds the same in every game.
import { playCue } from '../../table/sound.js';
import { GipfelCard, RockCard } from './Card.js';
import { carriedNow, dealKey, loadReading, readingOf, saveReading, sessionStore } from './clock-carry.js';
import {
  callsAllowed,
  canCall,
  canFlip,
  clickMove,
  clickPile,
  clockText,
  freeCards,
  keyIntent,
  logEntry,
  neededRanks,
  nextAnchor,
  partnerActs,
  peakCells,
  peaksLeft,
  pileMove,
  refusalOf,
  sameCall,
  started,
  teamResult,
  timeLeft,
  URGENT_MS,
  type ClockAnchor,
  type Intent,
  type KeyMode,
  type PartnerAct,
} from './model.js';
import { useScreenLayout } from '../../table/screen-layout.js';
import { TEXT, type GipfelText } from './strings.js';
import './gipfelsturm.css';

/** A refused move: its code, the move, and a counter (the same refusal twice shows twice). */
export interface Refused {
  readonly code: string;
  readonly move: GipfelMove | null;
  readonly n: number;
}

export interface GipfelsturmTableProps {
  readonly view: GipfelView;
  readonly names: readonly string[];
  /** Events of the last step and a counter that grows with every step (log, partner plays). */
  readonly events: readonly GipfelEvent[];
  readonly step: number;
  /**
   * `events` are the deal's last steps from a snapshot (a page opened anew): the log and the
   * partners' recent plays are rebuilt from them, without sounds or speech.
   */
  readonly restored?: boolean;
  /** When the countdown before "Los!" ends (page clock, `performance.now()`); null: none runs. */
  readonly countdownEnd: number | null;
  /** Cards of moves sent and not answered yet. */
  readonly pending?: ReadonlySet<Card>;
  readonly refused: Refused | null;
  readonly onMove: (move: GipfelMove) => void;
  readonly badge: string | null;
  readonly title: string;
  /** Between two deals of a Rekordjagd: the finished deal's result is shown (the frame or `onNext` goes on). */
  readonly between?: boolean;
  /**
   * At a server table: the computer plays this seat now (A3, after "Tisch verlassen" or the
   * table's takeover). Nothing is offered to play — the server would refuse it (`ERR_AWAY`) —
   * until "Ich bin zurück" (the frame's banner).
   */
  readonly away?: boolean;
  /** Practice: "Nächste Partie" between deals. */
  readonly onNext?: () => void;
  /** Practice: "Nochmal" after the end (a server table has the frame's). */
  readonly onAgain?: () => void;
  readonly lobbyHref: string;
  /** A replay step: shown only — no keys, no moves. */
  readonly readOnly?: boolean;
  /**
   * At a server table: the table's game, under which the clock's last reading is kept over a page
   * reload (`clock-carry.ts`); without it (practice, replay) nothing is kept.
   */
  readonly clockCarry?: string | null;
  /**
   * The table fills the window while the deal runs (practice and server tables; issue 19): the
   * page does not scroll, the log scrolls inside its panel.
   */
  readonly screen?: boolean;
}

/** A timer that re-renders every `ms` while `on`. */
function useTicker(on: boolean, ms: number): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (!on) return undefined;
    const h = window.setInterval(() => setNow(performance.now()), ms);
    return () => window.clearInterval(h);
  }, [on, ms]);
  return on ? now : performance.now();
}

/** A pile in a sentence: the reader's own ("deinen Stapel": `you`, the seat named "Du") or a player's. */
export function pileName(tx: GipfelText, you: number | null, names: readonly string[], s: number): string {
  return s === you ? tx.pileMine : tx.pileOf(names[s] ?? tx.seatNo(s + 1));
}

function Clock({ view, tx, carry }: { view: GipfelView; tx: GipfelText; carry: string | null }) {
  const anchor = useRef<ClockAnchor | null>(null);
  const { startedAt } = view.clock;
  const deal =
    carry !== null && startedAt !== null && !view.over ? dealKey(carry, view.finished.length, startedAt) : null;
  // The first reading of a (reloaded) page: counted on from the one kept before the reload, if later.
  const floor =
    anchor.current === null && deal !== null ? carriedNow(loadReading(sessionStore()), deal, Date.now()) : null;
  anchor.current = nextAnchor(anchor.current, view, performance.now(), floor);
  const made = anchor.current;
  useEffect(() => {
    if (deal !== null && made !== null)
      saveReading(sessionStore(), readingOf(deal, made, performance.now(), Date.now()));
  }, [deal, made]);
  const running = view.clock.startedAt !== null && !view.over;
  const now = useTicker(running, 250);
  const left = timeLeft(view, anchor.current, now);
  if (left === null)
    return (
      <p className="gs-clock" role="timer">
        {tx.noClock}
      </p>
    );
  const urgent = running && left <= URGENT_MS;
  return (
    <p
      className="gs-clock"
      role="timer"
      data-urgent={urgent || undefined}
      aria-label={`${tx.clock}: ${clockText(left)}`}
    >
      <svg className="gs-clock-icon" viewBox="0 0 24 24" aria-hidden="true">
        <circle cx="12" cy="13.5" r="8" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path d="M12 13.5V9M10 2.5h4M12 2.5v3" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>{' '}
      {clockText(left)}
    </p>
  );
}

function Countdown({ end, tx }: { end: number; tx: GipfelText }) {
  const now = useTicker(true, 100);
  const left = Math.max(0, end - now);
  const n = Math.ceil(left / 1000);
  return (
    <div className="gs-countdown" role="status">
      <span className="visually-hidden">{tx.countdown}</span>
      <span className="gs-countdown-n" aria-hidden="true">
        {n > 0 ? n : tx.los}
      </span>
    </div>
  );
}

function CallBubble({ call, tx }: { call: QuickCall; tx: GipfelText }) {
  return <p className="gs-bubble">{tx.callText(call)}</p>;
}

function Recent({ acts, tx, pile }: { acts: readonly PartnerAct[]; tx: GipfelText; pile: (s: number) => string }) {
  if (acts.length === 0) return null;
  return (
    <ul className="gs-recent" aria-label={tx.lately}>
      {acts.map((a, i) => (
        <li key={i} data-newest={i === 0 || undefined}>
          {a.kind === 'played'
            ? tx.partnerPlayed(tx.cardName(a.card), pile(a.pile))
            : tx.partnerTurned(tx.cardName(a.card))}
        </li>
      ))}
    </ul>
  );
}

function Result({
  view,
  tx,
  between,
  readOnly,
  onNext,
  onAgain,
  lobbyHref,
}: {
  view: GipfelView;
  tx: GipfelText;
  between: boolean;
  /** A replay step: no buttons, and the focus stays with the replay page. */
  readOnly: boolean;
  onNext?: () => void;
  onAgain?: () => void;
  lobbyHref: string;
}) {
  const ref = useRef<HTMLHeadingElement>(null);
  const team = teamResult(view);
  useEffect(() => {
    if (!readOnly) ref.current?.focus();
  }, [readOnly]);
  const last = team.last;
  if (!last) return null;
  return (
    <section className="gs-result" aria-labelledby="gs-result-h" data-won={last.won || undefined}>
      <h2 id="gs-result-h" tabIndex={-1} ref={ref}>
        {view.config.rekordjagd ? `${tx.deal(view.finished.length)}: ` : ''}
        {tx.resultTitle(last.won)}
      </h2>
      <p>{tx.outcome(last.won ? 'won' : last.reason, last.won ? last.score : 0)}</p>
      {view.config.rekordjagd && (
        <>
          <ol className="gs-series">
            {view.finished.map((o, i) => (
              <li key={i}>
                {tx.deal(i + 1)}: {o.won ? tx.dealWon(o.score) : tx.dealLost}
              </li>
            ))}
          </ol>
          <p>
            <strong>{tx.series(team.won, view.config.games, team.score)}</strong>
          </p>
        </>
      )}
      {!readOnly && (
        <p className="actions">
          {between && onNext && (
            <button type="button" className="button primary" onClick={onNext}>
              {tx.nextDeal}
            </button>
          )}
          {!between && onAgain && (
            <button type="button" className="button primary" onClick={onAgain}>
              {tx.again}
            </button>
          )}
          {!between && (
            <Link className="button" href={lobbyHref}>
              {tx.toLobby}
            </Link>
          )}
        </p>
      )}
    </section>
  );
}

/** `hidden` for a section whose own CSS sets `display` (the attribute alone would not hide it). */
const HIDE = { display: 'none' } as const;

/** The log shows the last six lines. */
const LOG_LINES = 6;
const logLines = (texts: readonly string[], step: number) =>
  texts.map((text, i) => ({ id: step * 100 + i, text })).slice(-LOG_LINES);

export function GipfelsturmTable(props: GipfelsturmTableProps) {
  const { view, names, events, step, countdownEnd, refused, badge, title } = props;
  const { lang } = useI18n();
  const settings = useSettings();
  const tx = TEXT[lang];
  const readOnly = props.readOnly === true;
  const screen = props.screen === true && !readOnly && !view.over;
  useScreenLayout(screen);
  const speak = useMemo(() => browserSpeak(), []);
  const me = view.seat;
  const cardText = useCallback((c: Card) => tx.cardName(c), [tx]);
  const who = useCallback((s: number) => names[s] ?? tx.seatNo(s + 1), [names, tx]);
  // Whose pile is "deiner": the own seat's — in a replay the reader's seat, whoever's view is shown.
  const you = readOnly ? (names.indexOf(tx.you) < 0 ? null : names.indexOf(tx.you)) : me;
  const pileOf = useCallback((s: number) => pileName(tx, you, names, s), [tx, you, names]);
  const counting = countdownEnd !== null;
  // Before "Los!" (server countdown), after the end and while the computer plays the seat nothing may be played.
  const live = !readOnly && !counting && !view.over && !props.between && props.away !== true && started(view);
  const [mode, setMode] = useState<KeyMode>('normal');
  const [message, setMessage] = useState<{ text: string; n: number } | null>(null);
  const [bounce, setBounce] = useState<{ card: Card; n: number } | null>(null);
  const restored = props.restored === true;
  const logTexts = (evs: readonly GipfelEvent[]) => {
    // While the computer plays this seat (A3) its plays are not "Du legst …" but the computer's for you.
    const away = props.away === true;
    const whoNow = away ? (s: number) => (s === me ? tx.computerForYou : who(s)) : who;
    return evs.map((e) => tx.logLine(logEntry(e), whoNow, away ? null : me, cardText, pileOf));
  };
  const [log, setLog] = useState<readonly { id: number; text: string }[]>(() =>
    restored ? logLines(logTexts(events), step) : [],
  );
  const [acts, setActs] = useState<PartnerAct[][]>(() => (restored ? partnerActs([], events, me, view.players) : []));
  const rootRef = useRef<HTMLDivElement>(null);
  const lastFocused = useRef<{ card: Card; index: number } | null>(null);
  const dragged = useRef<Card | null>(null);

  // The log and the partners' recent plays: what happened in the last step.
  useEffect(() => {
    if (step === 0) return;
    if (restored) {
      // A snapshot: the deal so far, as it was — nothing of it is new, nothing is heard.
      setLog(logLines(logTexts(events), step));
      setActs(partnerActs([], events, me, view.players));
      return;
    }
    if (events.length === 0) return;
    setLog((l) => [...l, ...logLines(logTexts(events), step)].slice(-LOG_LINES));
    setActs((a) => partnerActs(a, events, me, view.players));
    // The quick calls replace talking (G3): with "Ansagen sprechen" on, a partner's call is heard.
    if (settings.speech && speak && !readOnly)
      for (const e of events) if (e.type === 'called' && e.seat !== me) speak(tx.callText(e.call), lang);
    if (settings.sounds && !readOnly) {
      if (events.some((e) => e.type === 'gameOver')) playCue('gong');
      else if (events.some((e) => e.type === 'called' && e.seat !== me)) playCue('bell');
      else if (events.some((e) => e.type === 'played' || e.type === 'turned')) playCue('lay');
    }
    // Only a new step adds lines.
  }, [step]);

  // A refusal from the server: the card bounces back and the sentence says why.
  useEffect(() => {
    if (!refused) return;
    const card = refused.move?.type === 'play' ? refused.move.card : null;
    setMessage({ text: tx.refusal(refusalOf(refused.code), card === null ? null : cardText(card)), n: refused.n });
    if (card !== null) setBounce({ card, n: refused.n });
  }, [refused]);

  // A focused card that left the peaks (played by anyone) hands the focus to its neighbour, so a
  // keyboard player never drops out of the table in the middle of a series.
  useLayoutEffect(() => {
    const lf = lastFocused.current;
    if (!lf || readOnly) return;
    const free = freeCards(view);
    if (free.includes(lf.card)) return;
    const active = document.activeElement;
    // Only when the focus fell to the page because its card left (not when it went elsewhere).
    if (active && active !== document.body) return;
    const next = free[Math.min(lf.index, free.length - 1)];
    const el =
      next === undefined
        ? rootRef.current?.querySelector<HTMLElement>('.gs-flip')
        : rootRef.current?.querySelector<HTMLElement>(`[data-card="${next}"]`);
    lastFocused.current = next === undefined ? null : { card: next, index: free.indexOf(next) };
    el?.focus();
  }, [view, readOnly]);

  // A message says what just happened; after a few seconds it would mislead, so it goes.
  useEffect(() => {
    if (!message) return undefined;
    const h = window.setTimeout(() => setMessage(null), 5000);
    return () => window.clearTimeout(h);
  }, [message]);

  const say = useCallback((text: string) => setMessage((m) => ({ text, n: (m?.n ?? 0) + 1 })), []);

  const act = useCallback(
    (intent: Intent) => {
      switch (intent.type) {
        case 'move':
          if (intent.move.type === 'call') setMode('normal');
          props.onMove(intent.move);
          return;
        case 'noFit':
          say(tx.noFit(cardText(intent.card)));
          setBounce((b) => ({ card: intent.card, n: (b?.n ?? 0) + 1 }));
          return;
        case 'focus':
          rootRef.current?.querySelector<HTMLElement>(`[data-card="${intent.card}"]`)?.focus();
          return;
        case 'focusStock':
          rootRef.current?.querySelector<HTMLElement>('.gs-flip')?.focus();
          return;
        case 'needOpen':
          setMode('need');
          return;
        case 'needClose':
          setMode('normal');
          return;
        case 'none':
          return;
      }
    },
    [props, say, tx, cardText],
  );

  // Keys (docs/web-gipfelsturm.md). Enter/Space on a button are the button's own.
  useEffect(() => {
    if (!live) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey) return;
      const el = e.target as HTMLElement | null;
      if (el && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))) return;
      if (document.querySelector('dialog[open]')) return;
      if (e.key === 'Enter' || e.key === ' ') return;
      const focusedCard = el?.dataset.card !== undefined ? Number(el.dataset.card) : null;
      const intent = keyIntent(view, mode, e.key, focusedCard);
      if (intent.type === 'none') return;
      e.preventDefault();
      act(intent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, mode, act, live]);

  const onCard = (card: Card) => {
    // A second click on a card already on its way is the same intent: it is not sent twice.
    if (!live || props.pending?.has(card)) return;
    const move = clickMove(view, card);
    if (move) props.onMove(move);
    else act({ type: 'noFit', card });
  };
  const onDrop = (pile: number) => (e: DragEvent) => {
    e.preventDefault();
    const card = dragged.current;
    dragged.current = null;
    if (card === null || !live) return;
    const move = pileMove(view, card, pile);
    if (move) props.onMove(move);
    else {
      say(tx.noFitPile(cardText(card), pileOf(pile)));
      setBounce((b) => ({ card, n: (b?.n ?? 0) + 1 }));
    }
  };

  const nextDealWaits = props.between === true && !view.over;
  const cells = peakCells(view);
  const free = freeCards(view);
  const downCount = cells.filter((c) => c.kind === 'down').length;
  const calls = live ? callsAllowed(view) : [];
  const quiet = view.config.stillerGipfel;
  const need = live ? neededRanks(view) : [];
  const players = Array.from({ length: view.players }, (_, s) => s);
  // Own pile first, then the partners clockwise.
  const order = me === null ? players : players.map((i) => (me + i) % view.players);
  const sendCall = (call: QuickCall) =>
    live && canCall(view, call) && act({ type: 'move', move: { type: 'call', call } });

  return (
    <div
      className="gs-table"
      ref={rootRef}
      data-live={live || undefined}
      data-hints={settings.highlightPlayable || undefined}
      data-step={step}
      data-screen={screen || undefined}
      data-players={view.players}
    >
      <div className="gs-top">
        {title && <h1 tabIndex={-1}>{title}</h1>}
        {badge && <p className="gs-badge">{badge}</p>}
        <Clock view={view} tx={tx} carry={props.clockCarry ?? null} />
        {!nextDealWaits && <p className="gs-left">{tx.peaksLeft(peaksLeft(view))}</p>}
        {/* Beside the clock, never over the summits. Always in the page, so the live region is heard. */}
        <p className="gs-message" role="status" data-empty={message === null || undefined}>
          {message?.text ?? ''}
        </p>
      </div>

      {/* Between two Rekordjagd deals the view holds the next deal already: its cards stay hidden
          under the finished deal's result until that deal's countdown (nobody studies them early). */}
      <section
        className="gs-peaks-wrap"
        aria-labelledby="gs-peaks-h"
        hidden={nextDealWaits || undefined}
        style={nextDealWaits ? HIDE : undefined}
      >
        <h2 id="gs-peaks-h" className="visually-hidden">
          {tx.peaks}
        </h2>
        <p className="visually-hidden">
          {downCount} {tx.faceDown}
        </p>
        <div className="gs-peaks">
          {cells.map((cell) => {
            const style = {
              '--x': cell.place.x,
              '--row': cell.place.row,
            } as React.CSSProperties;
            if (cell.kind === 'gone') return null;
            if (cell.kind === 'down')
              return (
                <div key={cell.place.pos} className="gs-slot" style={style} aria-hidden="true">
                  <RockCard label="" />
                </div>
              );
            const fits = cell.piles.length > 0 && live;
            const target = fits ? clickPile(view, cell.card) : null;
            const label = `${tx.cardName(cell.card)} – ${target === null ? tx.fitsNowhere : tx.fitsOn(pileOf(target))}`;
            if (readOnly)
              return (
                <div key={cell.place.pos} className="gs-slot" style={style}>
                  <GipfelCard card={cell.card} label={tx.cardName(cell.card)} />
                </div>
              );
            return (
              <button
                key={cell.place.pos}
                type="button"
                className="gs-slot gs-card"
                style={style}
                data-card={cell.card}
                data-fits={fits || undefined}
                data-ring={(fits && settings.highlightPlayable) || undefined}
                data-piles={fits ? cell.piles.join(' ') : undefined}
                data-pending={props.pending?.has(cell.card) || undefined}
                data-bounce={bounce?.card === cell.card ? bounce.n % 2 : undefined}
                aria-label={label}
                aria-disabled={!fits || undefined}
                draggable={live}
                onDragStart={(e) => {
                  dragged.current = cell.card;
                  e.dataTransfer.setData('text/plain', String(cell.card));
                  e.dataTransfer.effectAllowed = 'move';
                }}
                onFocus={() => {
                  lastFocused.current = { card: cell.card, index: free.indexOf(cell.card) };
                }}
                onClick={() => onCard(cell.card)}
              >
                <GipfelCard card={cell.card} label="" />
              </button>
            );
          })}
        </div>
        {counting && countdownEnd !== null && <Countdown end={countdownEnd} tx={tx} />}
      </section>

      <section
        className="gs-piles"
        aria-labelledby="gs-piles-h"
        hidden={nextDealWaits || undefined}
        style={nextDealWaits ? HIDE : undefined}
      >
        <h2 id="gs-piles-h" className="visually-hidden">
          {tx.piles}
        </h2>
        {order.map((s) => {
          const pile = view.piles[s] ?? [];
          const top = pile[pile.length - 1];
          // In a replay the seat is watched, not played: every pile carries its player's name, and
          // only the reader's own is "Dein Stapel".
          const mine = s === me && !readOnly;
          const titled = readOnly ? s === you : mine;
          const name = names[s] ?? tx.seatNo(s + 1);
          const heard = view.calls[s];
          const stock = view.stockCounts[s] ?? 0;
          return (
            <div
              key={s}
              className="gs-pile"
              data-seat={s}
              data-mine={mine || undefined}
              onDragOver={(e) => {
                if (live && dragged.current !== null) e.preventDefault();
              }}
              onDrop={onDrop(s)}
            >
              <h3>
                {tx.pileTitle(name, titled)}
                {!readOnly && view.players > 1 && (
                  <kbd className="gs-key" aria-hidden="true">
                    {s + 1}
                  </kbd>
                )}
              </h3>
              {heard && <CallBubble call={heard.call} tx={tx} />}
              <div className="gs-pile-row">
                {top === undefined ? (
                  <div className="gs-pile-empty" />
                ) : (
                  <GipfelCard
                    // A new top lands with a short drop (a new element per card; none with reduced motion).
                    key={top}
                    card={top}
                    className="gs-top-card"
                    label={`${tx.pileTitle(name, titled)}, ${tx.pileTop(tx.cardName(top))}`}
                  />
                )}
                <div className="gs-stock">
                  {stock > 0 && <RockCard label="" className="gs-stock-card" />}
                  <span className="gs-stock-n">{tx.stock(stock)}</span>
                </div>
              </div>
              {mine && !readOnly && (
                <button
                  type="button"
                  className="gs-flip"
                  disabled={!live || !canFlip(view)}
                  aria-keyshortcuts="V"
                  onClick={() => live && canFlip(view) && act({ type: 'move', move: { type: 'flip' } })}
                >
                  {stock > 0 ? tx.flip : tx.flipEmpty} <kbd aria-hidden="true">V</kbd>
                </button>
              )}
              {!mine && <Recent acts={acts[s] ?? []} tx={tx} pile={pileOf} />}
            </div>
          );
        })}
      </section>

      {!readOnly && (
        <section className="gs-calls" aria-labelledby="gs-calls-h">
          <h2 id="gs-calls-h" className="visually-hidden">
            {tx.calls}
          </h2>
          {quiet ? (
            <p className="muted">{tx.silentNote}</p>
          ) : (
            <div className="gs-call-row">
              {(
                [
                  [{ kind: 'warte' }, 'W'],
                  [{ kind: 'deckeAuf' }, 'D'],
                ] as const
              ).map(([call, key]) => (
                <button
                  key={call.kind}
                  type="button"
                  className="gs-call"
                  disabled={!calls.some((c) => sameCall(c, call))}
                  aria-keyshortcuts={key}
                  onClick={() => sendCall(call)}
                >
                  {tx.callShort(call)}
                  <span className="visually-hidden"> – {tx.callText(call)}</span> <kbd aria-hidden="true">{key}</kbd>
                </button>
              ))}
              {need.map((rank) => (
                <button
                  key={`n${rank}`}
                  type="button"
                  className="gs-call"
                  onClick={() => sendCall({ kind: 'brauche', rank })}
                >
                  {tx.callShort({ kind: 'brauche', rank })}
                  <span className="visually-hidden"> – {tx.callText({ kind: 'brauche', rank })}</span>
                </button>
              ))}
              <button
                type="button"
                className="gs-call"
                aria-expanded={mode === 'need'}
                aria-controls="gs-need"
                aria-keyshortcuts="B"
                disabled={!calls.some((c) => c.kind === 'brauche')}
                onClick={() => setMode((m) => (m === 'need' ? 'normal' : 'need'))}
              >
                {tx.needOther} <kbd aria-hidden="true">B</kbd>
              </button>
            </div>
          )}
          {mode === 'need' && live && !quiet && (
            <div id="gs-need" className="gs-need" role="group" aria-label={tx.needPick}>
              {Array.from({ length: 13 }, (_, rank) => (
                <button
                  key={rank}
                  type="button"
                  className="gs-call gs-rank"
                  onClick={() => sendCall({ kind: 'brauche', rank })}
                >
                  {tx.rankName(rank)}
                </button>
              ))}
              <button type="button" className="gs-call" onClick={() => setMode('normal')}>
                {tx.needClose} <kbd aria-hidden="true">Esc</kbd>
              </button>
            </div>
          )}
        </section>
      )}

      {view.over || props.between ? (
        <Result
          view={view}
          tx={tx}
          between={props.between === true && !view.over}
          readOnly={readOnly}
          onNext={props.onNext}
          onAgain={props.onAgain}
          lobbyHref={props.lobbyHref}
        />
      ) : null}

      <div className="gs-side">
        {!readOnly && (
          <section className="gs-log-wrap" aria-labelledby="gs-log-h">
            <h2 id="gs-log-h">{tx.log}</h2>
            <div role="log">
              <ol className="gs-log">
                {log.map((l) => (
                  <li key={l.id}>{l.text}</li>
                ))}
              </ol>
            </div>
          </section>
        )}

        {!readOnly && (
          <details className="gs-keys">
            <summary>{tx.keysTitle}</summary>
            <dl>
              {(quiet ? tx.keys : [...tx.keys, ...tx.callKeys]).map(([k, what]) => (
                <div key={k}>
                  <dt>
                    <kbd>{k}</kbd>
                  </dt>
                  <dd>{what}</dd>
                </div>
              ))}
            </dl>
          </details>
        )}
      </div>
    </div>
  );
}
