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
import { TEXT } from './texts.js';

/** The four routes; the engine's `route`. */
const ROUTE: LobbyOption = {
  kind: 'choice',
  id: 'route',
  label: TEXT.optRoute,
  named: true,
  values: [
    { value: 'gipfelsturm', label: TEXT.routeGipfelsturm },
    { value: 'nordwand', label: TEXT.routeNordwand },
    { value: 'expedition', label: TEXT.routeExpedition },
    { value: 'meister', label: TEXT.routeMeister },
  ],
  initial: 'gipfelsturm',
};

export const SOLO: readonly LobbyOption[] = [
  computers(1, 5, 3),
  STRENGTH,
  ROUTE,
  { kind: 'toggle', id: 'turbo', label: TEXT.optTurbo, hint: TEXT.optTurboHint, initial: false },
];

export const TABLE: readonly LobbyOption[] = [
  { kind: 'choice', id: 'seats', label: 'optSeats', hint: TEXT.optSeatsHint, values: range(2, 6), initial: 4 },
  FREE_SEATS,
  ROUTE,
  THINK_TIME,
  TEMPO,
  STAKE,
];
