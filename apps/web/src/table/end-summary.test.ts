import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { endLines } from './end-summary.js';

const t = translator('de');
const names = ['Du', 'Anna', 'Computer'];

describe('the end screen says what the game settled', () => {
  it('who won the pot and the points each player took into the leaderboards', () => {
    const end = {
      finished: true,
      seed: 's',
      leavers: [],
      pot: { total: 50, stakers: [0, 1], shares: [{ seat: 1, amount: 50 }] },
      points: [
        { seat: 0, points: 45 },
        { seat: 1, points: 130 },
      ],
    };
    expect(endLines(t, end, names, 0, false)).toEqual([
      'Topf (50 Taler): Anna +50',
      'Punkte für die Bestenliste: Du 45 · Anna 130',
    ]);
    // A shared pot, and a leaver's −10.
    const tied = {
      ...end,
      pot: {
        total: 51,
        stakers: [0, 1, 2],
        shares: [
          { seat: 0, amount: 26 },
          { seat: 1, amount: 25 },
        ],
      },
      points: [
        { seat: 0, points: 130 },
        { seat: 1, points: -10 },
      ],
    };
    expect(endLines(t, tied, names, 1, false)).toEqual([
      'Topf (51 Taler): Du +26 · Anna +25',
      'Punkte für die Bestenliste: Du 130 · Anna −10',
    ]);
  });

  it('the pot says who had no share of it for leaving early — to the others, the leaver has its own line (QA 7 Dec 2026)', () => {
    // Anna left a table of two with 100 Taler each at stake; the one who stayed took the pot.
    const end = {
      finished: true,
      seed: 's',
      leavers: [1],
      pot: { total: 200, stakers: [0, 1], shares: [{ seat: 0, amount: 200 }] },
      points: [
        { seat: 0, points: 130 },
        { seat: 1, points: -10 },
      ],
    };
    expect(endLines(t, end, names, 0, false)[0]).toBe(
      'Topf (200 Taler): Du +200 – kein Anteil für Anna: vorzeitig verlassen.',
    );
    expect(endLines(translator('en'), end, ['You', 'Anna'], 0, false)[0]).toBe(
      'Pot (200 Taler): You +200 – no share for Anna: left early.',
    );
    expect(endLines(t, end, ['Ben', 'Anna'], null, null)[0]).toBe(
      'Topf (200 Taler): Ben +200 – kein Anteil für Anna: vorzeitig verlassen.',
    );
    expect(endLines(t, end, ['Ben', 'Du'], 1, false).slice(0, 2)).toEqual([
      'Du hast die Partie vorzeitig verlassen: Der Computer hat deinen Platz zu Ende gespielt – sein Ergebnis zählt nicht für dich.',
      'Topf (200 Taler): Ben +200',
    ]);
  });

  it('a leaver reads first that the seat’s result is the computer’s and does not count for them (QA 7 Dec 2026)', () => {
    // The computer played the leaver's seat to place 1 ("Du gewinnst." on the table); the pot went
    // to the house and the leaver got −10.
    const end = {
      finished: true,
      seed: 's',
      leavers: [0],
      pot: { total: 50, stakers: [0, 1], shares: [{ seat: null, amount: 50 }] },
      points: [
        { seat: 0, points: -10 },
        { seat: 1, points: -10 },
      ],
    };
    const lines = endLines(t, end, names, 0, false);
    expect(lines[0]).toBe(
      'Du hast die Partie vorzeitig verlassen: Der Computer hat deinen Platz zu Ende gespielt – sein Ergebnis zählt nicht für dich.',
    );
    expect(lines.slice(1)).toEqual([
      'Topf (50 Taler): an die Bank – alle mit Einsatz haben die Partie vorzeitig verlassen.',
      'Punkte für die Bestenliste: Du −10 · Anna −10',
    ]);
    expect(endLines(translator('en'), end, ['You', 'Anna'], 0, false)[0]).toBe(
      'You left the game early: the computer played your seat to the end – its result does not count for you.',
    );
    // Another seat's leaving is not said as the own; a watcher reads the pot and the points only.
    expect(endLines(t, { ...end, leavers: [1] }, names, 0, false)[0]).toMatch(/^Topf /);
    expect(endLines(t, end, names, null, null)[0]).toMatch(/^Topf /);
  });

  it('another player who left is said once — by the pot when it names them, else on a line of its own (QA 7 Dec 2026)', () => {
    // Guests at a table of six without stakes: no pot, no points — only this line says Anna left.
    const guests = { finished: true, seed: 's', leavers: [1], pot: null, points: [] };
    const six = ['Du', 'Anna', 'Ben', 'Computer 4', 'Computer 5', 'Computer 6'];
    expect(endLines(t, guests, six, 0, true)).toEqual([
      'Anna hat die Partie vorzeitig verlassen; der Computer hat den Platz zu Ende gespielt.',
      'Als Gast zählen deine Punkte nicht für die Bestenliste.',
    ]);
    expect(endLines(t, { ...guests, leavers: [1, 2] }, six, null, null)).toEqual([
      'Anna, Ben haben die Partie vorzeitig verlassen; der Computer hat ihre Plätze zu Ende gespielt.',
    ]);
    expect(endLines(translator('en'), guests, ['You', 'Anna', 'Ben'], 0, null)).toEqual([
      'Anna left the game early; the computer played the seat to the end.',
    ]);
    // The own leaving has its own line, not this one.
    expect(endLines(t, guests, ['Ben', 'Du'], 1, null)).toEqual([
      'Du hast die Partie vorzeitig verlassen: Der Computer hat deinen Platz zu Ende gespielt – sein Ergebnis zählt nicht für dich.',
    ]);
    // A staker the pot names as gone is not named again; a leaver without a stake is.
    const staked = {
      finished: true,
      seed: 's',
      leavers: [1, 2],
      pot: { total: 200, stakers: [0, 1], shares: [{ seat: 0, amount: 200 }] },
      points: [],
    };
    expect(endLines(t, staked, ['Du', 'Anna', 'Ben'], 0, null)).toEqual([
      'Topf (200 Taler): Du +200 – kein Anteil für Anna: vorzeitig verlassen.',
      'Ben hat die Partie vorzeitig verlassen; der Computer hat den Platz zu Ende gespielt.',
    ]);
  });

  it('the house, a lone staker, a guest, a game without points for the player', () => {
    const house = {
      finished: true,
      seed: 's',
      leavers: [],
      pot: { total: 20, stakers: [0, 1], shares: [{ seat: null, amount: 20 }] },
      points: [],
    };
    expect(endLines(t, house, names, 0, false)[0]).toBe(
      'Topf (20 Taler): an die Bank – alle mit Einsatz haben die Partie vorzeitig verlassen.',
    );
    const lone = {
      finished: true,
      seed: 's',
      leavers: [],
      pot: { total: 25, stakers: [0], shares: [{ seat: 0, amount: 25 }] },
      points: [{ seat: 0, points: 30 }],
    };
    expect(endLines(t, lone, names, 0, false)[0]).toBe(
      'Einsatz zurück (25 Taler): Du +25 – nur ein Mensch mit Einsatz am Tisch.',
    );
    const guest = { finished: true, seed: 's', leavers: [], pot: null, points: [{ seat: 1, points: 12 }] };
    expect(endLines(t, guest, names, 0, true)).toEqual([
      'Punkte für die Bestenliste: Anna 12',
      'Als Gast zählen deine Punkte nicht für die Bestenliste.',
    ]);
    // A registered player whose game entered no leaderboard (a second Tagesfahrt of the day, L8).
    expect(endLines(t, { ...guest, points: [] }, names, 0, false)).toEqual([
      'Diese Partie bringt dir keine Punkte für die Bestenliste.',
    ]);
    // A server that does not say: nothing is claimed.
    expect(endLines(t, { finished: true, seed: 's', leavers: [], pot: null, points: null }, names, 0, false)).toEqual(
      [],
    );
    expect(
      endLines(
        translator('en'),
        { finished: true, seed: 's', leavers: [], pot: null, points: [{ seat: 0, points: 7 }] },
        ['You'],
        0,
        false,
      ),
    ).toEqual(['Points for the leaderboard: You 7']);
  });
});
