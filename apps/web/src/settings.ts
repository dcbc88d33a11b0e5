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

export type BooleanSetting = (typeof BOOLEAN_SETTINGS)[number];

/**
 * The switches only a game's table follows; each game's module names those its table reads
 * (`WebGame.settings`), and the Zahnrad shows a game's own on its pages. "Ansagen sprechen" is not
 * one of them: the site's announcements (the table frame's round end and game end, who starts
 * watching, "Du bist angemeldet.") are spoken on every page (`announce.ts`).
 */
export const GAME_SETTINGS = [
  'highlightPlayable',
  'countingHelp',
  'liftThenPlay',
  'sounds',
  'music',
] as const satisfies readonly BooleanSetting[];
export type GameSetting = (typeof GAME_SETTINGS)[number];

/** The switches that hold on every page, whatever game it is about. */
export const GENERAL_SWITCHES = BOOLEAN_SETTINGS.filter(
  (k): k is Exclude<BooleanSetting, GameSetting> => !(GAME_SETTINGS as readonly string[]).includes(k),
);

const STORAGE_KEY = 'kartenhaus.settings.v1';
const META_KEY = 'kartenhaus.settings-meta.v1';

/**
 * When the device's settings last changed (ms since 1970; for settings taken from the account,
 * the server's `updatedAt`) and whose account they were last exchanged with. Null: never.
 */
export interface SettingsMeta {
  readonly changedAt: number | null;
  readonly owner: string | null;
}

function parseMeta(raw: string | null): SettingsMeta {
  try {
    const m = raw === null ? null : (JSON.parse(raw) as { changedAt?: unknown; owner?: unknown } | null);
    return {
      changedAt: typeof m?.changedAt === 'number' && Number.isFinite(m.changedAt) ? m.changedAt : null,
      owner: typeof m?.owner === 'string' ? m.owner : null,
    };
  } catch {
    return { changedAt: null, owner: null };
  }
}

/**
 * The language of a first visit: the first of the browser's languages (`navigator.languages`, most
 * wanted first) the site speaks, by its primary subtag ("en-US" → English); none of them → German,
 * the site's own. A stored or account setting always wins over it.
 */
export function browserLanguage(wanted: readonly string[]): Language {
  for (const tag of wanted) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    const found = LANGUAGES.find((l) => l === primary);
    if (found) return found;
  }
  return 'de';
}

/** Reads stored settings; anything missing or malformed falls back to the default. */
export function parseSettings(raw: string | null, defaults: Settings = DEFAULT_SETTINGS): Settings {
  let data: unknown;
  try {
    data = raw === null ? null : JSON.parse(raw);
  } catch {
    data = null;
  }
  const obj = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const out: Record<string, unknown> = { ...defaults };
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
  #meta: SettingsMeta;
  readonly #listeners = new Set<() => void>();
  readonly #localListeners = new Set<() => void>();

  /** `defaults`: what holds until the player or the account says otherwise (the first visit's language). */
  constructor(
    private readonly storage: KeyValueStorage | null,
    private readonly now: () => number = Date.now,
    private readonly defaults: Settings = DEFAULT_SETTINGS,
  ) {
    this.#settings = parseSettings(this.#read(STORAGE_KEY), defaults);
    this.#meta = parseMeta(this.#read(META_KEY));
  }

  #read(key: string): string | null {
    try {
      return this.storage?.getItem(key) ?? null;
    } catch {
      return null; // storage blocked (private mode): defaults
    }
  }

  #write(key: string, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or blocked: the setting still holds for this visit.
    }
  }

  readonly getSnapshot = (): Settings => this.#settings;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  readonly getMeta = (): SettingsMeta => this.#meta;

  /** Listens to the player's own changes only (not to settings taken from the account). */
  onLocalChange(listener: () => void): () => void {
    this.#localListeners.add(listener);
    return () => this.#localListeners.delete(listener);
  }

  /** The player changes a setting (the Zahnrad): kept on the device, stamped with the time. */
  update(patch: Partial<Settings>): void {
    this.#settings = parseSettings(JSON.stringify({ ...this.#settings, ...patch }), this.defaults);
    this.#meta = { ...this.#meta, changedAt: this.now() };
    this.#write(STORAGE_KEY, this.#settings);
    this.#write(META_KEY, this.#meta);
    for (const l of this.#listeners) l();
    for (const l of this.#localListeners) l();
  }

  /** Takes the account's settings (unknown or malformed values fall back to the defaults). */
  applyRemote(settings: Readonly<Record<string, unknown>>, updatedAt: number, owner: string): void {
    this.#settings = parseSettings(JSON.stringify(settings), this.defaults);
    this.#meta = { changedAt: updatedAt, owner };
    this.#write(STORAGE_KEY, this.#settings);
    this.#write(META_KEY, this.#meta);
    for (const l of this.#listeners) l();
  }

  /**
   * The account now holds the device's settings as of `updatedAt` (server time). The stamp
   * moves only if nothing changed since `sentChangedAt`, so a newer change still goes out.
   */
  markSynced(sentChangedAt: number | null, updatedAt: number, owner: string): void {
    this.#meta = { changedAt: this.#meta.changedAt === sentChangedAt ? updatedAt : this.#meta.changedAt, owner };
    this.#write(META_KEY, this.#meta);
  }
}

/** Whether motion should be reduced, given the setting and the system preference. */
export const reduceMotion = (s: Settings, systemPrefersReduced: boolean): boolean =>
  s.motion === 'reduced' || (s.motion === 'system' && systemPrefersReduced);
