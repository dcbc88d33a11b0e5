import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { claimPendingFocus } from '../focus.js';
import { Dialog } from '../components/Dialog.js';
import { Link } from '../components/Link.js';
import { useI18n } from '../context.js';
import type { DailyWords } from '../game-module.js';
import type { ConnectionState } from '../net/ws-client.js';
import { Clock, TimerText } from './Clock.js';
import { CopyableCode } from './SeedHash.js';

/** One seat as the frame shows it (the protocol's SeatInfo). */
export interface FrameSeat {
  readonly seat: number;
  readonly kind: 'human' | 'computer' | 'empty';
  readonly name: string | null;
  /** A3: the computer plays this human's seat. */
  readonly away: boolean;
  readonly connected: boolean;
  /** Clicked "Weiter" (summary) or "Nochmal" (after the game). */
  readonly ready: boolean;
  readonly clockMs: number | null;
  readonly grace: boolean;
  /** T13: has kept a table "ohne Uhr" waiting on one step for over 10 minutes. */
  readonly stalling?: boolean;
}

export type FramePhase = 'waiting' | 'countdown' | 'playing' | 'summary' | 'finished' | 'closed';

export interface TableFrameProps {
  readonly title: string;
  readonly phase: FramePhase;
  readonly seats: readonly FrameSeat[];
  /** The player's seat; null when watching. */
  readonly you: number | null;
  readonly stake: number;
  /** Solo table: "Nochmal aufsteigen" (Speedclimb) starts at once; otherwise "Nochmal" holds seats. */
  readonly solo: boolean;
  readonly rematchLabel: string;
  /** The summary between rounds in the game's words ("Rundenbilanz", Gipfelsturm "Nach der Partie"). */
  readonly summaryTitle: string;
  readonly connection: ConnectionState;
  /** performance.now() when the seat clocks and `timerMs` arrived. */
  readonly receivedAt: number;
  /** Countdown, summary reading time or held seats' time left. */
  readonly timerMs: number | null;
  /** Fair deal: SHA-256 of the seed (at start) and the seed (revealed at the end). */
  readonly seedHash?: string | null;
  readonly seed?: string | null;
  /** The running (or just finished) game's id: the verify page's address. */
  readonly gameId?: string | null;
  /** Names of those watching the table. */
  readonly spectators?: readonly string[];
  /** The current game was dealt to other humans too (T10: leaving it counts); default: other humans sit here. */
  readonly othersDealt?: boolean;
  /** The player is a guest (A1: no stake, no leaderboard); null: not known yet. */
  readonly guest?: boolean | null;
  /** The table fills its free seats with computers at the start (`settings.free`). */
  readonly freeToComputers?: boolean;
  /** At a Tagesfahrt: whether it is the counted attempt (the leave dialog says what leaving does to it). */
  readonly daily?: DailyLeave;
  /** The game screen confirms the round summary itself: the frame shows only who is still reading. */
  readonly ownsSummary?: boolean;
  /** The game screen shows the countdown before the start itself: the frame adds no line. */
  readonly ownsCountdown?: boolean;
  /** The round summary (the game screen draws it). */
  readonly summary?: ReactNode;
  /** The end screen's standings (the game screen draws them). */
  readonly result?: ReactNode;
  readonly children: ReactNode;
  /**
   * The game's lobby: while the computer plays the seat, the bar offers the way there instead of
   * "Tisch verlassen" — the table is left already (A3), a second "Verlassen" would change nothing.
   */
  readonly lobby?: { readonly href: string; readonly label: string } | null;
  readonly onLeave: () => void;
  readonly onBack: () => void;
  readonly onContinue: () => void;
  readonly onRematch: () => void;
}

function SeatBadge({
  s,
  you,
  receivedAt,
  phase,
  freeToComputers,
}: {
  s: FrameSeat;
  you: number | null;
  receivedAt: number;
  phase: FramePhase;
  freeToComputers: boolean;
}) {
  const { t } = useI18n();
  // Before the start a seat the computer will take says so ("leer" had read as if the game would
  // be played without it, at a table opened with "Freie Plätze beim Start: Computer" — QA 6 Dec 2026).
  const empty = phase === 'waiting' && freeToComputers ? t('seatFreeComputer') : t('seatEmpty');
  const name = s.kind === 'empty' ? empty : (s.name ?? t('computer'));
  const states: string[] = [];
  if (s.kind === 'human' && !s.connected) states.push(t('seatDisconnected'));
  // A seat the computer played: "Computer spielt" while the game runs; at its end, that it took
  // over (nobody plays any more); before the next game the seat is its player's again.
  if (s.kind === 'human' && s.away) {
    if (phase === 'playing' || phase === 'summary' || phase === 'countdown') states.push(t('seatComputerPlays'));
    else if (phase === 'finished') states.push(t('seatComputerPlayed'));
  }
  if (s.stalling) states.push(t('seatStalling'));
  return (
    <li
      className={`seat seat-${s.kind}${s.seat === you ? ' seat-you' : ''}${s.clockMs !== null ? ' seat-acting' : ''}`}
    >
      <span className="seat-no">{t('seatN', { n: s.seat + 1 })}</span>
      <span className="seat-name">
        {name}
        {s.seat === you && <span className="seat-you-tag"> ({t('you')})</span>}
        {s.kind === 'computer' && s.name !== null && s.name !== 'Computer' && s.name !== t('computer') && (
          <span className="muted"> · {t('computer')}</span>
        )}
      </span>
      {states.length > 0 && <span className="seat-state">{states.join(' · ')}</span>}
      {s.clockMs !== null && <Clock msLeft={s.clockMs} grace={s.grace} receivedAt={receivedAt} />}
    </li>
  );
}

/**
 * A Tagesfahrt's standing when its player leaves it (L8: the computer finishes an abandoned
 * attempt, and only the first attempt of the day counts): `null` for another table or a guest.
 */
export type DailyLeave = {
  readonly counts: 'counts' | 'notCounted' | 'unknown';
  /** The ride's words (its game's). */
  readonly words: DailyWords;
} | null;

/**
 * What leaving means, spelled out (A3, S13, S14/L9, T1, T10, L8, AC11). Who is a leaver is read from
 * the game: `othersHuman` — the game was dealt to other humans too (T10), whoever still plays.
 * The −10 and the lost stake hold only for one who is not back before the end (T1: "Ich bin
 * zurück" clears the mark); a guest has neither (A1: no stakes, no leaderboards). Without a
 * running game the player gets up; the last one to get up closes the table, and the page goes to the lobby.
 */
export function leaveConsequences(
  t: ReturnType<typeof useI18n>['t'],
  {
    othersHuman,
    stake,
    running,
    guest = false,
    daily = null,
    stalledBy = [],
    alone = false,
  }: {
    othersHuman: boolean;
    stake: number;
    running: boolean;
    guest?: boolean | null;
    daily?: DailyLeave;
    /** T13: the names of the others who have kept this table "ohne Uhr" waiting too long (not you). */
    stalledBy?: readonly string[];
    /** No other human sits at the table now: getting up (no game running) closes it. */
    alone?: boolean;
  },
): string[] {
  if (!running) return alone ? [t('leaveNoGame'), t('leaveClosesTable')] : [t('leaveNoGame')];
  const out = [t('leaveComputerTakes')];
  if (othersHuman && guest !== true && stalledBy.length > 0) {
    out.push(t('leaveStalled', { names: stalledBy.join(', ') }));
  } else if (othersHuman && guest !== true) {
    out.push(stake > 0 ? t('leaveStakeLost', { n: stake }) : t('leaveMinusTen'));
  } else if (!othersHuman && guest !== true && daily === null) {
    // AC11: a game of one's own left to the computer brings its points to nobody (the Tagesfahrt
    // counts as the computer finished it, L8: its own sentence below).
    out.push(t('leaveNoPoints'));
  }
  out.push(t('leaveCanReturn'));
  if (daily === null) return out;
  const words = {
    counts: daily.words.leaveCounts,
    notCounted: daily.words.leaveNotCounted,
    unknown: daily.words.leaveMaybe,
  };
  out.push(t(words[daily.counts]));
  return out;
}

/**
 * The open info popover ("i" on a phone: the seed hash, the watchers) closes as a popover does: on
 * Escape wherever the focus is (which goes back to "i"), and on a tap or click anywhere outside it
 * and "i" — it lay over "Tisch verlassen" and the status line, and stayed open while the player
 * tapped the hand or the stock (QA). The Escape is the popover's alone: the game's keys (a chosen
 * card put back) do not act on it as well. A dialog on top keeps its own Escape.
 */
function useInfoDismiss(
  open: boolean,
  close: () => void,
  toggle: RefObject<HTMLButtonElement | null>,
  box: RefObject<HTMLDivElement | null>,
): void {
  const closeNow = useRef(close);
  closeNow.current = close;
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || (e.target instanceof Element && e.target.closest('dialog'))) return;
      e.stopPropagation();
      e.preventDefault();
      closeNow.current();
      toggle.current?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      const at = e.target instanceof Node ? e.target : null;
      // "i" itself toggles it on its click.
      if (at && (box.current?.contains(at) || toggle.current?.contains(at))) return;
      closeNow.current();
    };
    // Capture: before the game's own handlers, which may stop the event (a card's tap, a key).
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('pointerdown', onPointer, true);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('pointerdown', onPointer, true);
    };
  }, [open, toggle, box]);
}

/**
 * The frame around every game screen: seats with names and clocks, stake, connection state,
 * "Ich bin zurück", leaving (with its consequences), the round summary with "Weiter" and who is
 * still reading, and the end screen with "Nochmal" and the held seats' countdown.
 */
export function TableFrame(p: TableFrameProps) {
  const { t } = useI18n();
  const [leaving, setLeaving] = useState(false);
  const h1 = useRef<HTMLHeadingElement>(null);
  useEffect(() => claimPendingFocus(h1.current), []);
  const me = p.you === null ? null : (p.seats.find((s) => s.seat === p.you) ?? null);
  const othersHuman = p.othersDealt ?? p.seats.some((s) => s.kind === 'human' && s.seat !== p.you);
  const running = p.phase === 'playing' || p.phase === 'summary' || p.phase === 'countdown';
  // Who the table waits for between rounds; alone at a table (with computers) one would only read one's own name.
  const humansBesideMe = p.you === null || p.seats.some((s) => s.kind === 'human' && s.seat !== p.you);
  const reading = humansBesideMe
    ? p.seats.filter((s) => s.kind === 'human' && !s.ready && !s.away).map((s) => s.name ?? '')
    : [];
  // After the game: who clicked "Nochmal" (ready again) and who not yet, besides oneself.
  const others = p.seats.filter((s) => s.kind === 'human' && s.seat !== p.you);
  const backIn = others.filter((s) => s.ready).map((s) => s.name ?? '');
  const notBack = others.filter((s) => !s.ready).map((s) => s.name ?? '');
  // T13: while others keep a table "ohne Uhr" waiting too long, leaving costs you nothing (not when you are one).
  const stalledBy = me?.stalling ? [] : p.seats.filter((s) => s.stalling).map((s) => s.name ?? '');
  // Not for a seat that left: the table does not wait for it ("Ich bin zurück" brings it back).
  const showContinue = p.phase === 'summary' && me !== null && !me.ready && !me.away && !p.ownsSummary;
  const game = useRef<HTMLDivElement>(null);
  const summaryTitle = useRef<HTMLHeadingElement>(null);
  const hadContinue = useRef(false);
  // "Weiter" goes once the server has it; the focus it held would fall to the page itself. It goes
  // to the summary while others still read, else to the game, where the table's keys act.
  useEffect(() => {
    const gone = hadContinue.current && !showContinue;
    hadContinue.current = showContinue;
    if (gone && (document.activeElement === null || document.activeElement === document.body))
      (summaryTitle.current ?? game.current)?.focus();
  }, [showContinue]);
  // A button that goes with the phase or the seat ("Spiel starten", "Nochmal", "Tisch verlassen" in its
  // dialog) took the focus with it to the page itself: a screen reader was left at the page's top
  // and Tab began again at "Zum Inhalt" (keyboard QA, 5 Dec 2026). The frame's heading takes it,
  // unless the game (whose effects run first) already placed it.
  const seatState = `${p.phase}/${p.you}/${me?.away === true}`;
  const lastSeatState = useRef(seatState);
  useEffect(() => {
    if (lastSeatState.current === seatState) return;
    lastSeatState.current = seatState;
    if (document.activeElement === null || document.activeElement === document.body) h1.current?.focus();
  }, [seatState]);
  const hasInfo = !!p.seedHash || (p.spectators?.length ?? 0) > 0;
  const [infoOpen, setInfoOpen] = useState(false);
  const infoId = useId();
  const infoToggle = useRef<HTMLButtonElement>(null);
  const infoBox = useRef<HTMLDivElement>(null);
  useInfoDismiss(infoOpen, () => setInfoOpen(false), infoToggle, infoBox);
  const connectionText =
    p.connection === 'connected'
      ? t('connConnected')
      : p.connection === 'connecting'
        ? t('connConnecting')
        : t('connDisconnected');
  return (
    <div className="table-frame screen-fill">
      <div className="table-bar">
        <h1 tabIndex={-1} ref={h1}>
          {p.title}
        </h1>
        {p.stake > 0 && <span className="stake">{t('stakeN', { n: p.stake })}</span>}
        <span className={`conn conn-${p.connection}`} role="status">
          <span className="conn-dot" aria-hidden="true" />
          <span className="conn-text">{connectionText}</span>
        </span>
        {hasInfo && (
          // Only on a phone at the table (styles-sideways.css): the seed hash and the watchers fold away.
          <button
            type="button"
            className="icon-button table-info-toggle"
            aria-label={t('tableInfo')}
            title={t('tableInfo')}
            aria-expanded={infoOpen}
            aria-controls={infoId}
            ref={infoToggle}
            onClick={() => setInfoOpen((o) => !o)}
          >
            <span aria-hidden="true">i</span>
          </button>
        )}
        {hasInfo && (
          <div className="table-info" id={infoId} ref={infoBox} data-open={infoOpen || undefined}>
            {p.seedHash && (
              <p className="small fair">
                <span className="muted">{t('seedHash')}</span> <CopyableCode value={p.seedHash} label={t('seedHash')} />
              </p>
            )}
            {p.spectators && p.spectators.length > 0 && (
              <p className="small muted spectators">{t('watching', { names: p.spectators.join(', ') })}</p>
            )}
          </div>
        )}
        {/* A watcher's way out (QA 6 Dec 2026: only the header's links led away from a watched table). */}
        {p.you === null && p.phase !== 'closed' && p.lobby && (
          <Link className="button leave-button" href={p.lobby.href}>
            {t('stopWatching')}
          </Link>
        )}
        {p.you !== null &&
          p.phase !== 'closed' &&
          (me?.away && running && p.lobby ? (
            <Link className="button leave-button" href={p.lobby.href}>
              {p.lobby.label}
            </Link>
          ) : (
            <button type="button" className="button leave-button" onClick={() => setLeaving(true)}>
              {t('leave')}
            </button>
          ))}
      </div>
      {/* Only while a game runs: the next game (and the end screen's "Nochmal") gives the seat back. */}
      {me?.away && running && (
        <div className="banner" role="alert">
          {t('awayBanner')}{' '}
          <button type="button" className="button primary" onClick={p.onBack}>
            {t('imBack')}
          </button>
        </div>
      )}
      <ul className="seats" aria-label={t('seatsLabel')}>
        {p.seats.map((s) => (
          <SeatBadge
            key={s.seat}
            s={s}
            you={p.you}
            receivedAt={p.receivedAt}
            phase={p.phase}
            freeToComputers={p.freeToComputers === true}
          />
        ))}
      </ul>
      {p.phase === 'countdown' && p.timerMs !== null && !p.ownsCountdown && (
        <p className="countdown" role="timer">
          <TimerText msLeft={p.timerMs} receivedAt={p.receivedAt}>
            {(time) => t('countdown', { time })}
          </TimerText>
        </p>
      )}
      <div className="table-game screen-fill" tabIndex={-1} ref={game}>
        {p.children}
      </div>
      {/* Not an empty card: where the game's screen owns the summary (Speedlift's Abrechnung) and nobody
          else is reading, the frame has nothing to add. */}
      {p.phase === 'summary' && (p.summary !== undefined || reading.length > 0 || showContinue) && (
        <section className="card summary" aria-labelledby="summary-title">
          <h2 id="summary-title" tabIndex={-1} ref={summaryTitle}>
            {p.summaryTitle}
          </h2>
          {p.summary}
          {reading.length > 0 && <p className="muted">{t('stillReading', { names: reading.join(', ') })}</p>}
          {showContinue && (
            <button type="button" className="button primary" onClick={p.onContinue}>
              {t('continue')}
            </button>
          )}
        </section>
      )}
      {p.phase === 'finished' && (
        <section className="card summary" aria-labelledby="end-title">
          <h2 id="end-title">{t('gameOver')}</h2>
          {p.result}
          {(p.seed || p.gameId) && (
            // The proof in one line: the revealed seed, its "Kopieren" and the page that checks the
            // deal with it (a phone shows "Startwert" and its "Kopieren", not the value's first digits).
            <p className="small fair end-proof">
              {p.seed && (
                <>
                  <span className="end-proof-label">{t('seedRevealedLabel')}</span>
                  <span className="end-proof-short">{t('seedRevealedShort')}</span>{' '}
                  <CopyableCode value={p.seed} label={t('seedRevealedLabel')} />
                </>
              )}{' '}
              {p.gameId && (
                <Link className="text-link" href={`/pruefen/${encodeURIComponent(p.gameId)}`}>
                  {t('verifyLink')}
                </Link>
              )}
            </p>
          )}
          {!p.solo && p.timerMs !== null && (
            // Said to each as it concerns them: who clicked "Nochmal" waits for the others, who has
            // not yet is told that the seat is held for them, and who is back already.
            <p className="muted" role="timer">
              <TimerText msLeft={p.timerMs} receivedAt={p.receivedAt}>
                {(time) => t(me === null ? 'seatsHeldWatching' : me.ready ? 'seatsHeld' : 'seatHeldForYou', { time })}
              </TimerText>
            </p>
          )}
          {!p.solo && me !== null && me.ready && notBack.length > 0 && (
            <p className="muted">{t('rematchWaitingFor', { names: notBack.join(', ') })}</p>
          )}
          {!p.solo && (me === null || !me.ready) && backIn.length > 0 && (
            <p className="muted">{t('rematchReady', { names: backIn.join(', ') })}</p>
          )}
          {me && !me.ready && (
            <button type="button" className="button primary" onClick={p.onRematch}>
              {p.rematchLabel}
            </button>
          )}
        </section>
      )}
      <Dialog open={leaving} onClose={() => setLeaving(false)} title={t('leaveTitle')}>
        <ul>
          {leaveConsequences(t, {
            othersHuman,
            stake: p.stake,
            running,
            guest: p.guest ?? null,
            daily: p.daily ?? null,
            stalledBy,
            alone: others.length === 0,
          }).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <p className="actions">
          <button
            type="button"
            className="button danger"
            onClick={() => {
              setLeaving(false);
              p.onLeave();
            }}
          >
            {t('leaveConfirm')}
          </button>
          {/* The safe choice takes the focus (keyboard QA 7 Dec 2026: the × had it), as a round's "Weiter" does. */}
          <button type="button" className="button" data-autofocus onClick={() => setLeaving(false)}>
            {t('stay')}
          </button>
        </p>
      </Dialog>
    </div>
  );
}
