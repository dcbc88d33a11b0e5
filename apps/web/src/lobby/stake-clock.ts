import { DEFAULT_THINK_TIME } from '@kartenhaus/protocol/limits';
import { staked, type LobbyOption, type OptionValue } from './options.js';

/**
 * Ruling AC9 (docs/accounts.md): a table with a stake has a think time — "ohne Uhr" one player
 * could stall until the others leave and lose their stakes, so the server refuses the pair
 * (`ERR_STAKE_NEEDS_CLOCK`). While a stake is chosen the form offers no "ohne Uhr": the think time's
 * choices lose it, its hint says why (the option's own, `thinkTime` in options.ts), and a chosen "ohne Uhr" shows and is sent as the default
 * think time (it comes back when the stake goes back to none).
 */
export function stakeClockSetup(
  options: readonly LobbyOption[],
  values: Readonly<Record<string, OptionValue>>,
): { readonly options: readonly LobbyOption[]; readonly values: Readonly<Record<string, OptionValue>> } {
  if (!staked(values) || !options.some((o) => o.id === 'thinkTime')) return { options, values };
  // A chosen "ohne Uhr" set aside by the stake is said where the stake was chosen, too: the think
  // time's field stands above it, often out of view (phone QA, 5 Dec 2026: the table ran with a
  // clock of two minutes though "ohne Uhr" had been chosen, nothing said so near the stake).
  const clockSet = values.thinkTime === 0;
  return {
    options: options.map((o) =>
      o.id === 'thinkTime' && o.kind === 'choice'
        ? { ...o, values: o.values.filter((v) => v.value !== 0) }
        : o.id === 'stake' && clockSet
          ? { ...o, hint: 'optStakeClockHint' as const }
          : o,
    ),
    values: clockSet ? { ...values, thinkTime: DEFAULT_THINK_TIME } : values,
  };
}
