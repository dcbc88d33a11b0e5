/**
 * What the games' offline practice pages (`/spiel/:game/uebung`) share: the address's test
 * switches, the deal's seed, the seat names, and the setup form's fields.
 */
import { useMemo } from 'react';

/** Reads `?seed=` (tests and shared deals) from the address. */
export const seedFromAddress = (): string | null => new URLSearchParams(location.search).get('seed');

/** `?tempo=schnell` (browser tests): the computers play without the pause that lets a person follow. */
export const fastTempo = (): boolean => new URLSearchParams(location.search).get('tempo') === 'schnell';

/** The seed of the visit's `round`-th practice deal: `?seed=`, else the page's start time. */
export const practiceSeed = (round: number): string =>
  `${seedFromAddress() ?? `uebung:${Math.floor(performance.timeOrigin)}`}:${round}`;

/** "Du", then "Computer 1" … for each computer. */
export function usePracticeNames(tx: { you: string; computer: (n: number) => string }, computers: number): string[] {
  return useMemo(() => [tx.you, ...Array.from({ length: computers }, (_, i) => tx.computer(i + 1))], [tx, computers]);
}

/** A labelled select of the given options (numbers or names), each shown by `text`. */
export function SelectField<T extends string | number>({
  label,
  value,
  options,
  text,
  onChange,
}: {
  label: string;
  value: T;
  options: readonly T[];
  text: (option: T) => string;
  onChange: (value: T) => void;
}) {
  return (
    <label>
      {label}{' '}
      <select
        value={value}
        onChange={(e) => {
          const chosen = options.find((o) => String(o) === e.target.value);
          if (chosen !== undefined) onChange(chosen);
        }}
      >
        {options.map((o) => (
          <option key={o} value={o}>
            {text(o)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A labelled checkbox (a house rule, Turbo, …). */
export function CheckField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="check">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** The form's submit button ("Los geht's"). */
export function StartButton({ label }: { label: string }) {
  return (
    <p className="actions">
      <button type="submit" className="button primary">
        {label}
      </button>
    </p>
  );
}
