/** Speedlift's lobby: the solo setup, "Tisch eröffnen", the "Hausregeln" and the limit "30, 50 oder 80". */
import { computers, FREE_SEATS, range, STRENGTH, TEMPO, THINK_TIME, type LobbyOption } from '../../lobby/options.js';

const RULES: readonly LobbyOption[] = [
  {
    kind: 'choice',
    id: 'limit',
    label: 'optLimit',
    hint: 'optLimitHint',
    named: true,
    listed: 'listLimit',
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

export const SOLO: readonly LobbyOption[] = [computers(2, 5, 3), STRENGTH, ...RULES];

export const TABLE: readonly LobbyOption[] = [
  { kind: 'choice', id: 'seats', label: 'optSeats', values: range(3, 6), initial: 4 },
  FREE_SEATS,
  THINK_TIME,
  TEMPO,
  ...RULES,
];
