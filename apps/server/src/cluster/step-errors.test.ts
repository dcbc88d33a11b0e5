import { describe, expect, it } from 'vitest';
import { stepErrors, type StepLog } from './step-errors.js';

describe('the log of failed cluster steps', () => {
  it('names the part, writes one failure once per window and says how many it held back', () => {
    const lines: Parameters<StepLog>[0][] = [];
    let now = 0;
    const errors = stepErrors(
      (f) => lines.push(f),
      10_000,
      () => now,
    );
    const leases = errors('ownership');
    const bus = errors('forwarding');
    const down = new Error('Connection is closed.');
    // Redis away: the lease renewal fails every 500 ms, the bus now and then.
    for (; now < 10_000; now += 500) leases(down);
    bus(down);
    expect(lines).toEqual([
      { part: 'ownership', err: down },
      { part: 'forwarding', err: down },
    ]);
    leases(down); // 10 s after the first: written again, with the 19 held back
    expect(lines[2]).toEqual({ part: 'ownership', err: down, heldBack: 19 });
    // Another failure of the same part is its own line at once.
    const auth = new Error('NOAUTH Authentication required.');
    leases(auth);
    expect(lines[3]).toEqual({ part: 'ownership', err: auth });
    expect(lines).toHaveLength(4);
  });
});
