/**
 * The Speedlift server table's "Weiter" after a round's Abrechnung, as the table screen calls it:
 * the screen is replaced by a stand-in that keeps its props (a file of its own, since `vi.mock`
 * replaces the module for the whole file), so its `onConfirm` can be called without a browser.
 */
import type { GameSeatInfo } from '@kartenhaus/protocol';
import { sampleSeat as seat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { speedlift } from '@kartenhaus/speedlift';
import { describe, expect, it, vi } from 'vitest';
import type { GameSocket } from '../../net/game-socket.js';
import { TableStore } from '../../store/table-store.js';
import { renderWithServices } from '../../test-services.js';
import { SpeedliftServerTable } from './ServerTable.js';
import type { SpeedliftTableProps } from './SpeedliftTable.js';

const shown = vi.hoisted(() => ({ props: null as SpeedliftTableProps | null }));
vi.mock('./SpeedliftTable.js', () => ({
  SpeedliftTable: (p: SpeedliftTableProps) => {
    shown.props = p;
    return null;
  },
}));

describe('Speedlift at a server table: closing the Abrechnung', () => {
  const seats = [seat(0, 'human', 'Anna'), seat(1, 'human', 'Ben'), seat(2, 'computer', 'Computer')];
  const gameSeats: GameSeatInfo[] = [
    { seat: 0, kind: 'human', name: 'Anna' },
    { seat: 1, kind: 'human', name: 'Ben' },
    { seat: 2, kind: 'computer', name: 'Computer' },
  ];

  /** "Weiter" (or ×, Esc) on the Abrechnung during the round summary; how often the page said "ready". */
  function confirm(you: number | null): number {
    const config = speedlift.parseConfig({ players: 3 });
    if (!config.ok) throw new Error(config.error.code);
    const store = new TableStore<unknown, string>();
    store.receiveView(speedlift.view(speedlift.deal(config.value, 'weiter'), you), 1);
    const info = sampleTableInfo({ you, seats, gameSeats, phase: 'summary' }, { game: 'speedlift', mode: 'online' });
    let ready = 0;
    shown.props = null;
    renderWithServices(
      <SpeedliftServerTable id="t1" info={info} socket={{} as GameSocket} store={store} onReady={() => ready++} />,
    );
    shown.props!.onConfirm();
    return ready;
  }

  it('a seated player says "Weiter" to the table; a watcher only closes it (the table waits for the seated)', () => {
    expect(confirm(0)).toBe(1);
    expect(confirm(null)).toBe(0);
  });
});
