import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useMemo,
  useState,
  type ComponentType,
  type LazyExoticComponent,
} from 'react';
import { ApiState } from '../components/ApiState.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import { gameName } from '../games/registry.js';
import { shownName } from '../i18n/names.js';
import { callApi, type ApiResult } from '../net/api.js';
import { parseReplay, viewableSeats, type Replay as ReplayData } from '../net/games-api.js';
import { isPageKey } from '../page-keys.js';
import { ReplayMoveSlot } from '../table/ReplayMoveLine.js';
import { moveText, stepAfterKey, viewFacts, type Fact } from '../table/replay-facts.js';
import { useMediaQuery } from '../table/screen-layout.js';
import { gameScreen, REPLAY_LOG_STEPS, type ReplayEarlierStep, type ReplayViewProps } from '../table/screens.js';
import { Loading } from '../components/Loading.js';

type Renderer = LazyExoticComponent<ComponentType<ReplayViewProps>>;
const renderers = new Map<string, Renderer | null>();
/** The game's registered replay renderer (made once per game), or null for the generic one. */
function rendererOf(game: string): Renderer | null {
  if (!renderers.has(game)) {
    const load = gameScreen(game).replay;
    renderers.set(game, load ? lazy(() => load().then((c) => ({ default: c }))) : null);
  }
  return renderers.get(game) ?? null;
}

function FactList({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className="facts">
      {facts.map((f) => (
        <div key={f.key} className="fact">
          <dt>{f.key}</dt>
          <dd>{typeof f.value === 'string' ? f.value : <FactList facts={f.value} />}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The fallback for games without a replay renderer: the view's facts as a definition list. */
export function GenericReplayView({ view }: ReplayViewProps) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="replay-facts">
      <h2 id="replay-facts">{t('replayFacts')}</h2>
      <p className="muted small">{t('replayFactsLead')}</p>
      <FactList facts={viewFacts(view)} />
    </section>
  );
}

/** Step keys for the whole page: ←/→ one step, Home/End to the ends (not while typing or in a dialog). */
function useStepKeys(last: number, setStep: (f: (s: number) => number) => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // The slider and the seat list handle these keys themselves.
      if (!isPageKey(e)) return;
      if (stepAfterKey(e.key, 0, last) === null) return;
      e.preventDefault();
      setStep((s) => stepAfterKey(e.key, s, last) ?? s);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [last, setStep]);
}

/**
 * A seat as the replay's table names it: the player's name, a computer by its seat's number
 * ("Computer 3", `useReplayNames`). Not "Platz 3": the Endstand's "Platz" is a rank (QA, session 46).
 */
function seatLabel(t: ReturnType<typeof useI18n>['t'], r: ReplayData, s: number): string {
  const name = r.seats[s] ?? t('computerN', { n: s + 1 });
  return `${name}${s === r.you ? ` (${t('you')})` : ''}`;
}

/**
 * A window where the replay fits one screen (QA 13, 6 Dec 2026): the table takes the room under the
 * step controls in its one-screen layout, so "Vor" and the whole table — the hand too — are seen
 * together (at 1280 × 720 the hand began at 792 px, under the fold). Lower or narrower windows keep
 * the page, which scrolls under the sticky controls: the controls take about 150 px more than a live
 * table's bar, and at 1280 × 640 Speedclimb's camp field and Speedlift's ride had shrunk to a strip
 * (a ride card 35 px high at 580 px).
 */
export const REPLAY_SCREEN_QUERY = '(min-width: 48rem) and (min-height: 45rem)';

/** The step controls, the perspective and the drawn step of one replay. */
export function ReplayPlayer({ r: raw }: { r: ReplayData }) {
  const { t } = useI18n();
  // Names as the table showed them: a guest "Gast 1234" is "Guest 1234" on an English page.
  const r = useMemo(() => ({ ...raw, seats: raw.seats.map((n) => (n === null ? null : shownName(n, t))) }), [raw, t]);
  const ids = useId();
  const last = r.steps.length - 1;
  const [step, setStep] = useState(0);
  // The bar's place for the game's move line (`ReplayMoveLine`, drawn by the game's renderer).
  const [moveSlot, setMoveSlot] = useState<HTMLElement | null>(null);
  const seats = viewableSeats(r);
  const [seat, setSeat] = useState<number | null>(() =>
    r.you !== null && seats.includes(r.you) ? r.you : (seats[0] ?? null),
  );
  useStepKeys(last, setStep);
  const screen = useMediaQuery(REPLAY_SCREEN_QUERY);
  const current = r.steps[Math.min(step, last)];
  if (!current) return <p className="state">{t('replayNoSteps')}</p>;
  const view = seat === null ? null : (current.views[seat] ?? null);
  const Renderer = rendererOf(r.game);
  const before = step > 0 && seat !== null ? (r.steps[step - 1]?.views[seat] ?? null) : null;
  const earlier = seat === null ? [] : earlierSteps(r, step, seat);
  // A game's own renderer says the move in the game's words; the generic one shows the notation.
  const what =
    current.n === 0 && step === 0
      ? t('replayDeal')
      : Renderer
        ? null
        : current.seat === null
          ? t('replayServerStep', { move: moveText(current.move) })
          : t('replayMoveBy', { who: seatLabel(t, r, current.seat), move: moveText(current.move) });
  const go = (to: number) => setStep(Math.max(0, Math.min(last, to)));
  // The game's own drawing of the step, or the generic facts.
  const Step = Renderer ?? GenericReplayView;
  return (
    <>
      {!r.finished && <p className="banner">{t('replayRunning')}</p>}
      <div className="replay-top">
        <p className="field">
          <label htmlFor={`${ids}-seat`}>{t('replayPerspective')}</label>{' '}
          <select id={`${ids}-seat`} value={seat ?? ''} onChange={(e) => setSeat(Number(e.target.value))}>
            {seats.map((s) => (
              <option key={s} value={s}>
                {seatLabel(t, r, s)}
              </option>
            ))}
          </select>
        </p>
        <p className="muted small replay-keys">{t('replayKeys')}</p>
      </div>
      {/* One bar over the table, kept at the top of the window while the table scrolls: "Vor", the
          step's move in words and what it changed on the table are seen together (the controls
          filled the first screen at 1280 × 720; the move line scrolled away under the bar). */}
      <div className="replay-controls card">
        <div role="group" aria-label={t('replayControls')} className="replay-buttons">
          <button type="button" className="button" onClick={() => go(0)} disabled={step === 0}>
            {t('replayFirst')}
          </button>
          <button type="button" className="button" onClick={() => go(step - 1)} disabled={step === 0}>
            {t('replayPrev')}
          </button>
          <button type="button" className="button" onClick={() => go(step + 1)} disabled={step === last}>
            {t('replayNext')}
          </button>
          <button type="button" className="button" onClick={() => go(last)} disabled={step === last}>
            {t('replayLast')}
          </button>
        </div>
        <p className="replay-slider">
          <label htmlFor={`${ids}-step`} className="visually-hidden">
            {t('replaySlider')}
          </label>
          <input
            id={`${ids}-step`}
            type="range"
            min={1}
            max={last + 1}
            value={step + 1}
            aria-valuetext={t('replayStepOf', { n: step + 1, m: last + 1 })}
            onChange={(e) => go(Number(e.target.value) - 1)}
          />
        </p>
        <p aria-live="polite" className="replay-step">
          <strong>{t('replayStepOf', { n: step + 1, m: last + 1 })}</strong>
          {what !== null && <> · {what}</>}
        </p>
        <div ref={setMoveSlot} className="replay-move-slot" />
      </div>
      <div className={screen ? 'replay-view screen-fill' : 'replay-view'}>
        <ReplayMoveSlot.Provider value={moveSlot}>
          {seat === null || view === null ? (
            <p className="state">{t('replayHidden')}</p>
          ) : (
            <Suspense fallback={<Loading bare />}>
              <Step
                game={r.game}
                view={view}
                before={before}
                seat={seat}
                you={r.you}
                seats={r.seats}
                step={current}
                screen={screen}
                earlier={earlier}
              />
            </Suspense>
          )}
        </ReplayMoveSlot.Provider>
      </div>
    </>
  );
}

/**
 * The steps before `step` that the table's log says (the deal says nothing), each with the seat's
 * views before and after it; a step the seat did not see (no view) ends the list there.
 */
function earlierSteps(r: ReplayData, step: number, seat: number): ReplayEarlierStep[] {
  const out: ReplayEarlierStep[] = [];
  for (let i = step - 1; i >= Math.max(1, step - REPLAY_LOG_STEPS); i--) {
    const s = r.steps[i];
    const view = s?.views[seat] ?? null;
    const before = r.steps[i - 1]?.views[seat] ?? null;
    if (!s || view === null || before === null) break;
    out.unshift({ step: s, before, view });
  }
  return out;
}

function useReplay(id: string): [ApiResult<ReplayData> | null, () => void] {
  const [result, setResult] = useState<ApiResult<ReplayData> | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setResult(null);
    void callApi(`/api/games/${encodeURIComponent(id)}/replay`, parseReplay, { known: true }).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [id, tick]);
  return [result, () => setTick((n) => n + 1)];
}

/** `/wiederholung/:id`: a game step by step, from one seat's perspective. */
export function Replay({ id }: { id: string }) {
  const { t, err } = useI18n();
  const [result, retry] = useReplay(id);
  const game = result?.state === 'ok' ? result.data.game : null;
  const name = game ? gameName(game) : '';
  return (
    <div className={game ? `replay-page screen-fill game-${game}` : 'replay-page screen-fill'}>
      <PageHead title={name ? t('replayTitle', { game: name }) : t('whatReplay')}>
        <p className="actions">
          <Link className="text-link" href="/profil">
            {t('profileTitle')}
          </Link>
          <Link className="text-link" href={`/pruefen/${encodeURIComponent(id)}`}>
            {t('verifyLink')}
          </Link>
        </p>
      </PageHead>
      {result?.state === 'error' && (result.code === 'ERR_NOT_FOUND' || result.code === 'ERR_DAILY_SEALED') ? (
        <p className="state" role="status">
          {result.code === 'ERR_NOT_FOUND' ? t('verifyUnknown') : err(result.code)}
        </p>
      ) : (
        <ApiState result={result} retry={retry} what={t('whatReplay')}>
          {(r) => <ReplayPlayer key={r.id} r={r} />}
        </ApiState>
      )}
    </div>
  );
}
