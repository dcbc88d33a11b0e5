import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Announcer } from './announce.js';
import type { AccountStore } from './net/account.js';
import type { SettingsSync } from './net/settings-sync.js';
import { errorText, translator, type GameErrors, type Translate } from './i18n/i18n.js';
import type { Router } from './router.js';
import type { Language, Settings, SettingsStore } from './settings.js';
import { useStore } from './store/use-store.js';

/** The app's services, created once in main.tsx (tests pass their own). */
export interface Services {
  readonly router: Router;
  readonly settings: SettingsStore;
  readonly announcer: Announcer;
  readonly account: AccountStore;
  /** Keeps a registered player's settings in the account (absent in tests that do not need it). */
  readonly settingsSync?: SettingsSync;
  /** The registered games' own error texts (`games/registry.ts` `gameError`); without it only the site's. */
  readonly gameErrors?: GameErrors;
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const s = useContext(ServicesContext);
  if (!s) throw new Error('ServicesProvider missing');
  return s;
}

export function useSettings(): Settings {
  return useStore(useServices().settings);
}

export interface I18n {
  readonly t: Translate;
  readonly lang: Language;
  /** The text for an error code in the current language (`game`: the table's game, whose own text comes first). */
  readonly err: (code: string, game?: string) => string;
}

export function useI18n(): I18n {
  const { gameErrors } = useServices();
  const lang = useSettings().language;
  return useMemo(
    () => ({
      t: translator(lang),
      lang,
      err: (code: string, game?: string) => errorText(code, lang, gameErrors, game),
    }),
    [lang, gameErrors],
  );
}
