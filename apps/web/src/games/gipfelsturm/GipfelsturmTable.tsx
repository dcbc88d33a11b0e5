/**
 * The Gipfelsturm table screen: the three peaks, every seat's pile and stock, the partners' recent
 * plays and calls, the quick calls, the clock and the countdown, the result. It renders a seat's
 * view and reports intent only; what may be played comes from the view's legal moves. Real time:
 * a new view never blocks or drops an input — every click is sent as it is made, and a play the
 * server refuses (the partner was faster) bounces back with a friendly sentence.
 */
import type { Card, GipfelEvent, GipfelMove, GipfelView } from '@kartenhaus/gipfelsturm';
import { useCallback, useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import { browserSpeak } from '../../announce.js';
import { useI18n, useSettings } from '../../context.js';
import { isPageKey } from '../../page-keys.js';
// The WebAudio cues are Speedlift's (no files); a card laid sounds the same in every game.
import { playCue } from '../../table/sound.js';
import {
  clickMove,
  freeCards,
  freeCardsAcross,
  isTableKey,
  keyIntent,
  needKeyMiss,
  peaksLeft,
  pileMove,
  refusalOf,
  started,
  type Intent,
  type KeyMode,
} from './model.js';
import { useFocusFollows } from '../../table/focus-follows.js';
import type { LogLine, ShownLine } from '../../table/log-lines.js';
import { useMusic } from '../../table/music.js';
import { useMediaQuery, useScreenLayout } from '../../table/screen-layout.js';
import type { RestoredNews } from '../../table/seat-news.js';
import { GIPFELMARSCH } from './music.js';
import { PeaksArea } from './PeaksArea.js';
import { PilesRow } from './PilesRow.js';
import { QuickCalls } from './QuickCalls.js';
import { Result } from './Result.js';
import { SideStrip } from './SideStrip.js';
import { Clock, Countdown } from './TableClock.js';
import { TEXT } from './strings.js';
import { pileName, useGipfelLog, yourSeat } from './table-log.js';
import './gipfelsturm.css';
import './gipfelsturm-screen.css';
import './gipfelsturm-window.css';
import './gipfelsturm-phone.css';

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
   * The table's game (its number at a server table, `TableInfo.gameNo`): a new one is a game dealt
   * by "Nochmal", which brings no event. Without it (practice remounts the table) nothing is noticed.
   */
  readonly game?: number | null;
  /**
   * `events` are the deal's last steps from a snapshot (a page opened anew): the log and the
   * partners' recent plays are rebuilt from them, without sounds or speech.
   */
  readonly restored?: boolean;
  /** The other seats' news among the restored events (`restored`; protocol `recent[].seats`). */
  readonly restoredNews?: readonly RestoredNews[];
  /** At a server table: lines from the frame for the log (who the computer plays for now, `useSeatNewsLines`). */
  readonly notes?: readonly LogLine[];
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
  /**
   * At a server table, by event of `events`: it came with a play the computer made for the own seat
   * (A3, T14 — the server says so, protocol `by`); the log reads "Der Computer (für dich) …" for it.
   */
  readonly byComputer?: readonly boolean[];
  /** Practice: "Nächste Partie" between deals. */
  readonly onNext?: () => void;
  /** Practice: "Nochmal" after the end (a server table has the frame's). */
  readonly onAgain?: () => void;
  readonly lobbyHref: string;
  /** A replay step: shown only — no keys, no moves. */
  readonly readOnly?: boolean;
  /** A replay step: the lines of the steps up to it, for the log (a plain list, not a live region). */
  readonly replayLog?: readonly ShownLine[];
  /**
   * At a server table: the table's game, under which the clock's last reading is kept over a page
   * reload (`clock-carry.ts`); without it (practice, replay) nothing is kept.
   */
  readonly clockCarry?: string | null;
  /**
   * The table fills the window while the deal runs (practice and server tables, a replay on a wide
   * window; issue 19): the
   * page does not scroll, the log scrolls inside its panel.
   */
  readonly screen?: boolean;
}

export { pileName };

/**
 * A phone held upright: the peaks' tenth of the width is under 44 px (ten cards across the bottom
 * row), so the free cards are played from a row of large buttons under the peaks (`PeaksArea`).
 */
export const FREE_ROW_QUERY = '(max-width: 30rem) and (pointer: coarse)';

export function GipfelsturmTable(props: GipfelsturmTableProps) {
  const { view, names, events, step, countdownEnd, refused, badge, title } = props;
  const { lang } = useI18n();
  const settings = useSettings();
  const tx = TEXT[lang];
  const readOnly = props.readOnly === true;
  // A watcher (no seat: "Zuschauen" at an online table) sees the peaks, the piles, the calls heard,
  // the clock and the log as they are, and no seat's tools: the free cards are pictures, not
  // buttons; no quick calls, no pile keys or key list (its keys do nothing, `keyIntent`).
  const watching = view.seat === null && !readOnly;
  // Shown only: a replay step, or a watcher's table.
  const still = readOnly || watching;
  // A replay passes `screen` where it fits the window (its step controls over the table).
  const screen = props.screen === true && !view.over;
  useMusic(GIPFELMARSCH, !readOnly);
  useScreenLayout(screen);
  const freeRow = useMediaQuery(FREE_ROW_QUERY) && !still;
  const speak = useMemo(() => browserSpeak(), []);
  const me = view.seat;
  const cardText = useCallback((c: Card) => tx.cardName(c), [tx]);
  // Whose pile is "deiner": the own seat's — in a replay the reader's seat, whoever's view is shown.
  const you = yourSeat(tx, names, me, readOnly);
  const pileOf = useCallback((s: number) => pileName(tx, you, names, s), [tx, you, names]);
  const counting = countdownEnd !== null;
  // Before "Los!" (server countdown), after the end and while the computer plays the seat nothing may be played.
  const live = !still && !counting && !view.over && !props.between && props.away !== true && started(view);
  // The countdown at the own seat: a table key or a click on a card is answered "Noch nicht – erst
  // nach „Los!“." in the message line (the live region of refusals), the focus left where it is.
  const early = counting && !still && !view.over && !props.between && props.away !== true;
  const [mode, setMode] = useState<KeyMode>('normal');
  const focusRanks = useRef(false);
  useEffect(() => {
    if (mode !== 'need' || !focusRanks.current) return;
    focusRanks.current = false;
    rootRef.current?.querySelector<HTMLElement>('.gs-need .gs-rank')?.focus();
  }, [mode]);
  // `early`: the countdown's "Noch nicht …", gone at "Los!".
  const [message, setMessage] = useState<{ text: string; n: number; early?: true } | null>(null);
  const [bounce, setBounce] = useState<{ card: Card; n: number } | null>(null);
  const restored = props.restored === true;
  // The log (kept as what happened, said in the current language) and the partners' recent plays,
  // kept from the events of the table's game (`table-log.ts`). A new game at the table ("Nochmal")
  // drops an old message.
  const { log, acts } = useGipfelLog(props, () => {
    setMessage(null);
    setBounce(null);
    setMode('normal');
  });
  const rootRef = useRef<HTMLDivElement>(null);
  const dragged = useRef<Card | null>(null);

  // What happened in the last step: heard (not after a snapshot — nothing of it is new).
  useEffect(() => {
    if (step === 0 || restored || events.length === 0) return;
    // The own play that went through: a message about an earlier one would mislead now.
    if (events.some((e) => (e.type === 'played' || e.type === 'turned') && e.seat === me)) setMessage(null);
    // The quick calls replace talking (G3): with "Ansagen sprechen" on, a partner's call is heard.
    if (settings.speech && speak && !readOnly)
      for (const e of events) if (e.type === 'called' && e.seat !== me) speak(tx.callText(e.call), lang);
    if (settings.sounds && !readOnly) {
      if (events.some((e) => e.type === 'gameOver')) playCue('gong');
      else if (events.some((e) => e.type === 'called' && e.seat !== me)) playCue('bell');
      else if (events.some((e) => e.type === 'played' || e.type === 'turned')) playCue('lay');
    }
    // Only a new step is heard.
  }, [step]);

  // A refusal from the server: the card bounces back and the sentence says why.
  useEffect(() => {
    if (!refused) return;
    const card = refused.move?.type === 'play' ? refused.move.card : null;
    const why = refusalOf(refused.code, view, props.between === true);
    setMessage({ text: tx.refusal(why, card === null ? null : cardText(card)), n: refused.n });
    if (card !== null) setBounce({ card, n: refused.n });
  }, [refused]);

  // A message says what just happened; after a few seconds it would mislead, so it goes.
  useEffect(() => {
    if (!message) return undefined;
    const h = window.setTimeout(() => setMessage(null), 5000);
    return () => window.clearTimeout(h);
  }, [message]);

  const say = useCallback((text: string) => setMessage((m) => ({ text, n: (m?.n ?? 0) + 1 })), []);

  const notYet = useCallback(
    () => setMessage((m) => ({ text: tx.refusal('notYet', null), n: (m?.n ?? 0) + 1, early: true })),
    [tx],
  );
  // "Noch nicht …" is over at "Los!": it would mislead beside the first cards.
  useEffect(() => {
    if (!counting) setMessage((m) => (m?.early ? null : m));
  }, [counting]);

  const act = useCallback(
    (intent: Intent) => {
      switch (intent.type) {
        case 'move':
          if (intent.move.type === 'call') setMode('normal');
          props.onMove(intent.move);
          return;
        case 'noFit':
          say(
            intent.pile === undefined
              ? tx.noFit(cardText(intent.card))
              : tx.noFitPile(cardText(intent.card), pileOf(intent.pile)),
          );
          setBounce((b) => ({ card: intent.card, n: (b?.n ?? 0) + 1 }));
          return;
        case 'focus':
          rootRef.current?.querySelector<HTMLElement>(`[data-card="${intent.card}"]`)?.focus();
          return;
        case 'focusStock':
          rootRef.current?.querySelector<HTMLElement>('.gs-flip')?.focus();
          return;
        case 'needOpen':
          // By the key B: the focus goes to the first rank, so a screen reader is in the picker (QA
          // 6 Dec 2026: it stayed on the page's heading). A click leaves it on the open toggle.
          focusRanks.current = true;
          setMode('need');
          return;
        case 'needClose':
          setMode('normal');
          return;
        case 'keyNote':
          say(intent.note === 'noPile' ? tx.noThirdPile : tx.noCardFocused(tx.keyName(intent.key)));
          return;
        case 'notYet':
          notYet();
          return;
        case 'none':
          return;
      }
    },
    [props, say, notYet, tx, cardText, pileOf],
  );

  // Keys (docs/web-gipfelsturm.md). Enter/Space on a button (a card, "Aufdecken") are the button's own;
  // elsewhere they say how to get to a card (`keyIntent`).
  useEffect(() => {
    if (!live) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e, { buttons: true })) return;
      const el = e.target as HTMLElement | null;
      // Enter/Space elsewhere keep their own use (the key list's <summary>, the log's scrolling) but
      // on the page or a heading, where they did nothing, say how to reach a card.
      const nowhere = el === null || el === document.body || /^H[1-6]$/.test(el.tagName);
      if ((e.key === 'Enter' || e.key === ' ') && !nowhere) return;
      const focusedCard = el?.dataset.card !== undefined ? Number(el.dataset.card) : null;
      const intent = keyIntent(view, mode, e.key, focusedCard, freeRow ? freeCardsAcross(view) : freeCards(view));
      // A key that chooses no rank while the picker is open: which keys do.
      if (intent.type === 'none' && needKeyMiss(mode, e.key)) {
        e.preventDefault();
        say(tx.needKeys);
        return;
      }
      if (intent.type === 'none') return;
      e.preventDefault();
      act(intent);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view, mode, act, live, freeRow, say, tx]);

  // The countdown: the table's keys say why nothing happens yet (Enter and Space as when live:
  // on a card they are its button's click, answered by `onCard`).
  useEffect(() => {
    if (!early) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (!isPageKey(e, { buttons: true }) || !isTableKey(e.key)) return;
      const el = e.target as HTMLElement | null;
      const nowhere = el === null || el === document.body || /^H[1-6]$/.test(el.tagName);
      if ((e.key === 'Enter' || e.key === ' ') && !nowhere) return;
      e.preventDefault();
      notYet();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [early, notYet]);

  const onCard = (card: Card) => {
    if (early) {
      notYet();
      return;
    }
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
  const free = freeRow ? freeCardsAcross(view) : freeCards(view);
  // A focused card that left the peaks (played by anyone) hands the focus to the card now at its
  // place in the free cards' order (the keys' order), else to "Aufdecken"; a call's button that went
  // (a rank picked, a needed rank no longer needed) to the call now at its place — so a keyboard
  // player never drops out of the table in the middle of a series.
  useFocusFollows(rootRef, {
    off: readOnly,
    regions: [
      {
        items: (root) => free.map((c) => root.querySelector<HTMLElement>(`button[data-card="${c}"]`)),
        fallback: '.gs-flip',
      },
      { items: '.gs-calls button' },
    ],
    // The table opens with the focus nowhere ("Los geht’s", "Nochmal" gone): its heading, through the
    // countdown — the keys work from anywhere, but a screen reader should not be left on the page.
    opening: 'h1[tabindex]',
  });

  return (
    <div
      className="gs-table"
      ref={rootRef}
      data-live={live || undefined}
      data-hints={settings.highlightPlayable || undefined}
      data-step={step}
      data-screen={screen || undefined}
      data-players={view.players}
      data-free-row={freeRow || undefined}
      data-picking={(mode === 'need' && live) || undefined}
      data-away={props.away === true || undefined}
    >
      <div className="gs-top">
        {title && <h1 tabIndex={-1}>{title}</h1>}
        {badge && <p className="gs-badge">{badge}</p>}
        <Clock view={view} tx={tx} carry={props.clockCarry ?? null} held={counting} />
        {!nextDealWaits && <p className="gs-left">{tx.peaksLeft(peaksLeft(view))}</p>}
        {/* Beside the clock, never over the summits. Always in the page, so the live region is heard. */}
        <p className="gs-message" role="status" data-empty={message === null || undefined}>
          {/* Each message a new node (its count as key): the same sentence said twice — 3 pressed
              again — is heard again; an unchanged text in a live region is not (QA 6 Dec 2026). */}
          {message && <span key={message.n}>{message.text}</span>}
        </p>
      </div>

      {/* Between two Rekordjagd deals the view holds the next deal already: its cards stay hidden
          under the finished deal's result until that deal's countdown (nobody studies them early). */}
      <PeaksArea
        view={view}
        tx={tx}
        live={live}
        readOnly={still}
        hidden={nextDealWaits}
        highlight={settings.highlightPlayable}
        pending={props.pending}
        bounce={bounce}
        pileOf={pileOf}
        onCard={onCard}
        onDragStart={(card) => {
          dragged.current = card;
        }}
        // The focus is followed by the table's `focusin` (useFocusFollows above), not card by card.
        countdown={counting && countdownEnd !== null ? <Countdown end={countdownEnd} tx={tx} /> : null}
        freeRow={freeRow}
      />

      <PilesRow
        view={view}
        names={names}
        tx={tx}
        me={me}
        you={you}
        readOnly={still}
        live={live}
        early={early}
        hidden={nextDealWaits}
        acts={acts}
        pileOf={pileOf}
        dragging={() => dragged.current !== null}
        onDrop={onDrop}
        act={act}
      />

      {!still && (
        <QuickCalls view={view} tx={tx} lang={lang} live={live} early={early} mode={mode} setMode={setMode} act={act} />
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

      <SideStrip
        tx={tx}
        log={readOnly ? (props.replayLog ?? null) : log}
        quiet={view.config.stillerGipfel}
        readOnly={readOnly}
        keys={!still}
      />
    </div>
  );
}
