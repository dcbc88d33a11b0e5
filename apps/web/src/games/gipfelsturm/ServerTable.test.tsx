import { gipfelsturm } from '@kartenhaus/gipfelsturm';
import type { GameSeatInfo, SeatInfo } from '@kartenhaus/protocol';
import { sampleSeat as seat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it, vi } from 'vitest';
import type { GameSocket } from '../../net/game-socket.js';
import { TableStore } from '../../store/table-store.js';
import { renderWithServices } from '../../test-services.js';
import { GipfelsturmServerTable } from './ServerTable.js';

/** The pile headings as rendered once (effects do not run, so the socket is never used). */
function piles(you: number, seats: SeatInfo[], gameSeats: GameSeatInfo[]): string[] {
  const store = new TableStore<unknown, string>();
  const config = gipfelsturm.parseConfig({ players: gameSeats.length });
  if (!config.ok) throw new Error(config.error.code);
  const game = gameSeats.findIndex((g) => g.seat === you);
  store.receiveView(gipfelsturm.view(gipfelsturm.deal(config.value, 'names'), game), 1);
  const info = sampleTableInfo(
    { you, seats, gameSeats },
    { game: 'gipfelsturm', mode: 'online', players: seats.length },
  );
  const html = renderWithServices(
    <GipfelsturmServerTable id="t1" info={info} socket={{} as GameSocket} store={store} onReady={() => {}} />,
  );
  return [...html.matchAll(/<div class="gs-pile"[^>]*><h3><span class="gs-pile-name">([^<]*)/g)].map((m) => m[1]!);
}

describe('Gipfelsturm at a server table: piles named from TableInfo.gameSeats (issue 17.2)', () => {
  // Three seats, "leer": Ben (seat 2) left before the start; Anna and Cem play game seats 0 and 1.
  const seats = [seat(0, 'human', 'Anna'), seat(1, 'empty'), seat(2, 'human', 'Cem')];
  const gameSeats: GameSeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Anna' },
    { seat: 2, kind: 'human', name: 'Cem' },
  ];

  it('each page names its own pile as its own and the partner’s by name', () => {
    const anna = piles(0, seats, gameSeats);
    const cem = piles(2, seats, gameSeats);
    expect(anna).toHaveLength(2);
    expect(anna.join(' | ')).toContain('Cem');
    expect(cem.join(' | ')).toContain('Anna');
    expect([...anna, ...cem].join(' | ')).not.toMatch(/Partner|Platz/);
  });
});

describe('Gipfelsturm at a server table: around the table (issue 19)', () => {
  it('computer partners are named as the site names computers, by the seat the table gives them', () => {
    const seats = [seat(0, 'human', 'Anna'), seat(1, 'computer', 'Computer'), seat(2, 'computer', 'Computer')];
    const gameSeats: GameSeatInfo[] = [
      { seat: 0, kind: 'human', name: 'Anna' },
      { seat: 1, kind: 'computer', name: 'Computer' },
      { seat: 2, kind: 'computer', name: 'Computer' },
    ];
    // The frame's "Platz 2" and "Platz 3", the piles' keys 2 and 3 (not "Stapel von Partner (Platz 2)").
    expect(piles(0, seats, gameSeats)).toEqual(['Dein Stapel', 'Stapel von Computer 2', 'Stapel von Computer 3']);
    expect(piles(0, seats.slice(0, 2), gameSeats.slice(0, 2))).toEqual(['Dein Stapel', 'Stapel von Computer 2']);
  });

  it('counts the countdown from when the frame arrived, not from when the page drew the screen', () => {
    const config = gipfelsturm.parseConfig({ players: 2 });
    if (!config.ok) throw new Error(config.error.code);
    const store = new TableStore<unknown, string>();
    store.receiveView(gipfelsturm.view(gipfelsturm.deal(config.value, 'countdown'), 0), 1);
    const info = sampleTableInfo(
      { you: 0, phase: 'countdown', timerMs: 3000, seats: [seat(0, 'human', 'Anna'), seat(1, 'computer', 'Computer')] },
      { game: 'gipfelsturm', mode: 'solo', players: 2 },
    );
    const now = vi.spyOn(performance, 'now');
    try {
      // The frame came at 1000 ms; the screen (a lazily loaded chunk on a slow page) draws at 3000 ms.
      now.mockReturnValue(3000);
      const html = renderWithServices(
        <GipfelsturmServerTable
          id="t1"
          info={info}
          socket={{} as GameSocket}
          store={store}
          onReady={() => {}}
          receivedAt={1000}
        />,
      );
      expect(/<span class="gs-countdown-n"[^>]*>([^<]*)/.exec(html)?.[1]).toBe('1');
    } finally {
      now.mockRestore();
    }
  });
});
