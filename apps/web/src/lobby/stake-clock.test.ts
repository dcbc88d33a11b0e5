import { describe, expect, it } from 'vitest';
import { findGame } from '../games/registry.js';
import { initialValues, type LobbyOption, type OptionValue } from './options.js';
import { stakeClockSetup } from './stake-clock.js';

const table = findGame('speedclimb')?.tableOptions ?? [];
const thinkTimes = (options: readonly LobbyOption[]) => {
  const o = options.find((x) => x.id === 'thinkTime');
  return o?.kind === 'choice' ? o.values.map((v) => v.value) : [];
};

describe('a stake needs a think time (ruling AC9)', () => {
  it('offers no "ohne Uhr" while a stake is chosen, says why, and sends the default think time', () => {
    expect(thinkTimes(table)).toContain(0);
    const chosen: Record<string, OptionValue> = { ...initialValues(table), thinkTime: 0, stake: 25 };
    const setup = stakeClockSetup(table, chosen);
    expect(thinkTimes(setup.options)).not.toContain(0);
    expect(thinkTimes(setup.options).length).toBe(thinkTimes(table).length - 1);
    expect(setup.options.find((o) => o.id === 'thinkTime')?.hint).toBe('optThinkTimeStakeHint');
    expect(setup.values).toEqual({ ...chosen, thinkTime: 120 });
  });

  it('leaves the form as it is without a stake ("ohne Uhr" comes back with the player’s choice)', () => {
    const chosen: Record<string, OptionValue> = { ...initialValues(table), thinkTime: 0, stake: 0 };
    expect(stakeClockSetup(table, chosen)).toEqual({ options: table, values: chosen });
    const solo = findGame('speedclimb')?.soloOptions ?? [];
    expect(stakeClockSetup(solo, initialValues(solo))).toEqual({ options: solo, values: initialValues(solo) });
  });
});
