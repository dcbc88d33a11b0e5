import type { TableRules } from '@kartenhaus/core';
import { NORMAL_6_SINCE, tagesfahrtText } from './daily.js';
import type { Event, Move } from './moves.js';
import type { View } from './view.js';

/**
 * Speedlift at the site's tables: solo with 2–5 computers ("Allein gegen den Computer mit 2 bis 5
 * Computern"), online 3–6 seats ("Eröffne einen Tisch für 3 bis 6 Spieler"), free seats to the
 * computer on request; the round summary after every Feierabend; the Tagesfahrt (L8).
 */
export const tableRules: TableRules<Move, View, Event> = {
  solo: { min: 3, max: 6 },
  online: { min: 3, max: 6 },
  humanSeats: 6,
  onlineComputers: true,
  stakes: false,
  turbo: false,
  levels: ['leicht', 'normal', 'stark'],
  roundEnd: (e) => e.type === 'feierabend',
  daily: {
    // L8: "zu viert gegen drei normale Computer, eine Schicht, Standardregeln", the day's deals.
    asks(c) {
      if (c.options.tagesfahrt !== true) return false;
      const standard = c.mode === 'solo' && c.players === 4 && c.level === 'normal';
      return standard && Object.keys(c.options).length === 1
        ? true
        : 'Tagesfahrt: solo, 4 players, level normal, standard rules';
    },
    seedText: tagesfahrtText,
    // normal plays 6 worlds since 6 Dec 2026 (issue 22); the days before keep the 20 they began with.
    computers: (day) => (day < NORMAL_6_SINCE ? 'normal-20' : 'normal'),
  },
};
