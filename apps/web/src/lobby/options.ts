import { DEFAULT_THINK_TIME, REAL_STAKES, THINK_TIMES } from '@kartenhaus/protocol/limits';
import type { Text, Translate } from '../i18n/i18n.js';

/**
 * The lobby's option kinds and the options every game's lobby shares (computer strength, think
 * time, tempo, free seats). A game's own options are in its folder (`games/<game>/options.ts`),
 * taken from its rule text ("Am Tisch", "Allein …", "Mit anderen spielen", "Hausregeln",
 * "Varianten"). Option ids and values are the engines' own config names, so they pass to the
 * server unchanged. The lobby renders these; the server validates the chosen values — the web
 * app decides no rule.
 */
export type OptionValue = string | number | boolean;

export interface ChoiceValue {
  readonly value: string | number;
  /** A text, or a literal label for numbers ("30 s" is built by the renderer). */
  readonly label: Text | { readonly literal: string };
}

/** A choice's label in the page's language. */
export const choiceLabel = (choice: ChoiceValue, t: Translate): string =>
  typeof choice.label === 'object' && 'literal' in choice.label ? choice.label.literal : t(choice.label);

/** The lobby's chosen values by option id. */
export type OptionValues = Readonly<Record<string, OptionValue>>;

interface OptionBase {
  readonly id: string;
  readonly label: Text;
  /** Under the option; a function when it depends on what else is chosen (the seats, a variant). */
  readonly hint?: Text | ((values: OptionValues) => Text);
  /**
   * The lobby's list of open tables names this option always (what decides the game: a route, a
   * limit, a level), not only when it differs from the default.
   */
  readonly named?: true;
  /** The list's words for the chosen value (`{n}`: the value), instead of "label: value". */
  readonly listed?: Text;
}

export type LobbyOption =
  | (OptionBase & {
      readonly kind: 'choice';
      readonly values: readonly ChoiceValue[];
      readonly initial: string | number;
    })
  | (OptionBase & {
      readonly kind: 'toggle';
      readonly initial: boolean;
    });

export const range = (from: number, to: number): ChoiceValue[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: { literal: String(from + i) } }));

/** How many computers sit with the solo player. */
export const computers = (from: number, to: number, initial: number): LobbyOption => ({
  kind: 'choice',
  id: 'computers',
  label: 'optComputers',
  values: range(from, to),
  initial,
});

export const STRENGTH: LobbyOption = {
  kind: 'choice',
  id: 'strength',
  label: 'optStrength',
  values: [
    { value: 'leicht', label: 'strengthEasy' },
    { value: 'normal', label: 'strengthNormal' },
    { value: 'stark', label: 'strengthStrong' },
  ],
  initial: 'normal',
};

/** A stake is chosen (ruling AC9: then the think time offers no "ohne Uhr", and its hint says why). */
export const staked = (values: OptionValues): boolean => typeof values.stake === 'number' && values.stake > 0;

/**
 * The think time in a game's own words: Speedclimb's text says "Bedenkzeit je Entscheidung … dann
 * entscheidet der Computer", Speedlift's "Die Bedenkzeit … gilt je Zug … dann legt der Computer für
 * dich". The hint with a stake says why "ohne Uhr" is gone (`stake-clock.ts`).
 */
export interface ThinkTimeWords {
  readonly label: Text;
  readonly hint: Text;
  readonly stakeHint: Text;
}

export const thinkTime = (words: ThinkTimeWords): LobbyOption => ({
  kind: 'choice',
  id: 'thinkTime',
  label: words.label,
  hint: (values) => (staked(values) ? words.stakeHint : words.hint),
  values: [
    // The protocol's think times; two minutes reads as words.
    ...THINK_TIMES.map((s) => ({ value: s, label: s === 120 ? ('thinkTwoMinutes' as const) : { literal: `${s} s` } })),
    { value: 0, label: 'thinkNone' },
  ],
  initial: DEFAULT_THINK_TIME,
});

export const THINK_TIME: LobbyOption = thinkTime({
  label: 'optThinkTime',
  hint: 'optThinkTimeHint',
  stakeHint: 'optThinkTimeStakeHint',
});
export const TEMPO: LobbyOption = {
  kind: 'choice',
  id: 'tempo',
  label: 'optTempo',
  hint: 'optTempoHint',
  values: [
    { value: 'normal', label: 'tempoNormal' },
    { value: 'schnell', label: 'tempoFast' },
  ],
  initial: 'normal',
};
export const FREE_SEATS: LobbyOption = {
  kind: 'choice',
  id: 'freeSeats',
  label: 'optFreeSeats',
  hint: 'optFreeSeatsHint',
  values: [
    { value: 'computer', label: 'freeComputer' },
    { value: 'leer', label: 'freeEmpty' },
  ],
  initial: 'computer',
};
/** The stake of a table (A1: Taler only to play, never for money). */
export const STAKE: LobbyOption = {
  kind: 'choice',
  id: 'stake',
  label: 'optStake',
  hint: 'optStakeHint',
  values: [
    { value: 0, label: 'stakeNone' },
    ...REAL_STAKES.map((n) => ({ value: n, label: { literal: `${n} Taler` } })),
  ],
  initial: 0,
};

/** The initial values of a list of options. */
export function initialValues(options: readonly LobbyOption[]): Record<string, OptionValue> {
  return Object.fromEntries(options.map((o) => [o.id, o.initial]));
}
