import { useEffect, useState } from 'react';
import { ApiState } from '../components/ApiState.js';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n } from '../context.js';
import { callApi, type ApiResult } from '../net/api.js';
import { parseVerification, type Verification } from '../net/games-api.js';
import { CopyableCode } from '../table/SeedHash.js';

function useVerification(id: string): [ApiResult<Verification> | null, () => void] {
  const [result, setResult] = useState<ApiResult<Verification> | null>(null);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let live = true;
    setResult(null);
    // `known`: the route exists, so "not found" means there is no such game.
    void callApi(`/api/games/${encodeURIComponent(id)}/verify`, parseVerification, { known: true }).then((r) => {
      if (live) setResult(r);
    });
    return () => {
      live = false;
    };
  }, [id, tick]);
  return [result, () => setTick((n) => n + 1)];
}

/** What the server found, in one sentence and the facts. */
export function Verdict({ v }: { v: Verification }) {
  const { t } = useI18n();
  const yesNo = (b: boolean) => (b ? t('yes') : t('no'));
  return (
    <>
      <div className={`verdict ${v.verified ? 'verdict-ok' : 'verdict-bad'}`} role="status">
        <p>
          <strong>{v.verified ? t('verifyOk') : t('verifyBad')}</strong>
        </p>
        {!v.verified && v.firstProblem && <p>{t('verifyProblem', { problem: v.firstProblem })}</p>}
      </div>
      <dl className="facts">
        <dt>{t('verifyHash')}</dt>
        <dd>{v.seedHash ? <CopyableCode value={v.seedHash} label={t('verifyHash')} short={false} /> : '–'}</dd>
        <dt>{t('verifySeed')}</dt>
        <dd>
          <CopyableCode value={v.seed} label={t('verifySeed')} short={false} />
        </dd>
        <dt>{t('verifyHashMatches')}</dt>
        <dd>{yesNo(v.hashMatches)}</dd>
        <dt>{t('verifyMoves')}</dt>
        <dd>{v.movesReplayed}</dd>
        <dt>{t('verifyMovesLegal')}</dt>
        <dd>{yesNo(v.movesLegal)}</dd>
        <dt>{t('verifyResult')}</dt>
        <dd>{yesNo(v.resultMatches)}</dd>
      </dl>
    </>
  );
}

/** The way from the check to the game itself (the replay page links back here: "Austeilung prüfen"). */
function ReplayLink({ id }: { id: string }) {
  const { t } = useI18n();
  return (
    <p className="actions">
      <Link className="text-link" href={`/wiederholung/${encodeURIComponent(id)}`}>
        {t('replayLink')}
      </Link>
    </p>
  );
}

/**
 * What the verify page says of game `id` once the server answered: the verdict, or a running game
 * and an unknown number in words (answers, not failures), each of a known game with its replay.
 */
export function VerifyAnswer({
  id,
  result,
  retry,
}: {
  id: string;
  result: ApiResult<Verification> | null;
  retry: () => void;
}) {
  const { t, err } = useI18n();
  const code = result?.state === 'error' ? result.code : null;
  const plain =
    code === 'ERR_GAME_RUNNING'
      ? t('verifyRunning')
      : code === 'ERR_NOT_FOUND'
        ? t('verifyUnknown')
        : code === 'ERR_DAILY_SEALED'
          ? err(code)
          : null;
  if (plain)
    return (
      <>
        <p className="state" role="status">
          {plain}
        </p>
        {/* While it runs the replay shows the player's own seat; a sealed Tagesfahrt's replay is sealed too. */}
        {code === 'ERR_GAME_RUNNING' && <ReplayLink id={id} />}
      </>
    );
  return (
    <ApiState result={result} retry={retry} what={t('whatVerify')}>
      {(v) => (
        <>
          <Verdict v={v} />
          <ReplayLink id={id} />
        </>
      )}
    </ApiState>
  );
}

/** `/pruefen/:id`: the server recomputes a finished game from its revealed seed; says plainly whether the deal matches. */
export function Verify({ id }: { id: string }) {
  const { t } = useI18n();
  const [result, retry] = useVerification(id);
  return (
    <>
      <PageHead title={t('verifyTitle')} lead={t('verifyLead')}>
        <p className="muted">{t('verifyGame', { id })}</p>
      </PageHead>
      <section className="card" aria-label={t('verifyGame', { id })}>
        <VerifyAnswer id={id} result={result} retry={retry} />
      </section>
    </>
  );
}
