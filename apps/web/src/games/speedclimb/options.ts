/** Speedclimb's lobby: the solo setup ("Allein …") and "Tisch eröffnen" ("Mit anderen spielen"). */
import {
  computers,
  FREE_SEATS,
  range,
  STAKE,
  STRENGTH,
  TEMPO,
  THINK_TIME,
  type LobbyOption,
} from '../../lobby/options.js';

/** The four routes; the engine's `route`. */
const ROUTE: LobbyOption = {
  kind: 'choice',
  id: 'route',
  label: 'optRoute',
  named: true,
  values: [
    { value: 'gipfelsturm', label: 'routeGipfelsturm' },
    { value: 'nordwand', label: 'routeNordwand' },
    { value: 'expedition', label: 'routeExpedition' },
    { value: 'meister', label: 'routeMeister' },
  ],
  initial: 'gipfelsturm',
};

export const SOLO: readonly LobbyOption[] = [
  computers(1, 5, 3),
  STRENGTH,
  ROUTE,
  { kind: 'toggle', id: 'turbo', label: 'optTurbo', hint: 'optTurboHint', initial: false },
];

export const TABLE: readonly LobbyOption[] = [
  { kind: 'choice', id: 'seats', label: 'optSeats', hint: 'optSeatsSpeedclimbHint', values: range(2, 6), initial: 4 },
  FREE_SEATS,
  ROUTE,
  THINK_TIME,
  TEMPO,
  STAKE,
];
