import { useRef, useState } from 'react';
import { useI18n, useServices } from '../context.js';

/** The first characters of a hash: enough to compare by eye, short enough for a phone. */
export const shortHash = (hash: string): string => (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash);

/**
 * A long hex value (the seed hash or the revealed seed): short form (unless `short` is false),
 * in full on focus and in the title, and a button that copies it.
 */
export function CopyableCode({ value, label, short = true }: { value: string; label: string; short?: boolean }) {
  const { t } = useI18n();
  const { announcer } = useServices();
  const [full, setFull] = useState(false);
  const code = useRef<HTMLElement>(null);
  // Without the clipboard API (a page not served over https or localhost) the value is shown in
  // full and selected, so the player copies it with the keyboard.
  const selectByHand = () => {
    const el = code.current;
    if (!el) return;
    el.focus();
    requestAnimationFrame(() => {
      const range = document.createRange();
      range.selectNodeContents(el);
      window.getSelection()?.removeAllRanges();
      window.getSelection()?.addRange(range);
      announcer.announce(t('copyByHand'));
    });
  };
  const copy = () => {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return selectByHand();
    navigator.clipboard.writeText(value).then(() => announcer.announce(t('copied')), selectByHand);
  };
  return (
    // Full while the focus is on the value or its button; a mouse press on the button keeps the
    // focus where it is, so the value does not shrink (and move the button) under the pointer.
    <span
      className="copyable"
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) setFull(false);
      }}
    >
      <code
        ref={code}
        tabIndex={0}
        title={value}
        aria-label={`${label}: ${value}`}
        onFocus={() => setFull(true)}
        className={full ? 'full' : undefined}
      >
        {full || !short ? value : shortHash(value)}
      </code>{' '}
      <button type="button" className="button small" onMouseDown={(e) => e.preventDefault()} onClick={copy}>
        {t('copy')}
        <span className="visually-hidden"> – {label}</span>
      </button>
    </span>
  );
}
