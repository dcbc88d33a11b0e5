/**
 * The Speedclimb table screen. Renders a seat's view and reports intent only; what may be played
 * comes from the view's legal moves (a hand-built camp is checked by the engine, see model.ts).
 * Used at server tables, in offline practice and (read-only) for replay steps.
 */
import { ROUTES, type Card, type Decision, type Event, type Move, type View } from '@kartenhaus/speedclimb';
import { useEffect, useRef, useState } from 'react';
import { useI18n, useSettings } from '../../context.js';
import {
  choicesOf,
  freshInput,
  keepMove,
  keepPositions,
  keyIntent,
  meldClick,
  myTurn,
  NO_INPUT,
  shown,
  standings,
  wishMove,
  type Overlay,
  type PendingInput,
  type StageWish,
} from './model.js';
import { HandCards } from './HandCards.js';
import { Melds, Seats } from './panels.js';
import { SideStrip } from './SideStrip.js';
import { TableDialogs } from './TableDialogs.js';
import { useFocusFollows } from '../../table/focus-follows.js';
import type { RestoredNews } from '../../table/seat-news.js';
import type { LogLine, ShownLine } from '../../table/log-lines.js';
import { useMusic } from '../../table/music.js';
import { useRefusal } from '../../table/refusal.js';
import { useMediaQuery, useNarrow, useScreenLayout, useSideways } from '../../table/screen-layout.js';
import { LAENDLER } from './music.js';
import { TEXT } from './strings.js';
import { useIntents, useTableKeys, useTableLog, type TableRefusal } from './table-hooks.js';
import { Board, SortButton } from './Board.js';
import { EndBlock, TopBar } from './TableTop.js';
import './speedclimb.css';
import './speedclimb-panels.css';
import './speedclimb-screen.css';
import './speedclimb-phone.css';
import './speedclimb-sideways.css';
import { NAME } from '@kartenhaus/speedclimb/name';

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
  /** The other seats' news among the restored events (`restored`; protocol `recent[].seats`). */
  readonly restoredNews?: readonly RestoredNews[];
  /** At a server table: lines from the frame for the log (who the computer plays for now, `useSeatNewsLines`). */
  readonly notes?: readonly LogLine[];
  /** At a server table: the computer plays the own seat now (A3): nothing to choose, the banner says so. */
  readonly away?: boolean;
  /** At a server table: the own "Weiter" is given, others still read; the next Durchgang waits for them. */
  readonly waiting?: boolean;
  /**
   * At a server table, by event of `events`: it came with a move the computer made for the own seat
   * (think time ran out, T4, or the seat is away, A3 — the server says so): the log says so, also
   * when rebuilt from a snapshot.
   */
  readonly byComputer?: readonly boolean[];
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
  /** A replay step: the lines of the steps up to it, for the log (a plain list, not a live region). */
  readonly replayLog?: readonly ShownLine[];
  /**
   * The table fills the window while the game runs (practice and server tables, a replay on a wide
   * window; issue 19): the
   * page does not scroll, the combinations and the log scroll inside their panels.
   */
  readonly screen?: boolean;
}

/** A window too low for the end on one screen (the end then reads as a page, as on a phone). */
export const SHORT_END_QUERY = '(max-height: 40rem)';

export function SpeedclimbTable(props: SpeedclimbTableProps) {
  const { view, step, thinking, names, hintAllowed, badge, title } = props;
  const { lang, err } = useI18n();
  const settings = useSettings();
  const tx = TEXT[lang];
  const readOnly = props.readOnly === true;
  // A watcher (no seat: "Zuschauen") sees the table as it is and no seat's tools: no Rat, no key
  // hints or key line (its keys do nothing, `keyIntent`), no actions. The Bilanz is theirs to read.
  const watching = view.seat === null && !readOnly;
  const [input, setInput] = useState<PendingInput>(NO_INPUT);
  const [overlay, setOverlay] = useState<Overlay>('none');
  const [hint, setHint] = useState<Decision | null | 'thinking'>(null);
  const { refused, key: refusedKey, setRefused } = useRefusal<TableRefusal>();
  const log = useTableLog(props, lang, tx, readOnly);
  useMusic(LAENDLER, !readOnly);
  const [keep, setKeep] = useState<readonly number[]>([]);
  const [stageWish, setStageWish] = useState<StageWish | null>(null);
  const summaryOpen = props.summary !== null;
  const effectiveOverlay: Overlay = summaryOpen ? 'summary' : overlay;
  const over = view.phase === 'over';
  const me = view.seat ?? 0;
  // A phone's one-screen table: every player's depot in a row of its own, the Material beside the camp field.
  // A phone held upright or sideways: the depots in a row of their own, the sort button with the actions.
  const upright = useNarrow();
  const sideways = useSideways();
  const narrow = upright || sideways;
  // A replay passes `screen` where it fits the window (its step controls over the table). Wide, the
  // table stays one screen when the game is over, as Speedlift's does (QA 7 Dec 2026): the end block
  // takes the place of the piles, the camp field and the combinations, so who won and "Nochmal" (at
  // a server table the frame's "Partie zu Ende" under the table) are seen at once — read as a page
  // they had stood under the hand and the log, 1779 px down a practice page and 2122 px down a server
  // table's at 1280 × 800. A phone's end and a replay's last step still read as a page.
  // A short wide window (1024 × 600) reads the end as a page too: under the seats and beside the
  // hand the end block was about 150 px high — "Endstand" showed one place and a half, the Bilanz
  // two rows, the rest scrolling inside (QA 7 Dec 2026, a table of six).
  const short = useMediaQuery(SHORT_END_QUERY);
  const screen = props.screen === true && !(over && (narrow || readOnly || short));
  useScreenLayout(screen);
  const depotRow = screen && narrow && ROUTES[view.route].piles === 'depots';

  // A new position: the choice, the Rat and a refusal belonged to the last one ("Du bist gerade nicht
  // dran." stood on beside "Du bist dran." once the turn came, QA 7 Dec 2026; Speedlift's goes alike).
  useEffect(() => {
    setInput(freshInput);
    setHint(null);
    setRefused(null);
  }, [view]);

  // The Bilanz opens: the carry-over choice starts with the game's proposal.
  useEffect(() => {
    if (summaryOpen) setKeep(keepPositions(view, input));
  }, [props.summary]);

  // A stage picked before the own turn is sent as the turn's first move (S12, SC9).
  useEffect(() => {
    // (Not while the computer plays the seat: the server refuses the seat's moves.)
    const m = readOnly || props.away === true ? null : wishMove(view, stageWish);
    if (m) {
      setStageWish(null);
      setRefused(props.onMove(m));
    }
  }, [view]);

  const mustKeep = view.phase === 'carry' && view.keepPending[me] === true && view.keep !== null;
  const hand = shown(view, input);
  const keepCards = keep.map((p) => hand[p]).filter((c): c is Card => c !== undefined);
  const keepChoice = mustKeep ? keepMove(view, keepCards) : null;

  const act = useIntents(props, view.hand.length, mustKeep ? { choice: keepChoice } : null, {
    setInput,
    setOverlay,
    setHint,
    setRefused,
  });

  useTableKeys(readOnly, (key) => keyIntent(view, input, key, effectiveOverlay, hintAllowed), act, summaryOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  // The keyboard focus never drops to the page in the middle of a game: when the table opens with
  // the focus nowhere (after "Losklettern" the setup's button is gone) its heading takes it; when the
  // focused button leaves the table — the Material's after the draw, "Abwerfen: …" after the
  // discard, a card laid from the hand — or a Bilanz closes with nothing to hand it back to, the
  // hand's card last focused (wherever "S" sorted it), else the card at its place (else the first)
  // takes it, else the heading. A card chosen by its key (1–9, 0, ← →) takes the focus too, so
  // Enter — which on a focused button is the button's — acts on the chosen card ("A oder Enter
  // abwerfen", HandCards' `onEnter`), never on a card focused before (QA 4 Dec 2026: a second card
  // got chosen and nothing was discarded).
  const heading = 'h1[tabindex], .sc-standings h2[tabindex]';
  useFocusFollows(rootRef, {
    off: readOnly,
    regions: [{ items: '.sc-hand .sc-hand-cards .sc-card-button', fallback: heading, same: 'data-card' }],
    opening: heading,
    chosen: { value: input.selected.at(-1) ?? null, selector: '.sc-hand .sc-hand-cards [data-chosen-last]' },
  });

  // (Not while the computer plays the seat: the server refuses the seat's moves, ERR_AWAY.)
  const active = !readOnly && props.away !== true && myTurn(view) && !summaryOpen;
  const { draws, card, layoffs, discard, pack, storms, green, fit } = choicesOf(view, input, active);
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
  const sortButton = <SortButton tx={tx} byColor={input.sortBy === 'color'} act={act} />;
  // A chosen card that fits a combination: the first of them is brought into its panel's view.
  const firstFit = layoffs[0]?.meld ?? null;
  useEffect(() => {
    if (firstFit === null) return;
    document.querySelector('.sc-meld[data-fits]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [firstFit, card]);
  // The game's end says who won (the turn line is a live region; the standings' list is read only
  // when the player goes there).
  // A seat the computer played to the end after "Tisch verlassen" (A3): its win is the computer's —
  // "Du gewinnst." had stood over the frame's "sein Ergebnis zählt nicht für dich" (QA 7 Dec 2026).
  const winners = standings(view)
    .filter((p) => p.place === 1)
    .map((p) => (props.away === true && p.seat === view.seat ? tx.computerForYou : (names[p.seat] ?? '')));
  // While a round's Bilanz is open the next round waits for its "Weiter" (the server's table waits
  // for every seated human): "Du bist dran." over the dialog had asked for a move nobody could make.
  // While the computer plays the seat, the seat's turn is the computer's.
  const mineAway = props.away === true && view.turn === view.seat;
  const turnText = over
    ? `${tx.gameOver} ${tx.gameWon(winners)}`
    : summaryOpen
      ? tx.nextRoundAfterBilanz
      : props.waiting === true
        ? tx.nextRoundWhenAllRead
        : active
          ? tx.turnYou
          : view.phase === 'carry'
            ? tx.keepOthers
            : mineAway
              ? tx.turnAway
              : tx.turnOther(names[view.turn] ?? '');

  return (
    <div
      ref={rootRef}
      className="sc-table"
      data-turn={active ? 'me' : 'other'}
      data-phase={view.phase}
      data-step={step}
      data-screen={screen || undefined}
      data-route={view.route}
      // The Zahnrad's "Passende Karten hervorheben": what can be done now glows (the piles to take
      // from or discard on, the fitting combinations, the proposal's cards); off, the names still say it.
      data-hints={settings.highlightPlayable || undefined}
      // The computer plays the seat (A3): the phone's table gives the camp field the room its own hints had.
      data-away={props.away === true || undefined}
    >
      <TopBar
        view={view}
        tx={tx}
        title={title}
        badge={badge}
        turnText={turnText}
        active={active}
        readOnly={readOnly || watching}
        hintAllowed={hintAllowed && !watching}
        act={act}
      />

      <Seats
        view={view}
        names={names}
        thinking={thinking}
        tx={tx}
        storms={storms}
        onMove={(m) => act({ type: 'move', move: m })}
      />

      {over && !summaryOpen && (
        <EndBlock
          view={view}
          names={names}
          tx={tx}
          lobbyHref={props.lobbyHref}
          onAgain={props.onAgain}
          focus={!readOnly}
          scrolls={screen}
        />
      )}

      <Board
        pileProps={pileProps}
        depotRow={depotRow}
        camp={
          view.seat !== null && !over
            ? {
                input,
                active,
                act,
                setInput,
                layElsewhere: screen,
                owner: readOnly && names[me] !== tx.you ? (names[me] ?? '') : undefined,
                stageWish,
                away: props.away === true,
                onStageWish:
                  readOnly || summaryOpen ? undefined : (stage) => setStageWish({ round: view.round, stage }),
              }
            : null
        }
      />

      <Melds
        view={view}
        names={names}
        lang={lang}
        tx={tx}
        targets={layoffs}
        onMove={(m) => act({ type: 'move', move: m })}
        onMeldClick={active ? (meld, x) => act(meldClick(view, input, meld, x)) : undefined}
        scrolls={screen}
        compact={screen && upright && !sideways}
      />

      {view.seat !== null && (
        <HandCards
          hand={hand}
          input={input}
          green={green}
          fit={fit}
          heading={readOnly ? tx.handOf(names[me] ?? '') : tx.hand}
          readOnly={readOnly}
          lang={lang}
          tx={tx}
          act={act}
          onEnter={() => act(keyIntent(view, input, 'Enter', effectiveOverlay, hintAllowed))}
          sort={!readOnly && !(screen && narrow) ? sortButton : null}
        />
      )}

      {refused && (
        <p key={refusedKey} role="alert" className="state state-error sc-refused">
          {typeof refused === 'string'
            ? err(refused, NAME)
            : tx.partCount(refused.part, tx.kinds[refused.kind](refused.size), refused.size, refused.chosen)}
        </p>
      )}
      {/* Right of the table when wide: the actions, the backpack "rechts unten" and, above them,
          the log and the keys (later in the tab order, so the actions come right after the hand). */}
      <SideStrip
        view={view}
        lang={lang}
        tx={tx}
        input={input}
        act={act}
        setInput={setInput}
        active={active}
        screen={screen}
        readOnly={readOnly || watching}
        hintAllowed={hintAllowed}
        sort={screen && narrow && view.seat !== null ? sortButton : null}
        draws={draws}
        card={card}
        discard={discard}
        pack={pack}
        storms={storms.length > 0}
        log={readOnly ? (props.replayLog ?? null) : log}
        logLive={!readOnly}
      />

      <TableDialogs
        view={view}
        names={names}
        lang={lang}
        tx={tx}
        summary={props.summary}
        overlay={overlay}
        onClose={() => setOverlay('none')}
        onConfirm={() => act({ type: 'confirm' })}
        hint={hint}
        keep={
          mustKeep
            ? {
                hand,
                chosen: keep,
                ok: keepChoice !== null,
                onToggle: (p) => setKeep((k) => (k.includes(p) ? k.filter((x) => x !== p) : [...k, p])),
              }
            : null
        }
      />
    </div>
  );
}
