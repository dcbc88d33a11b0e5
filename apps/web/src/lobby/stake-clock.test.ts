import { describe, expect, it } from 'vitest';
import { hintOf } from '../components/OptionsForm.js';
import { findGame } from '../games/registry.js';
import { translator } from '../i18n/i18n.js';
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
    const option = setup.options.find((o) => o.id === 'thinkTime');
    expect(option && hintOf(option, setup.values)).toBe('optThinkTimeStakeHint');
    expect(option && hintOf(option, { ...setup.values, stake: 0 })).toBe('optThinkTimeHint');
    expect(setup.values).toEqual({ ...chosen, thinkTime: 120 });
    // Said where the stake was chosen, too (the think time's field is above, often out of view).
    const stake = setup.options.find((o) => o.id === 'stake');
    expect(stake && hintOf(stake, setup.values)).toBe('optStakeClockHint');
    // A think time chosen before the stake stays as chosen, and the stake's hint as it is.
    const kept = stakeClockSetup(table, { ...chosen, thinkTime: 60 });
    const keptStake = kept.options.find((o) => o.id === 'stake');
    expect(keptStake && hintOf(keptStake, kept.values)).toBe('optStakeHint');
  });

  it('leaves the form as it is without a stake ("ohne Uhr" comes back with the player’s choice)', () => {
    const chosen: Record<string, OptionValue> = { ...initialValues(table), thinkTime: 0, stake: 0 };
    expect(stakeClockSetup(table, chosen)).toEqual({ options: table, values: chosen });
    const solo = findGame('speedclimb')?.soloOptions ?? [];
    expect(stakeClockSetup(solo, initialValues(solo))).toEqual({ options: solo, values: initialValues(solo) });
  });

  it('Speedlift says it in its own words: "Bedenkzeit … je Zug … dann legt der Computer für dich"', () => {
    const speedlift = findGame('speedlift')?.tableOptions ?? [];
    const chosen: Record<string, OptionValue> = { ...initialValues(speedlift), stake: 25 };
    const option = stakeClockSetup(speedlift, chosen).options.find((o) => o.id === 'thinkTime');
    expect(option).toBeDefined();
    if (!option) return;
    const de = translator('de');
    const en = translator('en');
    expect(de(option.label)).toBe('Bedenkzeit je Zug');
    expect(en(option.label)).toBe('Think time per move');
    const stakeHint = hintOf(option, chosen);
    const hint = hintOf(option, { ...chosen, stake: 0 });
    expect(stakeHint && de(stakeHint)).toMatch(
      /^Danach 10 Sekunden Nachfrist, dann legt der Computer für dich\. Mit Einsatz/,
    );
    expect(hint && de(hint)).toBe(
      'Danach 10 Sekunden Nachfrist, dann legt der Computer für dich. Ohne Uhr wartet der Tisch.',
    );
    expect(hint && en(hint)).toMatch(/the computer plays for you/);
    // Speedclimb keeps the site's words, which are its text's ("Bedenkzeit je Entscheidung").
    const climb = (findGame('speedclimb')?.tableOptions ?? []).find((o) => o.id === 'thinkTime');
    expect(climb && de(climb.label)).toBe('Bedenkzeit je Entscheidung');
  });
});
