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

type NameWords = { you: string; computer: (n: number) => string };

/**
 * "Du", then "Computer 1" … for each computer; with `first` the computers are numbered from it —
 * Speedlift's Tagesfahrt practice names them by their places as the real Tagesfahrt's server table
 * does, "Computer 2" … "Computer 4" beside the player on place 1 (QA, session 46: it said 1–3).
 */
export const practiceNames = (tx: NameWords, computers: number, first = 1): string[] => [
  tx.you,
  ...Array.from({ length: computers }, (_, i) => tx.computer(first + i)),
];

export function usePracticeNames(tx: NameWords, computers: number, first = 1): string[] {
  return useMemo(() => practiceNames(tx, computers, first), [tx, computers, first]);
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
