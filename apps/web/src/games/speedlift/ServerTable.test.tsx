import type { RestoredLog } from '../../table/screens.js';
import type { GameSeatInfo, SeatInfo, TableInfo } from '@kartenhaus/protocol';
import { sampleSeat as seat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { speedlift, type Event, type State } from '@kartenhaus/speedlift';
import { describe, expect, it } from 'vitest';
import type { GameSocket } from '../../net/game-socket.js';
import { TableStore } from '../../store/table-store.js';
import { renderWithServices } from '../../test-services.js';
import { SpeedliftServerTable } from './ServerTable.js';
import { TEXT } from './strings.js';

/** A game played to its end, every seat laying its first legal card. */
function finished(players: number): State {
  const config = speedlift.parseConfig({ players, limit: 30 });
  if (!config.ok) throw new Error(config.error.code);
  let s = speedlift.deal(config.value, 'finished');
  for (let i = 0; i < 10_000 && !s.over; i++) {
    const played = speedlift.play(s, s.turn, speedlift.legalMoves(s, s.turn)[0]!);
    if (!played.ok) throw new Error(played.error.code);
    s = played.value.state;
  }
  return s;
}

/** The seat boxes and the turn line as rendered once (effects do not run: the socket is never used). */
function render(
  you: number,
  seats: SeatInfo[],
  gameSeats: GameSeatInfo[],
  state?: State,
  phase: TableInfo['phase'] = 'playing',
) {
  const config = speedlift.parseConfig({ players: gameSeats.length });
  if (!config.ok) throw new Error(config.error.code);
  const game = gameSeats.findIndex((g) => g.seat === you);
  const view = speedlift.view(state ?? speedlift.deal(config.value, 'names'), game);
  const store = new TableStore<unknown, string>();
  store.receiveView(view, 1);
  const info = sampleTableInfo(
    { you, seats, gameSeats, phase },
    { game: 'speedlift', mode: 'online', players: seats.length },
  );
  const html = renderWithServices(
    <SpeedliftServerTable id="t1" info={info} socket={{} as GameSocket} store={store} onReady={() => {}} />,
  );
  const boxes = [...html.matchAll(/<span class="sl-seat-name">([^<]*)/g)].map((m) => m[1]);
  const line = /<p class="sl-preview"[^>]*>([^<]*)/.exec(html)?.[1];
  return { html, boxes, line, turn: view.turn, view };
}

describe('Speedlift at a server table: seats named from TableInfo.gameSeats (issue 17.2)', () => {
  // 4 seats, "leer": the player on seat 2 left before the start.
  const seats = [seat(0, 'human', 'Anna'), seat(1, 'empty'), seat(2, 'human', 'Cem'), seat(3, 'human', 'Dana')];
  const gameSeats: GameSeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Anna' },
    { seat: 2, kind: 'human', name: 'Cem' },
    { seat: 3, kind: 'human', name: 'Dana' },
  ];

  it('"Du" on the own box, the others by name, and "… ist dran" names the player on turn', () => {
    const names = { 0: ['Du', 'Cem', 'Dana'], 2: ['Anna', 'Du', 'Dana'], 3: ['Anna', 'Cem', 'Du'] };
    for (const [you, expected] of Object.entries(names)) {
      const { boxes, line, turn } = render(Number(you), seats, gameSeats);
      expect(boxes).toEqual(expected);
      expect(line).toBe(expected[turn] === 'Du' ? 'Du bist dran.' : `${expected[turn]} ist dran.`);
    }
  });
});

describe('Speedlift at a server table: the last round', () => {
  const seats = [seat(0, 'human', 'Anna'), seat(1, 'computer'), seat(2, 'computer')];
  const gameSeats: GameSeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Anna' },
    { seat: 1, kind: 'computer', name: 'Computer' },
    { seat: 2, kind: 'computer', name: 'Computer' },
  ];

  it('"Die Abrechnung zeigt den Rechenweg" also after the last round (the table is "finished", no summary phase)', () => {
    const end = finished(3);
    const { html, view } = render(0, seats, gameSeats, end, 'finished');
    expect(view.over).toBe(true);
    const last = view.scores.length;
    expect(html).toContain(TEXT.de.abrechnung(last));
    // The Rechenweg of the last round: "Kartons + Ladenhüter = Strafe der Runde", with the sum.
    expect(html).toContain(TEXT.de.strafe);
    // The standings wait until the Abrechnung is closed.
    expect(html).not.toContain(TEXT.de.standings);
  });
});

/** A game played a few moves from the deal: the state, and the events of each move. */
function played(players: number, moves: number) {
  const config = speedlift.parseConfig({ players });
  if (!config.ok) throw new Error(config.error.code);
  let state = speedlift.deal(config.value, 'log');
  const events: Event[] = [];
  for (let i = 0; i < moves; i++) {
    const seat = speedlift.toAct(state)[0]!;
    const r = speedlift.play(state, seat, speedlift.legalMoves(state, seat)[0]!);
    if (!r.ok) throw new Error(r.error.code);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

describe('Speedlift at a server table: around the table (issue 19)', () => {
  const seats = [seat(0, 'human', 'Anna'), seat(1, 'computer', 'Computer'), seat(2, 'computer', 'Computer')];
  const gameSeats: GameSeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Anna' },
    { seat: 1, kind: 'computer', name: 'Computer' },
    { seat: 2, kind: 'computer', name: 'Computer' },
  ];
  /** `computer`: the own seat's steps were the computer's (the server's `by`). */
  const page = (
    over: {
      away?: boolean;
      computer?: boolean;
      mode?: 'solo' | 'online';
      restored?: readonly Event[];
      news?: RestoredLog['news'];
      /** Seat 1 is Ben, a human, and the computer made his moves (timed out, T4). */
      benTimedOut?: boolean;
    } = {},
  ): string => {
    const { state, events } = played(3, 4);
    const store = new TableStore<unknown, string>();
    store.receiveView(speedlift.view(state, 0), 5);
    const ben = over.benTimedOut === true;
    const info = sampleTableInfo(
      {
        you: 0,
        seats: seats.map((s) =>
          s.seat === 0 ? { ...s, away: over.away === true } : ben && s.seat === 1 ? seat(1, 'human', 'Ben') : s,
        ),
        gameSeats: gameSeats.map((g) => (ben && g.seat === 1 ? { seat: 1, kind: 'human', name: 'Ben' } : g)),
      },
      { game: 'speedlift', mode: over.mode ?? (ben ? 'online' : 'solo'), players: 3 },
    );
    const shown = over.restored ?? events;
    const computer = shown.map(
      (e) => 'seat' in e && ((over.computer === true && e.seat === 0) || (ben && e.seat === 1)),
    );
    const restored = { events: shown, computer, news: over.news ?? [], n: 1, v: 1 };
    return renderWithServices(
      <SpeedliftServerTable
        id="t1"
        info={info}
        socket={{} as GameSocket}
        store={store}
        onReady={() => {}}
        restored={restored}
      />,
    );
  };
  const logOf = (html: string) =>
    [...(/<section class="sl-log"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '').matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map(
      (m) => m[1],
    );

  it('a page opened anew shows the log of the last steps the snapshot carries', () => {
    const { events } = played(3, 4);
    const lines = logOf(page());
    // Every move of the four is a line (the round's start is one too).
    expect(lines.filter((l) => / leg(s)?t /.test(l ?? '')).length).toBe(
      events.filter((e) => e.type === 'played').length,
    );
    expect(lines.some((l) => l?.startsWith('Du legst '))).toBe(true);
    expect(lines.some((l) => l?.startsWith('Computer 2 legt '))).toBe(true);
    // Without steps (an older server, a restarted one) the log is empty.
    expect(logOf(page({ restored: [] }))).toEqual([]);
  });

  it('the computer’s plays for the own seat read "Der Computer (für dich) legt …", not "Du legst …"', () => {
    const lines = logOf(page({ away: true, computer: true }));
    expect(lines.some((l) => l?.startsWith('Der Computer (für dich) legt '))).toBe(true);
    expect(lines.some((l) => l?.startsWith('Du legst '))).toBe(false);
    // Away now, the own plays made before leaving stay the player's own (QA 5 Dec 2026).
    const before = logOf(page({ away: true }));
    expect(before.some((l) => l?.startsWith('Du legst '))).toBe(true);
    expect(before.some((l) => l?.startsWith('Der Computer (für dich) '))).toBe(false);
  });

  it('another player’s move the computer made reads "Der Computer (für Ben) legt …" (QA 7 Dec 2026: read as Ben’s own)', () => {
    const lines = logOf(page({ benTimedOut: true }));
    expect(lines.some((l) => l?.startsWith('Der Computer (für Ben) legt '))).toBe(true);
    expect(lines.some((l) => l?.startsWith('Ben legt '))).toBe(false);
    // The own moves stay the player's.
    expect(lines.some((l) => l?.startsWith('Du legst '))).toBe(true);
  });

  it('puts the other seats’ news back where it happened among the rebuilt lines (protocol `recent[].seats`)', () => {
    const { events } = played(3, 4);
    const plain = logOf(page());
    const told = logOf(page({ news: [{ at: 2, news: { type: 'computerPlays', name: 'Ben' } }] }));
    // The events' lines up to the third, the news, then the rest: the log keeps its last lines.
    const firstTwo = logOf(page({ restored: events.slice(0, 2) }));
    expect(told).toEqual(
      [...firstTwo, 'Für Ben spielt jetzt der Computer.', ...plain.slice(firstTwo.length)].slice(-told.length),
    );
    expect(told).toContain('Für Ben spielt jetzt der Computer.');
  });

  it('lists the key R only where the Rat is offered (alone against computers)', () => {
    expect(page({ mode: 'solo' })).toContain('R Rat');
    expect(page({ mode: 'online' })).not.toContain('R Rat');
  });
});

describe('Speedlift at a server table: the Abrechnung holds the table', () => {
  // The next round waits until every human clicked "Weiter": after the own, nothing is offered.
  it('offers fitting cards while playing, none while another human still reads', () => {
    const gameSeats: GameSeatInfo[] = [0, 1, 2].map((i) => ({ seat: i, kind: 'human', name: `P${i}` }));
    const config = speedlift.parseConfig({ players: 3 });
    if (!config.ok) throw new Error(config.error.code);
    const me = speedlift.deal(config.value, 'names').turn;
    const seats = [0, 1, 2].map((i) => ({ ...seat(i, 'human', `P${i}`), ready: i === me }));
    expect(render(me, seats, gameSeats, undefined, 'playing').html).toContain('data-playable');
    const reading = render(me, seats, gameSeats, undefined, 'summary');
    expect(reading.html).not.toContain('data-playable');
    // The turn line says what the table waits for (it had said "Du bist dran. Keine Karte passt – …").
    expect(reading.html).toContain('Die nächste Runde beginnt, sobald alle die Abrechnung');
    expect(reading.html).not.toContain('Du bist dran');
  });

  // QA: after "Verlassen" the Abrechnung opened as a modal dialog over the banner's "Ich bin zurück".
  it('opens no Abrechnung for a seat that left: the banner\'s "Ich bin zurück" stays reachable', () => {
    const config = speedlift.parseConfig({ players: 3, limit: 80 });
    if (!config.ok) throw new Error(config.error.code);
    let s = speedlift.deal(config.value, 'r1');
    for (let i = 0; i < 10_000 && speedlift.view(s, 0).scores.length < 1; i++) {
      const played = speedlift.play(s, s.turn, speedlift.legalMoves(s, s.turn)[0]!);
      if (!played.ok) throw new Error(played.error.code);
      s = played.value.state;
    }
    expect(s.over).toBe(false);
    const gameSeats: GameSeatInfo[] = [0, 1, 2].map((i) => ({ seat: i, kind: 'human', name: `P${i}` }));
    const seats = (away: boolean) => [0, 1, 2].map((i) => ({ ...seat(i, 'human', `P${i}`), away: i === 0 && away }));
    expect(render(0, seats(false), gameSeats, s, 'summary').html).toContain('sl-abrechnung');
    const away = render(0, seats(true), gameSeats, s, 'summary').html;
    expect(away).not.toContain('sl-abrechnung');
    expect(away).toContain('Die nächste Runde beginnt, sobald alle die Abrechnung');
  });
});
