/**
 * What the page knows about one game: everything it shows of the game is found from this one
 * definition (issue 18). Each game folder exports one `WebGame` from `games/<game>/index.tsx`;
 * `games/registry.ts` lists them, and the shell (router, App, pages, lobby, components) loops over
 * that list and names no game. Heavy parts (table screens, practice, replay, rule texts, sub-pages)
 * are loaders, so the first download carries only the data and the picture.
 */
import type { TableSettings } from '@kartenhaus/protocol';
import type { ComponentType } from 'react';
import type { Localized, Text, Translate } from './i18n/i18n.js';
import type { LobbyOption, OptionValues } from './lobby/options.js';
import type { GameSetting, Language } from './settings.js';
import type { GameScreen } from './table/screens.js';

/** A registered game's id: the server's game name, the URL segment (`/spiel/<id>`), the stored name. */
export type GameId = string;

export type { Localized, Text } from './i18n/i18n.js';

/** A text in the page's language. */
export const say = (t: Translate, lang: Language, text: Text): string =>
  typeof text === 'string' ? t(text) : text[lang];

/** Loads a part of the game on first use (a dynamic `import()`, its own chunk). */
export type Loader<T> = () => Promise<T>;

/** One row of the `?` list: the keys (split at " / ", "1–9" a range) and what they do. */
export type KeyRow = readonly [keys: string, what: Text];

export type { OptionValues } from './lobby/options.js';

/** A game's own error texts: by language, by code (`C`: the codes, so that none can be missing). */
export type ErrorTexts<C extends string = string> = Readonly<Record<Language, Readonly<Record<C, string>>>>;

/** A daily ride's words wherever the site shows it (start page, lobby, its list, leaving it). */
export interface DailyWords {
  /** Its name: the heading on the start page and in the lobby ("Tagesfahrt"). */
  readonly title: Localized;
  /** The ride in one sentence. */
  readonly line: Localized;
  /** Which ride counts for the list (and what it has not). */
  readonly once: Localized;
  /** The button that starts it. */
  readonly go: Localized;
  /**
   * The link to that button from the start page and the list: it leads to the lobby's box, where
   * the ride's rules and a guest's warning stand before the start (so it is not called "go").
   */
  readonly toRide: Localized;
  /** The way back to the player's own ride still running, when a second one is refused. */
  readonly backToRide: Localized;
  /** Its list: the menu's link and the title of `/tagesliste` ("Tagesliste"). */
  readonly list: Localized;
  /** What is loading or missing (`ApiState`). */
  readonly what: Localized;
  /** Under a past day's list: the day's seed (`{seed}`), published after the day. */
  readonly seedPublished: Localized;
  /** Before the link to the verify page of the player's own ride of a past day. */
  readonly ownRide: Localized;
  /** The leave dialog: the counted ride, one that may be it, one that does not count. */
  readonly leaveCounts: Localized;
  readonly leaveMaybe: Localized;
  readonly leaveNotCounted: Localized;
}

/** The daily ride (L8), for the one game that has it. */
export interface DailyRide {
  /** Its words (the site's dictionary names no game's ride). */
  readonly words: DailyWords;
  /** The table a daily ride asks for. */
  settings(): TableSettings;
  /** The lobby's note before starting ("dieser Versuch zählt nicht …"). */
  readonly notice?: Loader<ComponentType>;
  /** Whether the running ride at this table counts for the Tagesliste ('guest': never; null: unknown). */
  readonly counts: Loader<(gameId: string | null) => Promise<boolean | 'guest' | null>>;
}

export interface WebGame {
  readonly id: GameId;
  /** The game's proper name, the same in every language. */
  readonly name: string;
  /** Start page: what kind of game, for how many ("Stichspiel · 3 bis 6 Spieler"). */
  readonly kind: Text;
  /** Start page: the game in one sentence. */
  readonly line: Text;
  /** Lobby: the lead under the title. */
  readonly soloLead: Text;
  /** Lobby: the lead of "Mit anderen spielen". */
  readonly tablesLead: Text;
  /** The game's picture: the inside of a 240×140 SVG (decorative). */
  readonly Picture: ComponentType;
  /**
   * The rule text in a language (German: the spec's own words; English: its translation, block for
   * block the same, `rules/rules-en.test.ts`) and the game's section in `rules/rulings.md`.
   */
  readonly rules: { readonly text: (lang: Language) => Promise<string>; readonly rulings: string };
  /** The keys the game screen handles (`?`), and a note under them. */
  readonly keys: readonly KeyRow[];
  readonly keysNote?: Text;
  /**
   * The keys of the game's own pages (`pages`) that are no table (Speedlift's Fahrschule and Karten),
   * by page: those that page handles, none for a page without keys. A page not named here (practice:
   * the table itself) lists `keys`.
   */
  readonly pageKeys?: Readonly<Record<string, readonly KeyRow[]>>;
  /** The solo setup ("Allein spielen") and "Tisch eröffnen", as data the lobby renders. */
  readonly soloOptions: readonly LobbyOption[];
  readonly tableOptions: readonly LobbyOption[];
  /**
   * A solo table's seats and computer level from the chosen values; without it the player plus
   * `computers`, at the `strength` level.
   */
  solo?(values: OptionValues): { readonly players: number; readonly level: string };
  /** The game's lobby values that are table settings, not game options (read by `solo`). */
  readonly settingKeys?: readonly string[];
  /**
   * The Zahnrad's switches its table follows (`GAME_SETTINGS`: those its code reads), in any order.
   * On the game's table and its own pages the Zahnrad shows these and the general settings only;
   * elsewhere every switch, under the names of the games that follow it.
   */
  readonly settings: readonly GameSetting[];
  /**
   * A switch's name in the game's own words on its table and pages (Speedlift's "Kaufhaus-Geräusche");
   * elsewhere, where games share it, the site's name.
   */
  readonly settingNames?: Partial<Readonly<Record<GameSetting, Localized>>>;
  /** The table screen, replay view and the frame's flags. */
  readonly screen: GameScreen;
  /** The game's own pages `/spiel/<id>/<segment>` (practice, Fahrschule …). */
  readonly pages: Readonly<Record<string, Loader<ComponentType>>>;
  /** Which of `pages` is the offline practice (the start page links it). */
  readonly practice?: string;
  /** The lobby's links to the game's own pages. */
  readonly lobbyLinks?: Loader<ComponentType>;
  /** The leaderboard's formula line. */
  readonly formula?: Text;
  /** "Nochmal" in the game's words (solo tables). */
  readonly rematch?: Text;
  /** The frame's summary between two rounds in the game's words (without it "Rundenbilanz"). */
  readonly summaryTitle?: Text;
  readonly daily?: DailyRide;
  /**
   * The texts of the game's own error codes (its rules, its daily ride) in both languages; the
   * site's codes are in `i18n/errors.ts`. `errorText` finds them (through `registry.ts` `gameError`).
   */
  readonly errors?: ErrorTexts;
}
