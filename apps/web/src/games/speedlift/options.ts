/** Speedlift's lobby: the solo setup, "Tisch eröffnen", the "Hausregeln" and the limit "30, 50 oder 80". */
import { computers, FREE_SEATS, range, STRENGTH, TEMPO, thinkTime, type LobbyOption } from '../../lobby/options.js';
import { TEXT } from './texts.js';

const RULES: readonly LobbyOption[] = [
  {
    kind: 'choice',
    id: 'limit',
    label: TEXT.optLimit,
    hint: TEXT.optLimitHint,
    named: true,
    listed: TEXT.listLimit,
    values: [30, 50, 80].map((n) => ({ value: n, label: { literal: String(n) } })),
    initial: 50,
  },
  {
    kind: 'toggle',
    id: 'aussteigenJederzeit',
    label: TEXT.houseExitAnytime,
    hint: TEXT.houseExitAnytimeHint,
    initial: false,
  },
  {
    kind: 'toggle',
    id: 'gleicheEtageHaelt',
    label: TEXT.houseSameFloor,
    hint: TEXT.houseSameFloorHint,
    initial: false,
  },
  {
    kind: 'choice',
    id: 'sonderkarten',
    label: TEXT.houseSpecials,
    values: [
      { value: 'alle', label: TEXT.specialsAll },
      { value: 'ohneDetektiv', label: TEXT.specialsNoDetective },
      { value: 'keine', label: TEXT.specialsNone },
    ],
    initial: 'alle',
  },
  {
    kind: 'toggle',
    id: 'ladenhueterZaehlenNicht',
    label: TEXT.houseLeftovers,
    hint: TEXT.houseLeftoversHint,
    initial: false,
  },
];

export const SOLO: readonly LobbyOption[] = [computers(2, 5, 3), STRENGTH, ...RULES];

export const TABLE: readonly LobbyOption[] = [
  { kind: 'choice', id: 'seats', label: 'optSeats', values: range(3, 6), initial: 4 },
  FREE_SEATS,
  thinkTime({ label: TEXT.optThinkTime, hint: TEXT.optThinkTimeHint, stakeHint: TEXT.optThinkTimeStakeHint }),
  TEMPO,
  ...RULES,
];
