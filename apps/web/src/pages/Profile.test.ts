import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { parseHistory } from '../net/shapes.js';
import { historyLine, inPlayLine, postingLabel } from './Profile.js';

describe('the history line', () => {
  const t = translator('de');
  it('says "verloren" for a lost cooperative game instead of "Platz 1"', () => {
    // As /api/history answers: a lost Gipfelsturm shares place 1 with 0 points; a Speedlift place 2.
    const line = { seat: 0, stake: 0, solo: false, daily: null, finished: true, leftEarly: false };
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
    expect(historyLine(games[0]!, translator('en'))).toBe('lost · 0 points');
  });
});

describe('the stakes in play beside the balance', () => {
  const wallet = (balance: number, inPlay: number, topupAvailable: boolean) => ({
    balance,
    inPlay,
    topupAvailable,
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

describe('the postings ("Buchungen")', () => {
  it('name a stake that came back "Einsatz zurück", not a win (S13: one human at the table; QA: "+10" in 2nd place)', () => {
    const posting = (kind: string) => ({ kind, key: 'game:g1:payout' });
    expect(postingLabel(posting('refund'), translator('de'))).toBe('Einsatz zurück');
    expect(postingLabel(posting('refund'), translator('en'))).toBe('Stake back');
    // A pot won stays a win; the stake paid stays the stake.
    expect(postingLabel(posting('payout'), translator('de'))).toBe('Gewinn aus dem Topf');
    expect(postingLabel(posting('payout'), translator('en'))).toBe('Won from the pot');
    expect(postingLabel({ kind: 'stake', key: 'game:g1:stake:0' }, translator('de'))).toBe('Einsatz');
    // A kind this page does not know is shown by its name (a newer server), never as another's words.
    expect(postingLabel(posting('bonus'), translator('de'))).toBe('bonus');
    expect(postingLabel(posting('constructor'), translator('de'))).toBe('constructor');
  });
});
