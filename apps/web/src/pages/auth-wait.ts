/**
 * The wait a refused login or registration asks for (`retryAfterMs`, read once by `net/api.ts`):
 * in words in the refusal ("Zu viele Versuche. Bitte warte 8 Sekunden und versuch es dann noch
 * einmal.") and as a countdown on the disabled submit button. Without a wait from the server the
 * refusal keeps its plain words (`i18n/errors.ts`, "Bitte warte kurz …").
 */
import type { MessageKey, Translate } from '../i18n/i18n.js';

/** The refusals that ask the player to wait: the account's login throttle, the address's request limit. */
const WAIT_TEXT: ReadonlyMap<string, MessageKey> = new Map<string, MessageKey>([
  ['ERR_TOO_MANY_ATTEMPTS', 'tooManyAttemptsWait'],
  ['ERR_RATE_LIMITED', 'rateLimitedWait'],
]);

/** Up to 90 s a wait is said in whole seconds (rounded up), longer in whole minutes (rounded). */
const SECONDS_UP_TO = 90;

/** A wait in words: "1 Sekunde", "8 Sekunden", "90 Sekunden", "2 Minuten", "15 Minuten". */
export function waitWords(ms: number, t: Translate): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds <= SECONDS_UP_TO) return seconds === 1 ? t('waitOneSecond') : t('waitSeconds', { n: seconds });
  const minutes = Math.round(seconds / 60);
  return minutes === 1 ? t('waitOneMinute') : t('waitMinutes', { n: minutes });
}

/** The time left on the button: "8 s" below a minute, else "2:08" (minutes and seconds). */
export function countdown(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 60) return `${seconds} s`;
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Whether a refusal is one to wait out (the submit button waits with it). */
export const asksToWait = (code: string, retryAfterMs: number | undefined): retryAfterMs is number =>
  retryAfterMs !== undefined && WAIT_TEXT.has(code);

/**
 * The words for a refused login or registration: a throttle or rate limit with its wait, anything
 * else (and those without a wait) with the code's own text (`err`).
 */
export function refusalText(
  refusal: { readonly code: string; readonly retryAfterMs?: number },
  t: Translate,
  err: (code: string) => string,
): string {
  const key = WAIT_TEXT.get(refusal.code);
  if (key === undefined || refusal.retryAfterMs === undefined) return err(refusal.code);
  return t(key, { wait: waitWords(refusal.retryAfterMs, t) });
}
