import { REAL_STAKES, THINK_TIMES } from '@kartenhaus/protocol';
import type { GameId } from '../games.js';
import type { MessageKey } from '../i18n/de.js';

/**
 * Option ids and values are the engines' own config names (speedlift `Config`, speedclimb
 * `route`, gipfelsturm `GipfelConfig`), so they pass to the server unchanged.
 *
 * Every option of the solo setup and of "Tisch eröffnen", as data taken from the rule texts
 * ("Am Tisch", "Allein …", "Mit anderen spielen", "Hausregeln", "Varianten"). The lobby renders
 * these; the server validates the chosen values — the web app decides no rule.
 */
export type OptionValue = string | number | boolean;

export interface ChoiceValue {
  readonly value: string | number;
  /** A message key, or a literal label for numbers ("30 s" is built by the renderer). */
  readonly label: MessageKey | { readonly literal: string };
}

export type LobbyOption =
  | {
      readonly kind: 'choice';
      readonly id: string;
      readonly label: MessageKey;
      readonly hint?: MessageKey;
      readonly values: readonly ChoiceValue[];
      readonly initial: string | number;
    }
  | {
      readonly kind: 'toggle';
      readonly id: string;
      readonly label: MessageKey;
      readonly hint?: MessageKey;
      readonly initial: boolean;
    };

const range = (from: number, to: number): ChoiceValue[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ value: from + i, label: { literal: String(from + i) } }));

const STRENGTH: LobbyOption = {
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

const SPEEDCLIMB_ROUTE: LobbyOption = {
  kind: 'choice',
  id: 'route',
  label: 'optRoute',
  values: [
    { value: 'gipfelsturm', label: 'routeGipfelsturm' },
    { value: 'nordwand', label: 'routeNordwand' },
    { value: 'expedition', label: 'routeExpedition' },
    { value: 'meister', label: 'routeMeister' },
  ],
  initial: 'gipfelsturm',
};

/** Speedlift "Hausregeln" and the limit "30, 50 oder 80". */
const SPEEDLIFT_RULES: readonly LobbyOption[] = [
  {
    kind: 'choice',
    id: 'limit',
    label: 'optLimit',
    hint: 'optLimitHint',
    values: [30, 50, 80].map((n) => ({ value: n, label: { literal: String(n) } })),
    initial: 50,
  },
  {
    kind: 'toggle',
    id: 'aussteigenJederzeit',
    label: 'houseExitAnytime',
    hint: 'houseExitAnytimeHint',
    initial: false,
  },
  { kind: 'toggle', id: 'gleicheEtageHaelt', label: 'houseSameFloor', hint: 'houseSameFloorHint', initial: false },
  {
    kind: 'choice',
    id: 'sonderkarten',
    label: 'houseSpecials',
    values: [
      { value: 'alle', label: 'specialsAll' },
      { value: 'ohneDetektiv', label: 'specialsNoDetective' },
      { value: 'keine', label: 'specialsNone' },
    ],
    initial: 'alle',
  },
  {
    kind: 'toggle',
    id: 'ladenhueterZaehlenNicht',
    label: 'houseLeftovers',
    hint: 'houseLeftoversHint',
    initial: false,
  },
];

/** Gipfelsturm levels (G1) and variants ("Varianten"). */
const GIPFELSTURM_LEVEL: LobbyOption = {
  kind: 'choice',
  id: 'level',
  label: 'optLevel',
  hint: 'optLevelHint',
  values: [
    { value: 'normal', label: 'levelNormal' },
    { value: 'schwer', label: 'levelHard' },
    { value: 'experte', label: 'levelExpert' },
  ],
  initial: 'normal',
};
const SILENT: LobbyOption = {
  kind: 'toggle',
  id: 'stillerGipfel',
  label: 'variantSilent',
  hint: 'variantSilentHint',
  initial: false,
};
const RECORD: LobbyOption = {
  kind: 'toggle',
  id: 'rekordjagd',
  label: 'variantRecord',
  hint: 'variantRecordHint',
  initial: false,
};

/** Solo setup per game ("Allein …", "Am Tisch · Solo", G4). */
export const SOLO_OPTIONS: Readonly<Record<GameId, readonly LobbyOption[]>> = {
  speedclimb: [
    { kind: 'choice', id: 'computers', label: 'optComputers', values: range(1, 5), initial: 3 },
    STRENGTH,
    SPEEDCLIMB_ROUTE,
    { kind: 'toggle', id: 'turbo', label: 'optTurbo', hint: 'optTurboHint', initial: false },
  ],
  speedlift: [
    { kind: 'choice', id: 'computers', label: 'optComputers', values: range(2, 5), initial: 3 },
    STRENGTH,
    ...SPEEDLIFT_RULES,
  ],
  gipfelsturm: [
    {
      kind: 'choice',
      id: 'partnerSpeed',
      label: 'optPartnerSpeed',
      values: [
        { value: 'normal', label: 'speedCalm' },
        { value: 'schwer', label: 'speedMedium' },
        { value: 'experte', label: 'speedQuick' },
      ],
      initial: 'normal',
    },
    GIPFELSTURM_LEVEL,
    { kind: 'toggle', id: 'three', label: 'variantThree', hint: 'variantThreeSoloHint', initial: false },
    SILENT,
    RECORD,
  ],
};

const THINK_TIME: LobbyOption = {
  kind: 'choice',
  id: 'thinkTime',
  label: 'optThinkTime',
  hint: 'optThinkTimeHint',
  values: [
    // The protocol's think times; two minutes reads as words.
    ...THINK_TIMES.map((s) => ({ value: s, label: s === 120 ? ('thinkTwoMinutes' as const) : { literal: `${s} s` } })),
    { value: 0, label: 'thinkNone' },
  ],
  initial: 120,
};
const TEMPO: LobbyOption = {
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
const FREE_SEATS: LobbyOption = {
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

/** "Tisch eröffnen" per game ("Mit anderen spielen", "Am Tisch", issue 6). */
export const TABLE_OPTIONS: Readonly<Record<GameId, readonly LobbyOption[]>> = {
  speedclimb: [
    { kind: 'choice', id: 'seats', label: 'optSeats', hint: 'optSeatsSpeedclimbHint', values: range(2, 6), initial: 4 },
    FREE_SEATS,
    SPEEDCLIMB_ROUTE,
    THINK_TIME,
    TEMPO,
    {
      kind: 'choice',
      id: 'stake',
      label: 'optStake',
      hint: 'optStakeHint',
      values: [
        { value: 0, label: 'stakeNone' },
        ...REAL_STAKES.map((n) => ({ value: n, label: { literal: `${n} Taler` } })),
      ],
      initial: 0,
    },
  ],
  speedlift: [
    { kind: 'choice', id: 'seats', label: 'optSeats', values: range(3, 6), initial: 4 },
    FREE_SEATS,
    THINK_TIME,
    TEMPO,
    ...SPEEDLIFT_RULES,
  ],
  gipfelsturm: [
    {
      kind: 'choice',
      id: 'seats',
      label: 'optSeats',
      hint: 'optSeatsGipfelsturmHint',
      values: range(2, 3),
      initial: 2,
    },
    GIPFELSTURM_LEVEL,
    SILENT,
    RECORD,
  ],
};

/** The initial values of a list of options. */
export function initialValues(options: readonly LobbyOption[]): Record<string, OptionValue> {
  return Object.fromEntries(options.map((o) => [o.id, o.initial]));
}
