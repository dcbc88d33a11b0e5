/** The Zahnrad: settings kept per device (localStorage). */
export const LANGUAGES = ['de', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

export const MOTION = ['system', 'reduced', 'full'] as const;
/** `system` follows `prefers-reduced-motion`. */
export type Motion = (typeof MOTION)[number];

export interface Settings {
  /** Highlight playable cards (from the view's legal moves). */
  readonly highlightPlayable: boolean;
  /** Card-counting help ("Karten zählen helfen"). */
  readonly countingHelp: boolean;
  /** Spoken announcements via the Web Speech API ("Rauf!", "Feierabend!"). */
  readonly speech: boolean;
  /** On touch, the first tap lifts a card and the second plays it. */
  readonly liftThenPlay: boolean;
  readonly sounds: boolean;
  readonly music: boolean;
  readonly language: Language;
  readonly motion: Motion;
}

export const DEFAULT_SETTINGS: Settings = {
  highlightPlayable: true,
  countingHelp: false,
  speech: false,
  liftThenPlay: true,
  sounds: true,
  music: false,
  language: 'de',
  motion: 'system',
};

export const BOOLEAN_SETTINGS = [
  'highlightPlayable',
  'countingHelp',
  'speech',
  'liftThenPlay',
  'sounds',
  'music',
] as const satisfies readonly (keyof Settings)[];

const STORAGE_KEY = 'kartenhaus.settings.v1';

/** Reads stored settings; anything missing or malformed falls back to the default. */
export function parseSettings(raw: string | null): Settings {
  let data: unknown;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    data = null;
  }
  const obj = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of BOOLEAN_SETTINGS) if (typeof obj[key] === 'boolean') out[key] = obj[key];
  if (LANGUAGES.includes(obj.language as Language)) out.language = obj.language;
  if (MOTION.includes(obj.motion as Motion)) out.motion = obj.motion;
  return out as unknown as Settings;
}

/** The storage the store needs (localStorage in the browser, a Map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** An external store of the settings (`useSyncExternalStore`), written through to storage. */
export class SettingsStore {
  #settings: Settings;
  readonly #listeners = new Set<() => void>();

  constructor(private readonly storage: KeyValueStorage | null) {
    let raw: string | null;
    try {
      raw = storage?.getItem(STORAGE_KEY) ?? null;
    } catch {
      raw = null; // storage blocked (private mode): defaults
    }
    this.#settings = parseSettings(raw);
  }

  readonly getSnapshot = (): Settings => this.#settings;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  update(patch: Partial<Settings>): void {
    this.#settings = parseSettings(JSON.stringify({ ...this.#settings, ...patch }));
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.#settings));
    } catch {
      // Storage full or blocked: the setting still holds for this visit.
    }
    for (const l of this.#listeners) l();
  }
}

/** Whether motion should be reduced, given the setting and the system preference. */
export const reduceMotion = (s: Settings, systemPrefersReduced: boolean): boolean =>
  s.motion === 'reduced' || (s.motion === 'system' && systemPrefersReduced);
