/** A simulator of the current round of a full state (all hands known) — for tests and benchmarks. */
import { cardCode, loadKartons } from './cards.js';
import { Sim } from './sim.js';
import type { State } from './state.js';

export function simOfState(s: State): Sim {
  const c = s.config;
  const last = s.ride[s.ride.length - 1];
  return new Sim(
    {
      gleicheEtage: c.gleicheEtageHaelt,
      aussteigenJederzeit: c.aussteigenJederzeit,
      ladenhueter: !c.ladenhueterZaehlenNicht,
    },
    c.players,
    s.hands.map((h) => h.map(cardCode)),
    s.turn,
    s.floor,
    s.dir,
    loadKartons(s.ride.map((r) => r.card)),
    s.ride.length,
    last ? last.seat : -1,
    s.loads.map((ls) => ls.reduce((sum, l) => sum + loadKartons(l), 0)),
  );
}
