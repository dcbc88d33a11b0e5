import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { errorText, translator } from '../i18n/i18n.js';
import { parseHistory, parseWallet } from '../net/shapes.js';
import { renderWithServices, testServices } from '../test-services.js';
import {
  historyGameName,
  History,
  historyLine,
  HistoryItem,
  inPlayLine,
  postingLabel,
  PostingWhat,
  topupLine,
  when,
} from './Profile.js';

describe('the history line', () => {
  const t = translator('de');
  it('says "verloren" for a lost cooperative game instead of "Platz 1"', () => {
    // As /api/history answers: a lost Gipfelsturm shares place 1 with 0 points; a Speedlift place 2.
    const line = { seat: 0, stake: 0, solo: false, daily: null, finished: true, counted: true, leftEarly: false };
    const games = parseHistory({
      games: [
        {
          ...line,
          gameId: 'g1',
          game: 'gipfelsturm',
          place: 1,
          points: 0,
          team: { won: false, score: 0 },
          startedAt: 1,
        },
        {
          ...line,
          gameId: 'g2',
          game: 'gipfelsturm',
          place: 1,
          points: 7,
          team: { won: true, score: 7 },
          startedAt: 2,
        },
        { ...line, gameId: 'g3', game: 'speedlift', place: 2, points: 45, team: null, startedAt: 3 },
      ],
    })!;
    expect(games.map((g) => historyLine(g, t))).toEqual([
      'verloren · 0 Punkte',
      'gewonnen · 7 Punkte',
      'Platz 2 · 45 Punkte',
    ]);
    // A game left early: the place is the computer's, the points −10 (AC2) or 0 (AC11).
    const [left] = parseHistory({
      games: [
        { ...line, leftEarly: true, gameId: 'g4', game: 'speedlift', place: 2, points: 0, team: null, startedAt: 4 },
      ],
    })!;
    expect(historyLine(left!, t)).toBe('Platz 2 · vorzeitig verlassen · 0 Punkte');
    expect(historyLine(left!, translator('en'))).toBe('Place 2 · left early · 0 points');
    expect(historyLine(games[0]!, translator('en'))).toBe('lost · 0 points');
    // A guest's games enter no list (A1): no points, which read like points lost ("verloren · 0 Punkte").
    expect(games.map((g) => historyLine(g, t, true))).toEqual(['verloren', 'gewonnen', 'Platz 2']);
    expect(historyLine(left!, t, true)).toBe('Platz 2 · vorzeitig verlassen');
  });

  it('says "nicht gewertet" for a registered player’s game no list holds, not its points', () => {
    // Begun as a guest before registering (A1), or a second Tagesfahrt that day (L8): the history
    // had shown "45 Punkte" the Bestenliste never counted (QA, session 46).
    const [notCounted] = parseHistory({
      games: [
        {
          seat: 0,
          stake: 0,
          solo: false,
          daily: null,
          finished: true,
          leftEarly: false,
          counted: false,
          gameId: 'g5',
          game: 'speedlift',
          place: 2,
          points: 45,
          team: null,
          startedAt: 5,
        },
      ],
    })!;
    expect(historyLine(notCounted!, t)).toBe('Platz 2 · nicht gewertet');
    expect(historyLine(notCounted!, translator('en'))).toBe('Place 2 · not counted');
    // A guest's list says once why none counts: not on every line.
    expect(historyLine(notCounted!, t, true)).toBe('Platz 2');
  });

  it('tells a guest once why the games show no points (German and English), a player not', () => {
    const guest = renderWithServices(createElement(History, { guest: true }), testServices('de'));
    expect(guest).toContain(
      'Als Gast zählen deine Partien nicht für die Bestenliste: Punkte gibt es für Partien, die du als registrierter Spieler beginnst.',
    );
    expect(renderWithServices(createElement(History, { guest: true }), testServices('en'))).toContain(
      'As a guest your games do not count for the leaderboard',
    );
    expect(renderWithServices(createElement(History, { guest: false }), testServices('de'))).not.toContain('Als Gast');
  });

  it('says that a game still runs (no place yet), German and English', () => {
    const [running] = parseHistory({
      games: [
        {
          seat: 0,
          stake: 0,
          solo: true,
          daily: null,
          finished: false,
          counted: false,
          leftEarly: false,
          gameId: 'g4',
          game: 'speedclimb',
          place: null,
          points: null,
          team: null,
          startedAt: 4,
        },
      ],
    })!;
    expect(historyLine(running!, t)).toBe('läuft noch');
    expect(historyLine(running!, translator('en'))).toBe('still running');
  });
});

describe('the stakes in play beside the balance', () => {
  const wallet = (balance: number, inPlay: number, topupAvailable: boolean) => ({
    balance,
    inPlay,
    topupAvailable,
    topupClaimedToday: false,
    postings: [],
  });
  it('names them, and below 10 Taler says why there is no top-up (ruling AC10)', () => {
    const t = translator('de');
    expect(inPlayLine(wallet(480, 25, false), t)).toBe('Dazu 25 Taler Einsatz an laufenden Tischen.');
    expect(inPlayLine(wallet(0, 500, false), t)).toBe(
      'Dazu 500 Taler Einsatz an laufenden Tischen – sie zählen mit, Aufstocken gibt es erst unter 10 Talern mit ihnen.',
    );
    expect(inPlayLine(wallet(0, 5, true), t)).toBe('Dazu 5 Taler Einsatz an laufenden Tischen.');
    expect(inPlayLine(wallet(0, 500, false), translator('en'))).toBe(
      'Plus 500 Taler staked at running tables – they count, a top-up is available only below 10 Taler with them.',
    );
  });
});

describe('the line about the top-up beside the balance (A2)', () => {
  const wallet = (balance: number, topupAvailable: boolean, topupClaimedToday: boolean, inPlay = 0) => ({
    balance,
    inPlay,
    topupAvailable,
    topupClaimedToday,
    postings: [],
  });
  const de = translator('de');
  const en = translator('en');
  const errDe = (code: string) => errorText(code, 'de');
  const errEn = (code: string) => errorText(code, 'en');

  it('below 10 Taler with today\'s top-up used says why there is no button (QA: only "5 Taler")', () => {
    expect(topupLine(wallet(5, false, true), null, de, errDe)).toBe(
      'Heute schon aufgestockt – morgen wieder (ab Mitternacht).',
    );
    expect(topupLine(wallet(5, false, true), null, en, errEn)).toBe(
      'Already topped up today – again tomorrow (from midnight, German time).',
    );
    // Nothing to say with the button there, at 10 or more, or when the stakes in play hold it back.
    expect(topupLine(wallet(5, true, false), null, de, errDe)).toBeNull();
    expect(topupLine(wallet(100, false, true), null, de, errDe)).toBeNull();
    expect(topupLine(wallet(0, false, false, 500), null, de, errDe)).toBeNull();
  });

  it('after a refusal says why by the wallet read again (QA: a second tab, "5 Taler" and "erst unter 10")', () => {
    const refused = (code: string) => ({ kind: 'refused', code }) as const;
    // The other tab topped up: the wallet now has 100, today's top-up used.
    expect(topupLine(wallet(100, false, true), refused('ERR_TOPUP_NOT_NEEDED'), de, errDe)).toBe(
      'Heute schon aufgestockt: Du hast jetzt 100 Taler.',
    );
    expect(topupLine(wallet(100, false, true), refused('ERR_TOPUP_NOT_NEEDED'), en, errEn)).toBe(
      'Already topped up today: you now have 100 Taler.',
    );
    // A game won meanwhile: no top-up needed.
    expect(topupLine(wallet(60, false, false), refused('ERR_TOPUP_NOT_NEEDED'), de, errDe)).toBe(
      'Aufstocken ist nicht mehr nötig: Du hast 60 Taler.',
    );
    // Topped up elsewhere and lost again: today's is used.
    expect(topupLine(wallet(5, false, true), refused('ERR_TOPUP_ALREADY_CLAIMED'), de, errDe)).toBe(
      'Heute schon aufgestockt – morgen wieder (ab Mitternacht).',
    );
    expect(topupLine(wallet(0, false, false, 500), refused('ERR_TOPUP_WHILE_STAKED'), de, errDe)).toBe(
      errDe('ERR_TOPUP_WHILE_STAKED'),
    );
    expect(topupLine(wallet(100, false, true), { kind: 'done' }, de, errDe)).toBe('Aufgestockt.');
  });
});

describe('the postings ("Buchungen")', () => {
  it('name a stake that came back "Einsatz zurück", not a win (S13: one human at the table; QA: "+10" in 2nd place)', () => {
    const posting = (kind: string) => ({ kind, key: 'game:g1:payout' });
    expect(postingLabel(posting('refund'), translator('de'))).toBe('Einsatz zurück');
    expect(postingLabel(posting('refund'), translator('en'))).toBe('Stake back');
    // A payout from the pot is named neutrally: a tied split (stake 10, two tied, each got their own
    // 10 back) is one too, and nobody won it (QA: "Gewinn aus dem Topf – Speedclimb +10").
    expect(postingLabel(posting('payout'), translator('de'))).toBe('Aus dem Topf');
    expect(postingLabel(posting('payout'), translator('en'))).toBe('From the pot');
    expect(postingLabel({ kind: 'stake', key: 'game:g1:stake:0' }, translator('de'))).toBe('Einsatz');
    // A kind this page does not know is shown by its name (a newer server), never as another's words.
    expect(postingLabel(posting('bonus'), translator('de'))).toBe('bonus');
    expect(postingLabel(posting('constructor'), translator('de'))).toBe('constructor');
  });
});

describe('the postings name their game (QA 6 Dec: "Einsatz −25" and "Startguthaben +500", no game named)', () => {
  // As /api/wallet answers after a Speedclimb table with 25 Taler stake that the player left.
  const answer = {
    balance: 475,
    topupAvailable: false,
    inPlay: 0,
    statement: [
      { key: 'game:climb:stake:0', kind: 'stake', amount: -25, at: 2, game: { id: 'climb', game: 'speedclimb' } },
      { key: 'signup:anna', kind: 'signup', amount: 500, at: 1 },
    ],
  };
  const [stake, signup] = parseWallet(answer)!.postings;

  it('say "Einsatz – Speedclimb"; a posting of no game as before', () => {
    expect(stake!.game).toEqual({ id: 'climb', game: 'speedclimb' });
    expect(postingLabel(stake!, translator('de'))).toBe('Einsatz – Speedclimb');
    expect(postingLabel(stake!, translator('en'))).toBe('Stake – Speedclimb');
    expect(postingLabel({ ...stake!, kind: 'refund' }, translator('de'))).toBe('Einsatz zurück – Speedclimb');
    expect(postingLabel({ ...stake!, kind: 'payout' }, translator('en'))).toBe('From the pot – Speedclimb');
    expect(postingLabel({ ...stake!, kind: 'payout' }, translator('de'))).toBe('Aus dem Topf – Speedclimb');
    expect(postingLabel(signup!, translator('de'))).toBe('Startguthaben');
    // A game this page does not know is named by its id.
    expect(postingLabel({ ...stake!, game: { id: 'x', game: 'schach' } }, translator('de'))).toBe('Einsatz – schach');
  });

  it('lead to the game’s replay as "Deine Partien" does ("Wiederholung ansehen")', () => {
    const de = renderWithServices(createElement(PostingWhat, { p: stake! }), testServices('de'));
    expect(de).toMatch(
      /^Einsatz – Speedclimb <a href="\/wiederholung\/climb" class="text-link">Wiederholung ansehen<span/,
    );
    expect(de).toMatch(/<span class="visually-hidden"> – Speedclimb, .+<\/span><\/a>$/);
    const en = renderWithServices(createElement(PostingWhat, { p: stake! }), testServices('en'));
    expect(en).toMatch(/^Stake – Speedclimb <a href="\/wiederholung\/climb" class="text-link">Watch the replay<span/);
    expect(renderWithServices(createElement(PostingWhat, { p: signup! }), testServices('de'))).toBe('Startguthaben');
  });

  it('read an older answer without the game as before', () => {
    const old = parseWallet({
      ...answer,
      statement: answer.statement.map(({ key, kind, amount, at }) => ({ key, kind, amount, at })),
    })!;
    expect(old.postings[0]!.game).toBeUndefined();
    expect(postingLabel(old.postings[0]!, translator('de'))).toBe('Einsatz');
    const html = renderWithServices(createElement(PostingWhat, { p: old.postings[0]! }), testServices('de'));
    expect(html).toBe('Einsatz');
  });
});

describe('"Deine Partien" names a Tagesfahrt as such', () => {
  const line = {
    seat: 0,
    stake: 0,
    solo: true,
    finished: true,
    counted: true,
    leftEarly: false,
    team: null,
    place: 2,
    points: 12,
  };
  const [ride, table] = parseHistory({
    games: [
      { ...line, gameId: 'd1', game: 'speedlift', daily: '2026-12-06', startedAt: 2 },
      { ...line, gameId: 't1', game: 'speedlift', daily: null, startedAt: 1 },
    ],
  })!;

  it('"Tagesfahrt" in the game’s own words, a table game by its name', () => {
    expect(historyGameName(ride!, translator('de'))).toBe('Tagesfahrt');
    expect(historyGameName(ride!, translator('en'))).toBe('Tagesfahrt (daily ride)');
    expect(historyGameName(table!, translator('de'))).toBe('Speedlift');
    // An older answer without the date, or a game without a daily ride: its name.
    expect(historyGameName({ game: 'speedlift' }, translator('de'))).toBe('Speedlift');
    expect(historyGameName({ game: 'speedclimb', daily: '2026-12-06' }, translator('de'))).toBe('Speedclimb');
  });

  it('in the list, with its replay link named the same', () => {
    const html = renderWithServices(createElement(HistoryItem, { g: ride! }), testServices('de'));
    expect(html).toMatch(/^<li><strong>Tagesfahrt<\/strong> Platz 2 · 12 Punkte /);
    expect(html).toMatch(
      /href="\/wiederholung\/d1" class="text-link">Wiederholung ansehen<span class="visually-hidden"> – Tagesfahrt, /,
    );
    expect(html).not.toContain('Speedlift');
    const other = renderWithServices(createElement(HistoryItem, { g: table! }), testServices('en'));
    expect(other).toMatch(/^<li><strong>Speedlift<\/strong> Place 2 · 12 points /);
    expect(other).toContain('Watch the replay<span class="visually-hidden"> – Speedlift, ');
  });
});

describe('when a game was played', () => {
  it('names the month in English (06/12/2026 reads as 12 June to many) and writes the German date with dots', () => {
    expect(when('2026-12-06T09:30:47Z', 'en')).toMatch(/^\d{1,2} Dec 2026, \d\d:\d\d$/);
    expect(when('2026-12-06T09:30:47Z', 'de')).toMatch(/^\d\d\.12\.2026, \d\d:\d\d$/);
  });
});
