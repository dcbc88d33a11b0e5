import { describe, expect, it } from 'vitest';
import { errorText, translator } from '../i18n/i18n.js';
import type { Language } from '../settings.js';
import { asksToWait, countdown, refusalText, waitWords } from './auth-wait.js';

const say = (refusal: { code: string; retryAfterMs?: number }, lang: Language = 'de') =>
  refusalText(refusal, translator(lang), (code) => errorText(code, lang));

describe('a refused login says how long to wait (QA 7 Dec 2026: "warte kurz" for up to 15 min)', () => {
  it("says the account throttle's wait in seconds or minutes, in German and English", () => {
    expect(say({ code: 'ERR_TOO_MANY_ATTEMPTS', retryAfterMs: 7_400 })).toBe(
      'Zu viele Versuche. Bitte warte 8 Sekunden und versuch es dann noch einmal.',
    );
    expect(say({ code: 'ERR_TOO_MANY_ATTEMPTS', retryAfterMs: 128_000 })).toBe(
      'Zu viele Versuche. Bitte warte 2 Minuten und versuch es dann noch einmal.',
    );
    expect(say({ code: 'ERR_TOO_MANY_ATTEMPTS', retryAfterMs: 7_400 }, 'en')).toBe(
      'Too many attempts. Please wait 8 seconds and try again.',
    );
    expect(say({ code: 'ERR_TOO_MANY_ATTEMPTS', retryAfterMs: 900_000 }, 'en')).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it("says the address's request limit with its wait too", () => {
    expect(say({ code: 'ERR_RATE_LIMITED', retryAfterMs: 41_000 })).toBe(
      'Zu viele Anfragen auf einmal. Bitte warte 41 Sekunden und versuch es dann noch einmal.',
    );
    expect(say({ code: 'ERR_RATE_LIMITED', retryAfterMs: 60_000 }, 'en')).toBe(
      'Too many requests at once. Please wait 60 seconds and try again.',
    );
  });

  it("keeps today's words without a wait, and every other refusal's own", () => {
    expect(say({ code: 'ERR_TOO_MANY_ATTEMPTS' })).toBe(
      'Zu viele Versuche. Bitte warte kurz und versuch es dann noch einmal.',
    );
    expect(say({ code: 'ERR_RATE_LIMITED' }, 'en')).toBe('Too many requests at once. Please wait a moment.');
    expect(say({ code: 'ERR_BAD_LOGIN', retryAfterMs: 5_000 })).toBe(errorText('ERR_BAD_LOGIN', 'de'));
    expect(asksToWait('ERR_BAD_LOGIN', 5_000)).toBe(false);
    expect(asksToWait('ERR_TOO_MANY_ATTEMPTS', undefined)).toBe(false);
    expect(asksToWait('ERR_TOO_MANY_ATTEMPTS', 5_000)).toBe(true);
    expect(asksToWait('toString', 5_000)).toBe(false);
  });

  it('rounds sensibly: whole seconds up to 90, then minutes; singular for one', () => {
    const de = translator('de');
    const en = translator('en');
    expect(waitWords(1, de)).toBe('1 Sekunde');
    expect(waitWords(1_000, en)).toBe('1 second');
    expect(waitWords(1_001, de)).toBe('2 Sekunden');
    expect(waitWords(90_000, de)).toBe('90 Sekunden');
    expect(waitWords(90_001, de)).toBe('2 Minuten');
    expect(waitWords(150_000, de)).toBe('3 Minuten');
    expect(waitWords(3_600_000, en)).toBe('60 minutes');
  });

  it('counts down on the button in seconds, then minutes and seconds', () => {
    expect(countdown(7_400)).toBe('8 s');
    expect(countdown(59_000)).toBe('59 s');
    expect(countdown(60_000)).toBe('1:00');
    expect(countdown(128_000)).toBe('2:08');
    expect(countdown(900_000)).toBe('15:00');
  });
});
