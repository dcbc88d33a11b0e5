/**
 * The Speedlift table screen. Renders a seat's view and reports intent only; what may be played
 * comes from the view's legal moves. Used by offline practice (and the Fahrschule's positions).
 * Its parts: TableTop, Seats, RideArea, HandCards, SideStrip, EndBlock and TableDialogs, the
 * read-only panels (panels.tsx) and the effects (table-hooks.ts).
 */
import type { Seat } from '@kartenhaus/core';
import type { Card, Event, Hint, Move, View } from '@kartenhaus/speedlift';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useI18n, useSettings } from '../../context.js';
import { useFocusFollows } from '../../table/focus-follows.js';
import type { RestoredNews } from '../../table/seat-news.js';
import type { LogLine, ShownLine } from '../../table/log-lines.js';
import { openPanel } from '../../table/open-panel.js';
import { useActors } from '../../table/actors.js';
import { useRefusal } from '../../table/refusal.js';
import { useNarrow, useScreenLayout, useSideways } from '../../table/screen-layout.js';
import { HandCards } from './HandCards.js';
import {
  activePreview,
  applyInput,
  detailCardOf,
  myTurn,
  NO_INPUT,
  playableCards,
  refusalOutlives,
  type Intent,
  type Overlay,
  type PendingInput,
  type Refusal,
} from './model.js';
import { CardDetail, MarkerLegend } from './panels.js';
import { RideArea } from './RideArea.js';
import { Seats } from './Seats.js';
import { SideStrip } from './SideStrip.js';
import { refusalText, TEXT } from './strings.js';
import { EndBlock, TableDialogs } from './TableDialogs.js';
import { useLongPress, useStoreSounds, useTableKeys, useTableLog } from './table-hooks.js';
import { WALTZ } from './music.js';
import { useMusic } from '../../table/music.js';
import { TableTop } from './TableTop.js';
import './speedlift.css';
import './speedlift-screen.css';
import './speedlift-phone.css';
import './speedlift-sideways.css';

export { AbrechnungTable } from './panels.js';

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
  /** The other seats' news among the restored events (`restored`; protocol `recent[].seats`). */
  readonly restoredNews?: readonly RestoredNews[];
  /** At a server table: lines from the frame for the log (who the computer plays for now, `useSeatNewsLines`). */
  readonly notes?: readonly LogLine[];
  /**
   * At a server table: the table's game (`info.gameNo`); when it moves on ("Nochmal") the log says a
   * new game begins.
   */
  readonly game?: number | null;
  /** At a server table: the own "Weiter" is given, others still read; the next round waits for them. */
  readonly waiting?: boolean;
  /**
   * At a server table, by event of `events`: it came with a move the computer made for the own seat
   * (think time ran out, T4, or the seat is away, A3 — the server says so); the log reads "Der
   * Computer (für dich) legt …" for it, not "Du legst …" (QA 5 Dec 2026), also when rebuilt.
   */
  readonly byComputer?: readonly boolean[];
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
  /** A replay step: the lines of the steps up to it, for the log (a plain list, not a live region). */
  readonly replayLog?: readonly ShownLine[];
  /**
   * The table fills the window while the game runs (practice and server tables; issue 19; a replay
   * on a wide window):
   * the page does not scroll, the log scrolls inside its panel.
   */
  readonly screen?: boolean;
}

export function SpeedliftTable(props: SpeedliftTableProps) {
  const { view, step, events, thinking, names, hintAllowed, badge, title } = props;
  const { lang, err } = useI18n();
  const settings = useSettings();
  const tx = TEXT[lang];
  const [input, setInput] = useState<PendingInput>(NO_INPUT);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const [hint, setHint] = useState<Hint | null | 'thinking'>(null);
  const [touchDetail, setTouchDetail] = useState<Card | null>(null);
  const { refused, key: refusedKey, setRefused } = useRefusal<Refusal>();
  // The card a refusal was about (a lifted card that does not fit), so its detail can say why.
  const [refusedCard, setRefusedCard] = useState<Card | null>(null);
  // Moves the computer made for a player (T4, A3) are not "Du legst …" / "Ben legt …" but the computer's for them.
  const actors = useActors(names, view.seat, tx, props.byComputer);
  const restored = props.restored === true;
  const prevView = useRef<View | null>(null);
  const standingsRef = useRef<HTMLDivElement>(null);

  const abrechnungOpen = props.abrechnung !== null;
  const effectiveOverlay: Overlay = abrechnungOpen ? 'abrechnung' : overlay;
  const handBehindAbrechnung = props.abrechnung !== null && !view.over && props.abrechnung < view.round;

  const readOnly = props.readOnly === true;
  // A watcher (`view.seat === null`: "Zuschauen") holds no hand and plays nothing: no "Deine Hand",
  // no key hints or key line (its keys do nothing, `keyIntent`), no Rat and no counting help — the
  // Zahnrad's help for a player's own hand. The Abrechnung and the Bilanz are theirs to read.
  const watching = view.seat === null;
  useStoreSounds(events, step, prevView.current?.dir ?? null, readOnly || restored);
  // The music plays on over a reload (a snapshot is heard without cues, not without music).
  useMusic(WALTZ, !readOnly);
  // A replay passes `screen` where it fits the window (its step controls over the table).
  const screen = props.screen === true;
  // Also when the game is over (QA 5 Dec 2026): the end block takes the dial's and the ride's place
  // (an empty ride, the lift stopped), so the table keeps its shape and who won is seen at once. Off
  // the one screen the full-width table had become a narrower page (1088 px of 1255 at 1280 × 720,
  // 1438 px high in practice, 1882 px at a server table) with "Endstand" below the fold.
  useScreenLayout(screen);
  // On a phone (upright or sideways) the counting help is a sheet of its own (a button opens it); wide, it stands beside the log.
  const narrow = useNarrow();
  const sideways = useSideways();
  const counting = settings.countingHelp && !watching;
  const countingSheet = screen && (narrow || sideways) && counting;
  const [countingOpen, setCountingOpen] = useState(false);

  const log = useTableLog({
    tx,
    view,
    step,
    events,
    names,
    actors,
    restored,
    prevView,
    notes: props.notes,
    game: props.game ?? null,
    news: props.restoredNews,
  });

  // A new step drops the lifted card if it left the hand.
  useEffect(() => {
    setInput((i) => (i.lifted && !view.hand.includes(i.lifted) ? NO_INPUT : i));
    setHint(null);
    // Kept as it stands (not said again) while it is still true: "nicht dran" until the own turn.
    setRefused(refusalOutlives(refused, view) ? refused : null, { again: false });
  }, [view]);

  useEffect(() => {
    if (view.over && !abrechnungOpen && !readOnly) standingsRef.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [view.over, abrechnungOpen]);

  // The keyboard focus follows the hand: a card chosen by its key (1–9, 0, ← →) takes the focus, so
  // Enter — which presses the focused button — lays the chosen card, never another one; when the
  // focused card leaves the hand (laid, or the round's new hand dealt) or a dialog over the table
  // closes with nothing to give the focus back to, the card now at the same place takes it.
  const rootRef = useRef<HTMLDivElement>(null);
  useFocusFollows(rootRef, {
    off: readOnly,
    regions: [{ items: '.sl-hand-cards .sl-card-button' }],
    // The table opens with the focus nowhere ("Losfahren", "Nochmal fahren" gone): its heading.
    opening: 'h1[tabindex]',
    chosen: { value: input.lifted, selector: '.sl-hand-cards [data-lifted]' },
  });

  const act = useCallback(
    (intent: Intent) => {
      switch (intent.type) {
        case 'lift':
        case 'drop':
          setInput((i) => applyInput(i, intent));
          // A lifted card that does not fit repeats what stands (not said again at each card arrowed
          // to); a second tap on it is a refusal said anew.
          setRefused(intent.refused ?? null, { again: intent.type === 'drop' });
          // A refused lift or second tap: the card's detail says why (on a phone the alert hides).
          setRefusedCard(intent.refused ? (intent.card ?? null) : null);
          return;
        case 'refused':
          setRefused(intent.why);
          setRefusedCard(null);
          return;
        case 'move': {
          setInput(NO_INPUT);
          setRefused(props.onMove(intent.move) as Refusal | null);
          setRefusedCard(null);
          return;
        }
        case 'hint':
        case 'bilanz':
          openPanel(intent.type, props.onHint, { setOverlay, setHint });
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

  useTableKeys(readOnly, view, input, effectiveOverlay, hintAllowed, act);
  const { longPress, onCardPointerDown, endPress } = useLongPress(setTouchDetail);

  const playable = playableCards(view);
  const preview = activePreview(view, input);
  const mine = myTurn(view);
  // On a phone (upright or sideways) the detail lies over the ride.
  const detailCard = detailCardOf(input, narrow || sideways, abrechnungOpen);
  const refusal =
    refused &&
    refusalText(
      tx,
      lang,
      refused,
      { floor: view.floor, dir: view.dir, gleiche: view.config.gleicheEtageHaelt, handSize: view.hand.length },
      err,
    );
  // The detail of the refused card says why itself; where it lies over the ride (phones) the
  // alert below is then read, not shown, instead of covering the detail's last lines.
  const detailRefusal = refusal && refusedCard !== null && refusedCard === detailCard ? refusal : null;

  return (
    <div
      ref={rootRef}
      className="sl-table"
      data-turn={mine ? 'me' : 'other'}
      data-step={step}
      data-screen={screen || undefined}
      data-over={view.over || undefined}
      data-players={view.config.players}
    >
      <TableTop
        view={view}
        tx={tx}
        title={title}
        badge={badge}
        readOnly={readOnly || watching}
        hintAllowed={hintAllowed && !watching}
        mine={mine}
        countingSheet={countingSheet}
        act={act}
        onCounting={() => setCountingOpen(true)}
      />

      <Seats view={view} names={names} tx={tx} thinking={thinking} step={step} events={events} />
      {/* At one screen the legend stands in the side column (the grid has no row for it here). */}
      {!screen && <MarkerLegend view={view} tx={tx} />}
      <RideArea
        view={view}
        names={names}
        tx={tx}
        preview={preview}
        mine={mine}
        readOnly={readOnly}
        waiting={props.waiting === true}
        behindDialog={abrechnungOpen}
      />

      {/* After the game an empty hand is no place: no heading over nothing (a hand still holding
          Ladenhüter stays, it is part of the last Abrechnung). A watcher (no seat) has no hand. */}
      {/* The next round is dealt with the round's last card: behind the Abrechnung of the round before
          (headed "Runde 1" while the table reads "Runde 2") its hand is not shown yet (QA 6 Dec 2026). */}
      {!watching && handBehindAbrechnung && (
        <section className="sl-hand" aria-labelledby="sl-hand-h">
          <h2 id="sl-hand-h">{tx.hand}</h2>
          <p className="muted">{tx.handAfterAbrechnung}</p>
        </section>
      )}
      {!watching && !handBehindAbrechnung && !(view.over && view.hand.length === 0) && (
        <HandCards
          view={view}
          names={names}
          tx={tx}
          input={input}
          setInput={setInput}
          act={act}
          readOnly={readOnly}
          mine={mine}
          playable={playable}
          longPress={longPress}
          onCardPointerDown={onCardPointerDown}
          endPress={endPress}
        />
      )}
      {refusal && (
        <p
          key={refusedKey}
          role="alert"
          className="state state-error sl-refused"
          data-in-detail={detailRefusal !== null || undefined}
        >
          {refusal}
        </p>
      )}
      <SideStrip
        view={view}
        tx={tx}
        screen={screen}
        detailCard={detailCard}
        detailRefusal={detailRefusal}
        counting={counting}
        countingSheet={countingSheet}
        log={readOnly ? (props.replayLog ?? null) : log}
        logLive={!readOnly}
        readOnly={readOnly || watching}
        hintAllowed={hintAllowed}
      />

      {view.over && !abrechnungOpen && (
        <EndBlock
          view={view}
          names={names}
          tx={tx}
          standingsRef={standingsRef}
          endNote={props.endNote}
          onAgain={props.onAgain}
          lobbyHref={props.lobbyHref}
        />
      )}

      <TableDialogs
        view={view}
        names={names}
        tx={tx}
        abrechnung={props.abrechnung}
        overlay={overlay}
        setOverlay={setOverlay}
        hint={hint}
        act={act}
        countingSheet={countingSheet}
        countingOpen={countingOpen}
        setCountingOpen={setCountingOpen}
      />
      {touchDetail && (
        <aside className="sl-press-detail" aria-label={tx.detail} data-testid="sl-press-detail">
          <CardDetail view={view} card={touchDetail} tx={tx} />
        </aside>
      )}
    </div>
  );
}
