/**
 * The hand's number keys, the same at every table with a hand (Speedclimb, Speedlift): 1–9 and 0 the
 * 1st–10th card — the rule texts' "1–9 wählen eine Karte", 0 ours — and the same digit keys with
 * Shift (⇧1–⇧9, ⇧0) the 11th–20th: after the draw every Speedclimb hand holds eleven, a Speedlift
 * hand of three or four players twelve or more, and the 11th card had no key (QA Dec 2026). From the
 * 21st on none; ← → reach every card.
 */

/** The badge on the card at `pos` ("7", "⇧1") and its `aria-keyshortcuts` ("7", "Shift+1"), or null. */
export function handKey(pos: number): { readonly key: string; readonly aria: string } | null {
  if (pos < 0 || pos >= 20) return null;
  const digit = String((pos % 10) + 1).slice(-1);
  return pos < 10 ? { key: digit, aria: digit } : { key: `⇧${digit}`, aria: `Shift+${digit}` };
}

/** The hand position a key (`keyOf`'s: "7", "Shift+1") chooses, or null when it is no hand key. */
export function handPosOfKey(key: string): number | null {
  const m = /^(Shift\+)?([0-9])$/.exec(key);
  if (!m) return null;
  const d = m[2] === '0' ? 9 : Number(m[2]) - 1;
  return m[1] ? d + 10 : d;
}

/**
 * The key a table reads from a keydown: its `key`, except a digit key pressed with Shift, which is
 * "Shift+1" … "Shift+0" — read from the key's place (`code` Digit1 … Digit0), since its `key` is the
 * layout's sign ("!", "\"", "§" …). Where the digits themselves need Shift (AZERTY) Shift+digit
 * stays the digit (1–10); the 11th and later are then reached with ← →.
 */
export function keyOf(e: { readonly key: string; readonly code: string; readonly shiftKey: boolean }): string {
  if (e.shiftKey && /^Digit[0-9]$/.test(e.code) && !/^[0-9]$/.test(e.key)) return `Shift+${e.code.slice(5)}`;
  return e.key;
}
