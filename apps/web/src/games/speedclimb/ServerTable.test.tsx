import type { GameSeatInfo, SeatInfo } from '@kartenhaus/protocol';
import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { speedclimb, type Event } from '@kartenhaus/speedclimb';
import { describe, expect, it } from 'vitest';
import type { GameSocket } from '../../net/game-socket.js';
import { TableStore } from '../../store/table-store.js';
import { renderWithServices } from '../../test-services.js';
import { SpeedclimbServerTable } from './ServerTable.js';

/** A seat as the server sends it; a computer's name is "Computer". */
const seat = (i: number, kind: SeatInfo['kind'], name: string | null = null): SeatInfo =>
  sampleSeat(i, kind, kind === 'computer' ? 'Computer' : name);

/** The screen as rendered once (effects do not run, so the socket is never used). */
function render(you: number, seats: SeatInfo[], gameSeats: GameSeatInfo[]) {
  const store = new TableStore<unknown, string>();
  const game = gameSeats.findIndex((g) => g.seat === you);
  store.receiveView(
    speedclimb.view(speedclimb.deal({ players: gameSeats.length, route: 'gipfelsturm' }, 'names'), game),
    1,
  );
  const info = sampleTableInfo(
    { you, seats, gameSeats },
    { game: 'speedclimb', mode: 'online', players: seats.length },
  );
  const html = renderWithServices(
    <SpeedclimbServerTable id="t1" info={info} socket={{} as GameSocket} store={store} onReady={() => {}} />,
  );
  const boxes = [...html.matchAll(/<span class="sc-seat-name">([^<]*)/g)].map((m) => m[1]);
  return { html, boxes };
}

describe('Speedclimb at a server table: seats named from TableInfo.gameSeats (issue 17.2)', () => {
  // 6 seats, 3 humans on seats 1–3, seat 4 empty ("leer"), seats 5 and 6 computers: 5 game seats.
  const seats = [
    seat(0, 'human', 'Anna'),
    seat(1, 'human', 'Ben'),
    seat(2, 'human', 'Cem'),
    seat(3, 'empty'),
    seat(4, 'computer'),
    seat(5, 'computer'),
  ];
  const gameSeats: GameSeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Anna' },
    { seat: 1, kind: 'human', name: 'Ben' },
    { seat: 2, kind: 'human', name: 'Cem' },
    { seat: 4, kind: 'computer', name: 'Computer' },
    { seat: 5, kind: 'computer', name: 'Computer' },
  ];

  it('one box per game seat: no phantom box for the empty seat, "Du" on the own one', () => {
    expect(render(0, seats, gameSeats).boxes).toEqual(['Du', 'Ben', 'Cem', 'Computer 5', 'Computer 6']);
    expect(render(2, seats, gameSeats).boxes).toEqual(['Anna', 'Ben', 'Du', 'Computer 5', 'Computer 6']);
  });

  it('after the Nochmal hold emptied Ben’s and Cem’s seats, the boxes still name them (never "Computer 0")', () => {
    const emptied = seats.map((s) => (s.seat === 1 || s.seat === 2 ? seat(s.seat, 'empty') : s));
    const { boxes, html } = render(0, emptied, gameSeats);
    expect(boxes).toEqual(['Du', 'Ben', 'Cem', 'Computer 5', 'Computer 6']);
    expect(html).not.toContain('Computer 0');
  });
});

describe('Speedclimb at a server table: around the table (issue 19)', () => {
  const seats = [seat(0, 'human', 'Anna'), seat(1, 'computer')];
  const gameSeats: GameSeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Anna' },
    { seat: 1, kind: 'computer', name: 'Computer' },
  ];
  /** A few moves from the deal, and the events as a snapshot's `recent` carries them (public). */
  function played(moves: number) {
    const config = speedclimb.parseConfig({ players: 2, route: 'gipfelsturm' });
    if (!config.ok) throw new Error(config.error.code);
    let state = speedclimb.deal(config.value, 'log');
    const events: Event[] = [];
    // By event: the move it came with (its number from the deal).
    const moveOf: number[] = [];
    for (let i = 0; i < moves; i++) {
      const seat = speedclimb.toAct(state)[0]!;
      const r = speedclimb.play(state, seat, speedclimb.legalMoves(state, seat)[0]!);
      if (!r.ok) throw new Error(r.error.code);
      state = r.value.state;
      for (const e of r.value.events) {
        events.push(speedclimb.viewEvent(e, null)!);
        moveOf.push(i);
      }
    }
    return { state, events, moveOf };
  }
  /** `computerFrom`: the moves from this one on were the computer's for seat 0 (the server's `by`). */
  const page = (over: { away?: boolean; computerFrom?: number; mode?: 'solo' | 'online' } = {}) => {
    const { state, events, moveOf } = played(6);
    const computer = moveOf.map(
      (n, i) => n >= (over.computerFrom ?? Infinity) && (events[i] as { seat?: number }).seat === 0,
    );
    const store = new TableStore<unknown, string>();
    store.receiveView(speedclimb.view(state, 0), 7);
    const info = sampleTableInfo(
      { you: 0, seats: seats.map((s) => (s.seat === 0 ? { ...s, away: over.away === true } : s)), gameSeats },
      { game: 'speedclimb', mode: over.mode ?? 'solo', players: 2 },
    );
    const html = renderWithServices(
      <SpeedclimbServerTable
        id="t1"
        info={info}
        socket={{} as GameSocket}
        store={store}
        onReady={() => {}}
        restored={{ events, computer, news: [], n: 1, v: 1 }}
      />,
    );
    const log = /<div role="log"[\s\S]*?<\/div>/.exec(html)?.[0] ?? '';
    return { html, lines: [...log.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1] ?? '') };
  };

  it('a page opened anew shows the log of the last steps; a computer play for the own seat is not "Du …"', () => {
    const { lines } = page();
    expect(lines.some((l) => l.startsWith('Du '))).toBe(true);
    expect(lines.some((l) => l.startsWith('Computer 2 '))).toBe(true);
    expect(lines.some((l) => l.startsWith('Der Computer (für dich) '))).toBe(false);
    const away = page({ away: true, computerFrom: 0 }).lines;
    expect(away.some((l) => l.startsWith('Der Computer (für dich) '))).toBe(true);
    expect(away.some((l) => l.startsWith('Du '))).toBe(false);
  });

  it('names each own step by who made it, whatever the seat is now (the server marks the computer’s)', () => {
    // QA 5 Dec 2026: after "Tisch verlassen" and back, the own moves made before leaving read as the
    // computer's — the rebuild took the seat's away state now for every step.
    const mixed = page({ away: true, computerFrom: 3 }).lines;
    const own = mixed.filter((l) => /^(Du |Der Computer \(für dich\) )/.test(l));
    const first = own.findIndex((l) => l.startsWith('Der Computer (für dich) '));
    expect(first).toBeGreaterThan(0);
    expect(own.slice(0, first).every((l) => l.startsWith('Du '))).toBe(true);
    expect(own.slice(first).every((l) => l.startsWith('Der Computer (für dich) '))).toBe(true);
    // Back at the seat ("Ich bin zurück"), the computer's moves stay the computer's.
    expect(page({ computerFrom: 3 }).lines).toEqual(mixed);
  });

  it('lists the key R only where the Rat is offered (alone against computers)', () => {
    expect(page({ mode: 'solo' }).html).toContain('R Rat');
    expect(page({ mode: 'online' }).html).not.toContain('R Rat');
  });
});

describe('Speedclimb at a server table: the Rundenbilanz holds the table', () => {
  // "Sie bleibt stehen, bis jeder Mensch am Tisch auf „Weiter" geklickt hat": the next Durchgang is
  // dealt, but after the own "Weiter" nothing of it is offered while another human still reads.
  function html(phase: 'playing' | 'summary') {
    const state = speedclimb.deal({ players: 2, route: 'gipfelsturm' }, 'bilanz');
    const me = speedclimb.toAct(state)[0]!;
    const store = new TableStore<unknown, string>();
    store.receiveView(speedclimb.view(state, me), 1);
    const seats = [0, 1].map((i) => ({ ...seat(i, 'human', i === me ? 'Anna' : 'Ben'), ready: i === me }));
    const info = sampleTableInfo(
      {
        phase,
        you: me,
        seats,
        gameSeats: seats.map((s) => ({ seat: s.seat, kind: 'human' as const, name: s.name })),
      },
      { game: 'speedclimb', mode: 'online', players: 2 },
    );
    return renderWithServices(
      <SpeedclimbServerTable id="t1" info={info} socket={{} as GameSocket} store={store} onReady={() => {}} />,
    );
  }

  it('offers the draw while playing, nothing while Ben still reads the Bilanz', () => {
    expect(html('playing')).toContain('aria-keyshortcuts="M"');
    expect(html('summary')).not.toContain('aria-keyshortcuts="M"');
    // The turn line says what the table waits for, not "Du bist dran.".
    expect(html('summary')).toContain(
      'Der nächste Durchgang beginnt, sobald alle die Bilanz mit „Weiter“ geschlossen haben.',
    );
    expect(html('playing')).not.toContain('sobald alle');
  });

  // QA: after "Verlassen" the Bilanz opened as a modal dialog over the banner's "Ich bin zurück".
  it('opens no Bilanz for a seat that left: the banner\'s "Ich bin zurück" stays reachable', () => {
    let state = speedclimb.deal({ players: 2, route: 'gipfelsturm' }, 'r1');
    for (let i = 0; i < 10_000 && speedclimb.view(state, 0).history.length < 1; i++) {
      const mover = speedclimb.toAct(state)[0]!;
      const played = speedclimb.play(state, mover, speedclimb.legalMoves(state, mover)[0]!);
      if (!played.ok) throw new Error(played.error.code);
      state = played.value.state;
    }
    const page = (away: boolean) => {
      const store = new TableStore<unknown, string>();
      store.receiveView(speedclimb.view(state, 0), 1);
      const seats = [0, 1].map((i) => ({ ...seat(i, 'human', i === 0 ? 'Anna' : 'Ben'), away: i === 0 && away }));
      const info = sampleTableInfo(
        {
          phase: 'summary',
          you: 0,
          seats,
          gameSeats: seats.map((s) => ({ seat: s.seat, kind: 'human' as const, name: s.name })),
        },
        { game: 'speedclimb', mode: 'online', players: 2 },
      );
      return renderWithServices(
        <SpeedclimbServerTable id="t1" info={info} socket={{} as GameSocket} store={store} onReady={() => {}} />,
      );
    };
    expect(page(false)).toContain('sc-summary-sentence');
    expect(page(true)).not.toContain('sc-summary-sentence');
  });
});
