import { describe, expect, it } from 'vitest';
import { findGame } from '../games/registry.js';
import { guestSetup } from './guest-stake.js';
import { initialValues, type OptionValue } from './options.js';

const table = findGame('speedclimb')?.tableOptions ?? [];

describe("a guest's new table (A1: guests play without stakes)", () => {
  it('offers a guest no stake: the line takes its place and the table is opened with stake 0', () => {
    const chosen: Record<string, OptionValue> = { ...initialValues(table), stake: 25 };
    const setup = guestSetup(table, chosen, true);
    expect(table.some((o) => o.id === 'stake')).toBe(true);
    expect(setup.options.map((o) => o.id)).not.toContain('stake');
    expect(setup.noteAt).toBe(table.findIndex((o) => o.id === 'stake'));
    expect(setup.values.stake).toBe(0);
    expect(setup.values.route).toBe(chosen.route);
  });

  it('leaves the form as it is for a registered player, while the account loads, and without a stake', () => {
    const chosen: Record<string, OptionValue> = { ...initialValues(table), stake: 25 };
    expect(guestSetup(table, chosen, false)).toEqual({ options: table, values: chosen, noteAt: null });
    expect(guestSetup(table, chosen, null).noteAt).toBeNull();
    const lift = findGame('speedlift')?.tableOptions ?? [];
    expect(guestSetup(lift, initialValues(lift), true).noteAt).toBeNull();
  });
});
