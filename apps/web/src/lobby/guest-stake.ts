import type { LobbyOption, OptionValue } from './options.js';

/**
 * A guest's "Tisch eröffnen" form (A1: "Gäste spielen ohne Einsatz"). The server refuses a guest's
 * table with a stake (`ERR_GUEST_NO_STAKE` at create, and a guest's seat at a staked table), so a
 * guest is not offered the stake at all: the form shows a line in its place (`noteAt`, the index in
 * `options` where the stake was) and sends stake 0. While the account loads (`guest` null) and for
 * a registered player the form is unchanged.
 */
export function guestSetup(
  options: readonly LobbyOption[],
  values: Readonly<Record<string, OptionValue>>,
  guest: boolean | null,
): {
  readonly options: readonly LobbyOption[];
  readonly values: Readonly<Record<string, OptionValue>>;
  readonly noteAt: number | null;
} {
  const at = options.findIndex((o) => o.id === 'stake');
  if (guest !== true || at < 0) return { options, values, noteAt: null };
  return { options: options.filter((o) => o.id !== 'stake'), values: { ...values, stake: 0 }, noteAt: at };
}
