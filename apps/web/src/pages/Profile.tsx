import { useEffect, useRef, useState } from 'react';
import { ApiState } from '../components/ApiState.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n, useServices } from '../context.js';
import { focusAfterNavigation } from '../focus.js';
import { OwnTablesIfAny } from '../lobby/OwnTablesIfAny.js';
import { findGame, gameName } from '../games/registry.js';
import type { MessageKey } from '../i18n/de.js';
import type { Translate } from '../i18n/i18n.js';
import { callApi } from '../net/api.js';
import { parseHistory, parseWallet, type HistoryEntry, type Me, type Posting, type Wallet } from '../net/shapes.js';
import { useApi } from '../net/use-api.js';
import { useStore } from '../store/use-store.js';
import { shownName } from '../i18n/names.js';

const KIND_LABELS: Readonly<Record<string, MessageKey>> = {
  signup: 'postingSignup',
  topup: 'postingTopup',
  stake: 'postingStake',
  payout: 'postingPayout',
  // The server names a payout that only gave the stake back (S13: the one human at the table; a game abandoned).
  refund: 'postingRefund',
};

/**
 * What a posting was for ("Einsatz", "Einsatz zurück" …), with the game it belongs to when the
 * server names one ("Einsatz – Speedclimb"); a kind this page does not know by its name.
 */
export function postingLabel(p: Pick<Posting, 'kind' | 'key' | 'game'>, t: Translate): string {
  const label = Object.hasOwn(KIND_LABELS, p.kind) ? KIND_LABELS[p.kind] : undefined;
  const what = label ? t(label) : p.kind || p.key;
  return p.game ? t('postingOfGame', { what, game: gameName(p.game.game) }) : what;
}

/** Where a game's replay is (`/wiederholung/<id>`). */
export const replayHref = (gameId: string): string => `/wiederholung/${encodeURIComponent(gameId)}`;

/**
 * When a game was played: "06.12.2026, 09:30" / "6 Dec 2026, 09:30" — the month named in English,
 * where "06/12/2026" reads as 12 June to many (QA 6 Dec 2026).
 */
export const when = (at: string, lang: string): string =>
  new Date(at).toLocaleString(lang === 'de' ? 'de-DE' : 'en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "Wiederholung ansehen", told apart for a screen reader by what it is the replay of (`about`). */
function ReplayLink({ gameId, about }: { gameId: string; about: string }) {
  const { t } = useI18n();
  return (
    <Link className="text-link" href={replayHref(gameId)}>
      {t('replayLink')}
      <span className="visually-hidden"> – {about}</span>
    </Link>
  );
}

/** A posting's "Wofür": what it was for and, for a game's, the way to that game's replay. */
export function PostingWhat({ p }: { p: Posting }) {
  const { t, lang } = useI18n();
  if (!p.game) return <>{postingLabel(p, t)}</>;
  const about = [gameName(p.game.game), p.at ? when(p.at, lang) : null].filter((x) => x !== null).join(', ');
  return (
    <>
      {postingLabel(p, t)} <ReplayLink gameId={p.game.id} about={about} />
    </>
  );
}

/**
 * What came of the last click on "Auf 100 Taler aufstocken": topped up, refused by the server (its
 * code; the wallet is read again), or no answer (offline, not there yet: the button stays).
 */
export type TopupOutcome =
  | { readonly kind: 'done' }
  | { readonly kind: 'refused'; readonly code: string }
  | { readonly kind: 'failed'; readonly message: string };

/**
 * The line beside the balance about the top-up (A2), read from the wallet as the server answered
 * it after the last click: "Aufgestockt."; a refusal in words that fit what the page now shows (a
 * tab left open after the other one topped up: "Heute schon aufgestockt: Du hast jetzt 100 Taler.");
 * and without a click, below 10 Taler with today's top-up used, why there is no button (QA: the
 * page showed "5 Taler" and nothing else). null: nothing to say.
 */
export function topupLine(
  w: Wallet,
  outcome: TopupOutcome | null,
  t: Translate,
  err: (code: string) => string,
): string | null {
  if (outcome?.kind === 'done') return t('topupDone');
  if (outcome?.kind === 'failed') return outcome.message;
  const claimedBelow = !w.topupAvailable && w.balance < TOPUP_BELOW && w.topupClaimedToday;
  if (outcome?.kind === 'refused') {
    if (outcome.code === 'ERR_TOPUP_WHILE_STAKED' || w.topupAvailable) return err(outcome.code);
    if (claimedBelow) return t('topupClaimedToday');
    if (w.balance >= TOPUP_BELOW)
      return t(w.topupClaimedToday ? 'topupAlreadyDone' : 'topupNotNeeded', { n: w.balance });
    return err(outcome.code);
  }
  return claimedBelow ? t('topupClaimedToday') : null;
}

/** A2: below 10 Taler a player may top up (the server decides; this only picks the words). */
const TOPUP_BELOW = 10;

function Wallet() {
  const { t, err, lang } = useI18n();
  const { account } = useServices();
  // Read again after a click without drawing the part anew: the status line takes the focus.
  const [wallet, reload] = useApi('/api/wallet', parseWallet, { keepWhileReloading: true });
  const [outcome, setOutcome] = useState<TopupOutcome | null>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const focusStatus = useRef(false);
  useEffect(() => {
    if (!focusStatus.current || wallet?.state !== 'ok') return;
    focusStatus.current = false;
    // The button the focus was on is gone (or a refusal is to be read): the focus goes to the line
    // that says what happened, not to the body (keyboard QA).
    status.current?.focus();
  }, [wallet]);
  const claim = async () => {
    const r = await callApi('/api/wallet/topup', () => ({}), { method: 'POST', body: {} });
    if (r.state === 'ok' || r.state === 'error') {
      // Topped up, or refused: either way the page (and the header) may show an old balance — a
      // second tab, a game meanwhile. Read both again and say why by what the server says now.
      setOutcome(r.state === 'ok' ? { kind: 'done' } : { kind: 'refused', code: r.code });
      focusStatus.current = true;
      reload();
      void account.refreshBalance();
    } else setOutcome({ kind: 'failed', message: r.state === 'offline' ? t('offline') : t('notYetAvailable') });
  };
  return (
    <section className="card" aria-labelledby="wallet">
      <h2 id="wallet">{t('walletTitle')}</h2>
      <ApiState result={wallet} retry={reload} what={t('whatWallet')}>
        {(w) => {
          const line = topupLine(w, outcome, t, err);
          return (
            <>
              <p className="big-number">{t('talerAmount', { n: w.balance })}</p>
              {w.inPlay > 0 && <p className="muted">{inPlayLine(w, t)}</p>}
              {line !== null && (
                <p
                  ref={status}
                  tabIndex={-1}
                  className="topup-status"
                  role={outcome?.kind === 'failed' ? 'alert' : undefined}
                >
                  {line}
                </p>
              )}
              {w.topupAvailable && (
                <p className="actions">
                  <button type="button" className="button primary" onClick={() => void claim()}>
                    {t('topup')}
                  </button>
                </p>
              )}
              {w.postings.length === 0 ? (
                <p className="muted">{t('noPostings')}</p>
              ) : (
                <table className="board">
                  <caption>{t('postingsTitle')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('colWhen')}</th>
                      <th scope="col">{t('colWhat')}</th>
                      <th scope="col" className="num">
                        {t('colTaler')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {w.postings.map((p, i) => (
                      <tr key={i}>
                        <td>{p.at ? when(p.at, lang) : '–'}</td>
                        <td>
                          <PostingWhat p={p} />
                        </td>
                        <td className="num">{p.amount > 0 ? `+${p.amount}` : p.amount.toString().replace('-', '−')}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
            </>
          );
        }}
      </ApiState>
    </section>
  );
}

/** The Taler staked in running games, beside the balance; below 10 with them, why no top-up (A2, ruling AC10). */
export function inPlayLine(w: Wallet, t: Translate): string {
  return t(w.balance < 10 && w.balance + w.inPlay >= 10 ? 'inPlayNoTopup' : 'inPlay', { n: w.inPlay });
}

/**
 * "Platz 2 · 45 Punkte"; a cooperative game (Gipfelsturm, where everyone shares place 1 won or
 * lost) says "gewonnen"/"verloren" instead of the place. Points only where the game counted: a
 * registered player's game from before registering, or a second Tagesfahrt the same day, says
 * "nicht gewertet" (it had shown points no list holds). A guest's line has neither: none of a guest's
 * games enter a list (A1), and a guest had read "verloren · 0 Punkte" as points lost (QA, session
 * 46); the list says once why (`historyGuestPoints`).
 */
export function historyLine(g: HistoryEntry, t: Translate, guest = false): string {
  // A running game has no outcome yet: said, not left blank (QA 7 Dec 2026: it read like a game without result).
  if (!g.finished) return t('historyRunning');
  const outcome =
    g.won !== null ? t(g.won ? 'historyWon' : 'historyLost') : g.place !== null ? t('placeN', { n: g.place }) : null;
  const points = guest || g.points === null ? null : g.counted ? t('pointsN', { n: g.points }) : t('historyNotCounted');
  // The place is the computer's, who played the seat to the end: said beside it (AC2, AC11).
  const left = g.leftEarly ? t('historyLeftEarly') : null;
  return [outcome, left, points].filter((x) => x !== null).join(' · ');
}

/**
 * What the game was: its name, or a daily ride by the game's own words for it ("Tagesfahrt"), as
 * the lobby names it — not like any table game.
 */
export function historyGameName(g: Pick<HistoryEntry, 'game' | 'daily'>, t: Translate): string {
  const ride = g.daily !== undefined ? findGame(g.game)?.daily?.words.title : undefined;
  return ride ? t(ride) : gameName(g.game);
}

/** One game of "Deine Partien": what, how it went, when, and its replay. */
export function HistoryItem({ g, guest = false }: { g: HistoryEntry; guest?: boolean }) {
  const { t, lang } = useI18n();
  const name = historyGameName(g, t);
  return (
    <li>
      <strong>{name}</strong> {historyLine(g, t, guest)} <span className="muted">{g.at ? when(g.at, lang) : ''}</span>{' '}
      <ReplayLink gameId={g.id} about={g.at ? `${name}, ${when(g.at, lang)}` : name} />
    </li>
  );
}

export function History({ guest }: { guest: boolean }) {
  const { t } = useI18n();
  const [history, reload] = useApi('/api/history', parseHistory);
  return (
    <section className="card" aria-labelledby="history">
      <h2 id="history">{t('historyTitle')}</h2>
      {guest && <p className="muted small">{t('historyGuestPoints')}</p>}
      <ApiState result={history} retry={reload} what={t('whatHistory')}>
        {(games) =>
          games.length === 0 ? (
            <p className="muted">{t('noGames')}</p>
          ) : (
            <ul className="history">
              {games.map((g) => (
                <HistoryItem key={g.id} g={g} guest={guest} />
              ))}
            </ul>
          )
        }
      </ApiState>
    </section>
  );
}

function Account({ me }: { me: Me }) {
  const { t, err } = useI18n();
  const { account, announcer } = useServices();
  const [error, setError] = useState<string | null>(null);
  const logout = async () => {
    const r = await callApi('/api/logout', () => ({}), { method: 'POST', body: {} });
    if (r.state === 'ok') {
      announcer.announce(t('loggedOut'));
      await account.refresh();
      // The page is drawn anew for a guest, without the button that had the focus: the focus goes
      // to the page's heading, as after logging in (keyboard QA: it fell to the body).
      focusAfterNavigation('');
    } else setError(r.state === 'error' ? err(r.code) : r.state === 'offline' ? t('offline') : t('notYetAvailable'));
  };
  return (
    <section className="card" aria-labelledby="account">
      <h2 id="account">{me.guest ? t('guestTitle') : t('accountTitle')}</h2>
      <p>{me.guest ? t('helloGuest', { name: shownName(me.name, t) }) : t('helloPlayer', { name: me.name })}</p>
      {me.guest ? (
        <>
          <p>{t('guestExplain')}</p>
          <Link className="button primary" href="/anmelden">
            {t('registerTitle')}
          </Link>
        </>
      ) : (
        <button type="button" className="button" onClick={() => void logout()}>
          {t('logout')}
        </button>
      )}
      {error && <p role="alert">{error}</p>}
    </section>
  );
}

/** Profil: who you are, your Taler and postings, your games. */
export function Profile() {
  const { t } = useI18n();
  const { account } = useServices();
  const me = useStore(account);
  return (
    <>
      <PageHead title={t('profileTitle')} />
      <ApiState result={me} retry={() => void account.refresh()} what={t('whatAccounts')}>
        {(data) => (
          <div className="stack">
            <Account me={data} />
            {!data.guest && <Wallet />}
            <OwnTablesIfAny />
            <History guest={data.guest} />
          </div>
        )}
      </ApiState>
    </>
  );
}
