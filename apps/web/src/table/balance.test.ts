import { sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { AccountStore } from '../net/account.js';
import { balanceMoved } from './balance.js';

const at = (
  stake: number,
  phase: 'waiting' | 'playing' | 'summary' | 'finished',
  gameNo: number,
  you: number | null = 0,
) =>
  sampleTableInfo({ phase, gameNo, you }, { game: 'speedclimb', mode: 'online', players: 2, stake: stake as 0 | 25 });

describe('the header balance at a table', () => {
  it('moves when a stake table deals a game (stakes) or ends it (the pot), not on other frames', () => {
    expect(balanceMoved(at(25, 'waiting', 0), at(25, 'playing', 1))).toBe(true);
    expect(balanceMoved(at(25, 'playing', 1), at(25, 'finished', 1))).toBe(true);
    // "Nochmal": the next game takes the stakes again.
    expect(balanceMoved(at(25, 'finished', 1), at(25, 'playing', 2))).toBe(true);
    expect(balanceMoved(at(25, 'playing', 1), at(25, 'summary', 1))).toBe(false);
    expect(balanceMoved(at(25, 'finished', 1), at(25, 'finished', 1))).toBe(false);
    // No stake, a spectator, or the first frame of the page (the header asked on load).
    expect(balanceMoved(at(0, 'playing', 1), at(0, 'finished', 1))).toBe(false);
    expect(balanceMoved(at(25, 'playing', 1, null), at(25, 'finished', 1, null))).toBe(false);
    expect(balanceMoved(null, at(25, 'finished', 1))).toBe(false);
  });

  it('is asked again from the wallet; a failed answer keeps the balance shown', async () => {
    let balance = 500;
    let walletUp = true;
    const account = new AccountStore((input) => {
      if (String(input).includes('/api/wallet'))
        return Promise.resolve(
          walletUp
            ? Response.json({ balance, topupAvailable: false, inPlay: 0, statement: [] })
            : new Response('', { status: 503 }),
        );
      return Promise.resolve(Response.json({ player: { id: 'p1', name: 'Anna', guest: false } }));
    });
    await account.refresh();
    const taler = () => {
      const me = account.getSnapshot();
      return me?.state === 'ok' ? me.data.taler : undefined;
    };
    expect(taler()).toBe(500);
    let told = 0;
    account.subscribe(() => told++);
    balance = 475; // the stake was taken
    await account.refreshBalance();
    expect(taler()).toBe(475);
    expect(told).toBe(1);
    walletUp = false;
    await account.refreshBalance();
    expect(taler()).toBe(475);
    expect(account.getSnapshot()).toMatchObject({ state: 'ok', data: { name: 'Anna' } });
  });
});
