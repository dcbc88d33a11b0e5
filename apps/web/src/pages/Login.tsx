import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link } from '../components/Link.js';
import { PageHead } from '../components/PageHead.js';
import { useI18n, useServices } from '../context.js';
import { callApi } from '../net/api.js';
import { NAME_LENGTH } from '@kartenhaus/protocol/limits';
import { returnPath } from '../router.js';
import { authProblem, type AuthMode, type AuthProblem } from './auth-check.js';
import { asksToWait, countdown, refusalText } from './auth-wait.js';

/** Where the page came from, when it said so (`?zurueck=`): there after login, registration or "Als Gast weiter". */
const backPath = (): string | null => (typeof window === 'undefined' ? null : returnPath(window.location.search));

/**
 * One of the page's two forms. Its refusal is shown while it is the form last used (`used`): a
 * failed login's "Name oder Passwort stimmen nicht." had stayed beside a later registration's own
 * refusal (QA 6 Dec 2026).
 */
function AuthForm({ mode, used, onUse }: { mode: AuthMode; used: boolean; onUse: (mode: AuthMode) => void }) {
  const { t, err } = useI18n();
  const { account, announcer, router } = useServices();
  const id = useId();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  // A refusal is about what was sent: it goes once the player changes a field (else "Dieser Name
  // ist reserviert" stood under a new name, also while the browser refused a too short one).
  const edit = (set: (v: string) => void) => (e: ChangeEvent<HTMLInputElement>) => {
    set(e.target.value);
    setMessage(null);
    setWrong(null);
    onUse(mode);
  };
  const [busy, setBusy] = useState(false);
  // A throttled or rate-limited refusal's end (ms since 1970) and the clock that counts down to
  // it: the button waits with its time left on it, then the refusal goes (QA 7 Dec 2026: "warte
  // kurz" said nothing of the 15 min an account can wait, and trying early was refused again).
  const [until, setUntil] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      if (at < until) return;
      setUntil(null);
      setMessage(null);
    };
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  const waiting = until !== null && now < until;
  // The field a check before sending found wrong: marked, and the focus goes there.
  const [wrong, setWrong] = useState<AuthProblem['field'] | null>(null);
  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (waiting) return;
    onUse(mode);
    const problem = authProblem(mode, { name, password, repeat });
    setWrong(problem?.field ?? null);
    if (problem) {
      setMessage('code' in problem.say ? err(problem.say.code) : t(problem.say.key));
      document.getElementById(`${id}-${problem.field}`)?.focus();
      return;
    }
    setBusy(true);
    // Spaces before or after the name are not part of it (a name never ends with one).
    const r = await callApi(`/api/${mode}`, () => ({}), { method: 'POST', body: { name: name.trim(), password } });
    setBusy(false);
    switch (r.state) {
      case 'ok':
        await account.refresh();
        announcer.announce(mode === 'login' ? t('loggedIn') : t('registered'));
        router.navigate(backPath() ?? '/profil');
        return;
      case 'unavailable':
        setMessage(`${t('notYetAvailable')} ${t('accountsNotYet')}`);
        return;
      case 'error':
        setMessage(refusalText(r, t, err));
        if (asksToWait(r.code, r.retryAfterMs)) {
          const at = Date.now();
          setNow(at);
          setUntil(at + r.retryAfterMs);
        }
        return;
      case 'offline':
        setMessage(t('offline'));
        return;
    }
  };
  const submitLabel = mode === 'login' ? t('loginSubmit') : t('registerSubmit');
  return (
    <form className="auth" noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{mode === 'login' ? t('loginTitle') : t('registerTitle')}</h2>
      {mode === 'register' && <p className="muted">{t('registerExplain')}</p>}
      <label htmlFor={`${id}-name`}>{t('fieldName')}</label>
      <input
        id={`${id}-name`}
        name="name"
        autoComplete="username"
        required
        minLength={NAME_LENGTH.min}
        maxLength={NAME_LENGTH.max}
        value={name}
        onChange={edit(setName)}
        aria-invalid={wrong === 'name' || undefined}
        aria-describedby={mode === 'register' ? `${id}-name-hint` : undefined}
      />
      {mode === 'register' && (
        <p className="hint" id={`${id}-name-hint`}>
          {t('nameHint')}
        </p>
      )}
      <label htmlFor={`${id}-password`}>{t('fieldPassword')}</label>
      <input
        id={`${id}-password`}
        name="password"
        type="password"
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        required
        value={password}
        onChange={edit(setPassword)}
        aria-invalid={wrong === 'password' || undefined}
        aria-describedby={mode === 'register' ? `${id}-pw-hint` : undefined}
      />
      {mode === 'register' && (
        <>
          <p className="hint" id={`${id}-pw-hint`}>
            {t('passwordHint')}
          </p>
          <label htmlFor={`${id}-repeat`}>{t('fieldPasswordRepeat')}</label>
          <input
            id={`${id}-repeat`}
            name="password-repeat"
            type="password"
            autoComplete="new-password"
            required
            value={repeat}
            onChange={edit(setRepeat)}
            aria-invalid={wrong === 'repeat' || undefined}
          />
        </>
      )}
      <button className="button primary" type="submit" disabled={busy || waiting}>
        {waiting ? t('submitWaiting', { label: submitLabel, time: countdown(until - now) }) : submitLabel}
      </button>
      <p role="alert" className="form-message">
        {used ? message : null}
      </p>
    </form>
  );
}

/** Anmelden / Registrieren / als Gast. */
export function Login() {
  const { t } = useI18n();
  const [used, setUsed] = useState<AuthMode | null>(null);
  return (
    <>
      <PageHead title={t('loginPageTitle')} lead={t('loginLead')} />
      <div className="auth-grid">
        <section className="card">
          <AuthForm mode="login" used={used === 'login'} onUse={setUsed} />
        </section>
        <section className="card">
          <AuthForm mode="register" used={used === 'register'} onUse={setUsed} />
        </section>
        <section className="card" aria-labelledby="guest">
          <h2 id="guest">{t('guestTitle')}</h2>
          <p>{t('guestExplain')}</p>
          <Link className="button" href={backPath() ?? '/'}>
            {t('playAsGuest')}
          </Link>
        </section>
      </div>
    </>
  );
}
