import { describe, expect, it, vi } from 'vitest';
import { translator } from '../i18n/i18n.js';
import { renderWithServices } from '../test-services.js';
import { dailyGame } from '../lobby/table-settings.js';
import { leaveConsequences, TableFrame, type FrameSeat, type TableFrameProps } from './TableFrame.js';

const seat = (s: Partial<FrameSeat> & { seat: number }): FrameSeat => ({
  kind: 'human',
  name: `P${s.seat}`,
  away: false,
  connected: true,
  ready: false,
  clockMs: null,
  grace: false,
  ...s,
});

const render = (p: Partial<TableFrameProps>) =>
  renderWithServices(
    <TableFrame
      title="Speedclimb"
      phase="playing"
      seats={[seat({ seat: 0, name: 'Anna' }), seat({ seat: 1, name: 'Ben' })]}
      you={0}
      stake={25}
      solo={false}
      rematchLabel="Nochmal"
      summaryTitle="Rundenbilanz"
      connection="connected"
      receivedAt={0}
      timerMs={null}
      onLeave={() => {}}
      onBack={() => {}}
      onContinue={() => {}}
      onRematch={() => {}}
      {...p}
    >
      <p>GAME</p>
    </TableFrame>,
  );

describe('TableFrame', () => {
  it('before the start names a free seat the computer will take as such, else "leer" (QA: "leer" at a table filled by computers)', () => {
    const seats = [seat({ seat: 0, name: 'Anna' }), seat({ seat: 1, kind: 'empty', name: null })];
    expect(render({ seats, phase: 'waiting', freeToComputers: true })).toContain('frei – beim Start ein Computer');
    expect(render({ seats, phase: 'waiting', freeToComputers: false })).toMatch(/>leer</);
    expect(render({ seats, phase: 'waiting' })).not.toContain('beim Start');
  });

  it('shows seats with names, the stake, the connection state and the game', () => {
    const html = render({});
    expect(html).toContain('Anna');
    expect(html).toContain('Ben');
    expect(html).toContain('Einsatz: 25 Taler');
    expect(html).toContain('verbunden');
    expect(html).toContain('<p>GAME</p>');
  });

  it('while the computer plays the seat, the bar leads to the lobby instead of "Tisch verlassen" again (QA 5 Dec 2026)', () => {
    const lobby = { href: '/spiel/speedlift', label: 'Zu Speedlift' };
    const away = render({ lobby, seats: [seat({ seat: 0, away: true }), seat({ seat: 1 })] });
    expect(away).toContain('href="/spiel/speedlift"');
    expect(away).toContain('Zu Speedlift');
    expect(away).not.toContain('Tisch verlassen');
    // At the seat: "Tisch verlassen" with its dialog, as before; and after the game too.
    const seated = render({ lobby });
    expect(seated).toContain('Tisch verlassen');
    expect(seated).not.toContain('Zu Speedlift');
    const over = render({ lobby, phase: 'finished', seats: [seat({ seat: 0, away: true }), seat({ seat: 1 })] });
    expect(over).toContain('Tisch verlassen');
  });

  it('offers a watcher the way out, "Zuschauen beenden" to the lobby (QA 6 Dec 2026: only the header led away)', () => {
    const lobby = { href: '/spiel/speedlift', label: 'Zu Speedlift' };
    for (const phase of ['waiting', 'playing', 'finished'] as const) {
      const watching = render({ lobby, phase, you: null });
      expect(watching).toMatch(/<a [^>]*href="\/spiel\/speedlift"[^>]*>Zuschauen beenden<\/a>/);
      expect(watching).not.toContain('Tisch verlassen');
      expect(render({ lobby, phase })).not.toContain('Zuschauen beenden');
    }
    // A closed table has its own way to the lobby.
    expect(render({ lobby, phase: 'closed', you: null })).not.toContain('Zuschauen beenden');
  });

  it('shows "getrennt", "Computer spielt" and the clock in its grace period', () => {
    const html = render({
      connection: 'disconnected',
      receivedAt: performance.now(),
      seats: [seat({ seat: 0 }), seat({ seat: 1, connected: false, away: true, clockMs: 8000, grace: true })],
    });
    expect(html).toContain('getrennt');
    expect(html).toContain('Computer spielt');
    expect(html).toContain('Nachfrist: noch 0:08');
  });

  it('marks a seat that has kept a table "ohne Uhr" waiting too long (T13)', () => {
    const html = render({ stake: 0, seats: [seat({ seat: 0 }), seat({ seat: 1, stalling: true })] });
    expect(html).toContain('lässt seit über 10 Minuten warten');
    expect(render({ stake: 0 })).not.toContain('lässt seit');
  });

  it('says at the end that the computer took a seat over, not that it still plays; nothing before the next game', () => {
    const seats = [seat({ seat: 0 }), seat({ seat: 1, away: true })];
    const states = (phase: TableFrameProps['phase']) =>
      [...render({ seats, phase }).matchAll(/class="seat-state">([^<]*)</g)].map((m) => m[1]);
    expect(states('playing')).toEqual(['Computer spielt']);
    expect(states('finished')).toEqual(['Computer hat übernommen']);
    expect(states('waiting')).toEqual([]);
  });

  it('offers "Ich bin zurück" only when the computer plays for me, and only while the game runs', () => {
    expect(render({})).not.toContain('Ich bin zurück');
    const away = [seat({ seat: 0, away: true }), seat({ seat: 1 })];
    expect(render({ seats: away })).toContain('Ich bin zurück');
    expect(render({ seats: away, phase: 'summary' })).toContain('Ich bin zurück');
    // The end screen (and the next game) gives the seat back: no banner there.
    expect(render({ seats: away, phase: 'finished' })).not.toContain('Ich bin zurück');
    expect(render({ seats: away, phase: 'waiting' })).not.toContain('Ich bin zurück');
  });

  it('after the game says to each what concerns them: who clicked "Nochmal", who has not yet, a watcher', () => {
    const seats = (annaBack: boolean, benBack: boolean) => [
      seat({ seat: 0, name: 'Anna', ready: annaBack }),
      seat({ seat: 1, name: 'Ben', ready: benBack }),
      seat({ seat: 2, kind: 'computer', name: null }),
    ];
    const over = { phase: 'finished', timerMs: 120_000, receivedAt: performance.now() } as const;
    // Anna clicked "Nochmal": the others' seats are held, and whom she waits for.
    const clicked = render({ ...over, seats: seats(true, false) });
    expect(clicked).toContain('Die Plätze der anderen bleiben noch');
    expect(clicked).toContain('Noch nicht wieder dabei: Ben');
    expect(clicked).not.toContain('>Nochmal<');
    // Ben, waited for: his own seat is held for him, and Anna is back in (it said the clicker's sentence).
    const waitedFor = render({ ...over, you: 1, seats: seats(true, false) });
    expect(waitedFor).toContain('Dein Platz für die nächste Partie bleibt noch');
    expect(waitedFor).toContain('Wieder dabei: Anna');
    expect(waitedFor).not.toContain('Die Plätze der anderen');
    expect(waitedFor).toContain('>Nochmal<');
    // Nobody clicked yet: no one is named.
    const nobody = render({ ...over, seats: seats(false, false) });
    expect(nobody).toContain('Dein Platz für die nächste Partie bleibt noch');
    expect(nobody).not.toContain('dabei:');
    // A watcher reads neither "dein" nor "der anderen".
    const watcher = render({ ...over, you: null, seats: seats(true, false) });
    expect(watcher).toContain('Die Plätze bleiben noch');
    expect(watcher).toContain('Wieder dabei: Anna');
  });

  it('counts the held seats and the countdown down from when the frame arrived', () => {
    const now = vi.spyOn(performance, 'now');
    const back = [seat({ seat: 0, name: 'Anna', ready: true }), seat({ seat: 1, name: 'Ben' })];
    try {
      now.mockReturnValue(1000);
      expect(render({ phase: 'finished', seats: back, timerMs: 120_000, receivedAt: 1000 })).toContain(
        'noch 2:00 für sie frei',
      );
      // 5 s later, same frame: the page counts on.
      now.mockReturnValue(6000);
      expect(render({ phase: 'finished', seats: back, timerMs: 120_000, receivedAt: 1000 })).toContain(
        'noch 1:55 für sie frei',
      );
      expect(render({ phase: 'countdown', timerMs: 3000, receivedAt: 4500 })).toContain('Gleich geht es los: 0:02');
      // A game screen with a countdown of its own (Gipfelsturm's 3 – 2 – 1): the frame says it not again.
      const owned = render({ phase: 'countdown', timerMs: 3000, receivedAt: 4500, ownsCountdown: true });
      expect(owned).not.toContain('Gleich geht es los');
      expect(owned).not.toContain('role="timer"');
    } finally {
      now.mockRestore();
    }
  });

  it("titles the summary between rounds in the game's words", () => {
    const html = render({ phase: 'summary', summaryTitle: 'Nach der Partie' });
    expect(html).toContain('Nach der Partie');
    expect(html).not.toContain('Rundenbilanz');
  });

  it('shows the round summary with "Weiter" and who is still reading', () => {
    const html = render({
      phase: 'summary',
      seats: [seat({ seat: 0, name: 'Anna', ready: true }), seat({ seat: 1, name: 'Ben' })],
      summary: <p>BILANZ</p>,
    });
    expect(html).toContain('Rundenbilanz');
    expect(html).toContain('BILANZ');
    expect(html).toContain('Noch am Lesen: Ben');
    expect(html).not.toContain('>Weiter<'); // Anna (me) already clicked
  });

  it('names nobody as still reading at a table with only computers beside the player, but tells a watcher', () => {
    const seats = [seat({ seat: 0, name: 'Anna' }), seat({ seat: 1, kind: 'computer', name: null })];
    const alone = render({ phase: 'summary', seats });
    expect(alone).toContain('>Weiter<');
    expect(alone).not.toContain('Noch am Lesen');
    expect(render({ phase: 'summary', seats, you: null })).toContain('Noch am Lesen: Anna');
    // Where the game's screen owns the summary, the frame adds no empty card with a heading only.
    expect(render({ phase: 'summary', seats, ownsSummary: true })).not.toContain('Rundenbilanz');
  });

  it('offers no "Weiter" to a seat that left (the table does not wait for it), only "Ich bin zurück"', () => {
    const seats = [seat({ seat: 0, name: 'Anna', away: true }), seat({ seat: 1, name: 'Ben' })];
    const html = render({ phase: 'summary', seats });
    expect(html).not.toContain('>Weiter<');
    expect(html).toContain('Ich bin zurück');
    expect(render({ phase: 'summary', seats: [seat({ seat: 0, name: 'Anna' }), seats[1]!] })).toContain('>Weiter<');
  });

  it('shows "Weiter" for a summary of its own, and only who is still reading when the game screen owns it', () => {
    const seats = [seat({ seat: 0, name: 'Anna' }), seat({ seat: 1, name: 'Ben' })];
    const own = render({ phase: 'summary', seats });
    expect(own).toContain('>Weiter<');
    const owned = render({ phase: 'summary', seats, ownsSummary: true });
    expect(owned).not.toContain('>Weiter<');
    expect(owned).toContain('Noch am Lesen: Anna, Ben');
  });

  it('shows the end screen with the rematch button, the held seats countdown, the revealed seed and the verify link', () => {
    const seed = 'c0ffee'.repeat(6);
    const html = render({ phase: 'finished', timerMs: 102_000, receivedAt: performance.now(), seed, gameId: 'g_42' });
    expect(html).toContain('Partie zu Ende');
    expect(html).toContain('>Nochmal<');
    expect(html).toContain('Dein Platz für die nächste Partie bleibt noch 1:42 frei – mit „Nochmal“ bist du dabei.');
    expect(html).toContain('Offengelegter Startwert dieser Partie');
    expect(html).toContain(`title="${seed}"`);
    expect(html).toContain('href="/pruefen/g_42"');
    expect(html).toContain('>Austeilung prüfen<');
    expect(render({ phase: 'finished', timerMs: null })).not.toContain('/pruefen/');
  });

  it("puts the end's proof in one paragraph: the seed with its words (long, and short for a phone) and the verify link", () => {
    const html = render({ phase: 'finished', seed: 'c0ffee'.repeat(6), gameId: 'g_42' });
    const proof = /<p class="small fair end-proof">(.*?)<\/p>/.exec(html)?.[1] ?? '';
    expect(proof).toContain('<span class="end-proof-label">Offengelegter Startwert dieser Partie</span>');
    expect(proof).toContain('<span class="end-proof-short">Startwert</span>');
    expect(proof).toContain('aria-label="Offengelegter Startwert dieser Partie: c0ffee');
    expect(proof).toContain('href="/pruefen/g_42"');
    // Only the verify link when the seed is not known.
    const linkOnly = render({ phase: 'finished', gameId: 'g_42' });
    expect(linkOnly).toContain('href="/pruefen/g_42"');
    expect(linkOnly).not.toContain('end-proof-label');
  });

  it('shows the seed hash short, in full in its title, with a copy button', () => {
    const hash = '0123456789abcdef'.repeat(4);
    const html = render({ seedHash: hash });
    expect(html).toContain('Faire Karten: SHA-256 des Startwerts');
    expect(html).toContain('>0123456789ab…<');
    expect(html).toContain(`title="${hash}"`);
    expect(html).toContain('Kopieren');
    expect(render({})).not.toContain('SHA-256');
  });

  it('names those who watch', () => {
    expect(render({ spectators: ['Carla', 'Gast 7'] })).toContain('Es schauen zu: Carla, Gast 7');
    expect(render({ spectators: [] })).not.toContain('Es schauen zu');
  });
});

describe('leaveConsequences', () => {
  const t = translator('de');
  it('spells out stake and −10 only with other humans, and only for one who is not back before the end (T1)', () => {
    expect(leaveConsequences(t, { othersHuman: true, stake: 50, running: true, guest: false })).toEqual([
      'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
      'Kommst du bis zum Ende der Partie nicht zurück, verlierst du deinen Einsatz von 50 Talern und bekommst in der Bestenliste −10 Punkte.',
      'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
    ]);
    expect(leaveConsequences(t, { othersHuman: false, stake: 0, running: true }).join(' ')).not.toContain('−10');
    // A1: a guest has no stake and no leaderboard to lose points in.
    expect(leaveConsequences(t, { othersHuman: true, stake: 0, running: true, guest: true })).toEqual([
      'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
      'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
    ]);
    expect(leaveConsequences(t, { othersHuman: true, stake: 50, running: false })).toEqual([
      'Es läuft keine Partie; du stehst einfach auf.',
    ]);
  });

  it('says that a game of one’s own left to the computer counts 0 points (AC11) — not to a guest, not in the Tagesfahrt', () => {
    // QA 7 Dec 2026: the dialog said nothing of points, and the computer's 68 were the leaver's.
    expect(leaveConsequences(t, { othersHuman: false, stake: 0, running: true, guest: false })).toEqual([
      'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
      'Kommst du bis zum Ende der Partie nicht zurück, zählt sie für dich mit 0 Punkten in der Bestenliste – das Ergebnis des Computers ist nicht deins.',
      'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
    ]);
    expect(leaveConsequences(translator('en'), { othersHuman: false, stake: 10, running: true, guest: false })[1]).toBe(
      'If you are not back before the game ends, it counts 0 points for you in the leaderboard – the computer’s result is not yours.',
    );
    const none = (o: Parameters<typeof leaveConsequences>[1]) => leaveConsequences(t, o).join(' ');
    expect(none({ othersHuman: false, stake: 0, running: true, guest: true })).not.toContain('0 Punkten');
    expect(none({ othersHuman: true, stake: 0, running: true, guest: false })).not.toContain('0 Punkten');
  });

  it('says that the last one to get up without a game closes the table and goes to the lobby', () => {
    expect(leaveConsequences(t, { othersHuman: false, stake: 0, running: false, alone: true })).toEqual([
      'Es läuft keine Partie; du stehst einfach auf.',
      'Sonst sitzt niemand am Tisch: Er wird geschlossen, und du kommst zurück in die Lobby.',
    ]);
    expect(leaveConsequences(translator('en'), { othersHuman: false, stake: 0, running: false, alone: true })).toEqual([
      'No game is running; you simply get up.',
      'Nobody else sits at the table: it closes, and you go back to the lobby.',
    ]);
    // While a game runs the seat stays (A3): nothing closes.
    expect(leaveConsequences(t, { othersHuman: false, stake: 0, running: true, alone: true }).join(' ')).not.toContain(
      'geschlossen',
    );
  });

  it('speaks of no "next decision": Gipfelsturm is played in real time, and "Ich bin zurück" is true at every game (QA, 5 Dec 2026)', () => {
    for (const lang of ['de', 'en'] as const) {
      const text = leaveConsequences(translator(lang), { othersHuman: true, stake: 0, running: true }).join(' ');
      expect(text).not.toMatch(/Entscheidung|decision/);
    }
    expect(leaveConsequences(t, { othersHuman: false, stake: 0, running: true })).toContain(
      'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
    );
  });

  it('says that leaving costs nothing while another has kept a table "ohne Uhr" waiting too long (T13)', () => {
    expect(leaveConsequences(t, { othersHuman: true, stake: 0, running: true, stalledBy: ['Anna'] })).toEqual([
      'Der Computer übernimmt deinen Platz bis zum Ende der Partie.',
      'Anna lässt den Tisch seit über 10 Minuten warten: Gehst du jetzt, bekommst du keine −10 in der Bestenliste.',
      'Mit „Ich bin zurück“ übernimmst du deinen Platz wieder selbst, solange die Partie läuft.',
    ]);
    expect(
      leaveConsequences(translator('en'), { othersHuman: true, stake: 0, running: true, stalledBy: ['Anna'] }).join(
        ' ',
      ),
    ).toContain('Anna has kept the table waiting for over 10 minutes: if you leave now, you get no −10');
  });

  it('says what leaving does to a Tagesfahrt (L8: the computer finishes it; only the first of the day counts)', () => {
    const words = dailyGame()!.daily!.words;
    const daily = (counts: 'counts' | 'notCounted' | 'unknown') =>
      leaveConsequences(t, { othersHuman: false, stake: 0, running: true, guest: false, daily: { counts, words } }).at(
        -1,
      );
    expect(daily('counts')).toBe(
      'Das ist deine gewertete Tagesfahrt von heute: Der Computer fährt sie von hier zu Ende, und so zählt sie für die Tagesliste.',
    );
    expect(daily('notCounted')).toBe('Diese Tagesfahrt zählt nicht für die Tagesliste: Nur die erste des Tages zählt.');
    expect(daily('unknown')).toContain('Ist das deine erste Tagesfahrt heute');
    // …and not that it counts 0 (AC11 leaves the Tagesfahrt to L8).
    const all = leaveConsequences(t, {
      othersHuman: false,
      stake: 0,
      running: true,
      guest: false,
      daily: { counts: 'counts', words },
    }).join(' ');
    expect(all).not.toContain('0 Punkten');
  });
});
