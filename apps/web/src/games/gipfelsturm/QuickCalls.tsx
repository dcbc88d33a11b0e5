/**
 * The quick calls that replace talking (G3): "Warte, noch nicht aufdecken!", "Ich deck auf!", the
 * ranks the own piles need, and "Ich brauch eine …" with its rank picker (B); a note instead with
 * the variant "Stiller Gipfel".
 */
import type { GipfelView, QuickCall } from '@kartenhaus/gipfelsturm';
import { useEffect, useRef } from 'react';
import { callsAllowed, canCall, neededRanks, rankKeyLabel, sameCall, type Intent, type KeyMode } from './model.js';
import type { GipfelText } from './strings.js';

/**
 * The rule text's words of a call after its button's short words, read, not shown ("Warte! –
 * Warte, noch nicht aufdecken!"); none where they are the same: "Ich deck auf!" / "I’m turning
 * up!" had been read twice ("Ich deck auf! – Ich deck auf!", QA 7 Dec 2026).
 */
function FullWords({ short, text }: { short: string; text: string }) {
  return short === text ? null : <span className="visually-hidden"> – {text}</span>;
}

export function QuickCalls({
  view,
  tx,
  lang,
  live,
  early = false,
  mode,
  setMode,
  act,
}: {
  view: GipfelView;
  tx: GipfelText;
  lang: 'de' | 'en';
  live: boolean;
  /**
   * The countdown before "Los!" at the own seat: the calls look unavailable but answer a click with
   * "Noch nicht – erst nach „Los!“." (`aria-disabled`; plain `disabled` they said nothing).
   */
  early?: boolean;
  mode: KeyMode;
  setMode: (f: KeyMode | ((m: KeyMode) => KeyMode)) => void;
  act: (i: Intent) => void;
}) {
  const calls = live ? callsAllowed(view) : [];
  const quiet = view.config.stillerGipfel;
  const need = live ? neededRanks(view) : [];
  const sendCall = (call: QuickCall) =>
    early
      ? act({ type: 'notYet' })
      : live && canCall(view, call) && act({ type: 'move', move: { type: 'call', call } });
  // During the countdown a call is not `disabled` (a click would say nothing) but `aria-disabled`.
  const off = (allowed: boolean) => (early ? { 'aria-disabled': true as const } : { disabled: !allowed });
  // Opened by the key B the focus is in the picker (GipfelsturmTable, `needOpen`); by a click it stays
  // on "Ich brauch …" (the open toggle). Closed with the focus in it (Esc, a rank chosen): back to
  // "Ich brauch …", not the page.
  const picking = mode === 'need' && live && !quiet;
  const needButton = useRef<HTMLButtonElement>(null);
  const focusInPicker = useRef(false);
  useEffect(() => {
    if (picking) return;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (focusInPicker.current && lost) needButton.current?.focus();
    focusInPicker.current = false;
  }, [picking]);
  return (
    <section className="gs-calls" aria-labelledby="gs-calls-h">
      <h2 id="gs-calls-h" className="visually-hidden">
        {tx.calls}
      </h2>
      {quiet ? (
        <p className="muted">{tx.silentNote}</p>
      ) : (
        <div className="gs-call-row">
          {(
            [
              [{ kind: 'warte' }, 'W'],
              [{ kind: 'deckeAuf' }, 'D'],
            ] as const
          ).map(([call, key]) => (
            <button
              key={call.kind}
              type="button"
              className="gs-call"
              {...off(calls.some((c) => sameCall(c, call)))}
              aria-keyshortcuts={key}
              onClick={() => sendCall(call)}
            >
              {tx.callShort(call)}
              <FullWords short={tx.callShort(call)} text={tx.callText(call)} /> <kbd aria-hidden="true">{key}</kbd>
            </button>
          ))}
          {need.map((rank) => (
            <button
              key={`n${rank}`}
              type="button"
              className="gs-call"
              onClick={() => sendCall({ kind: 'brauche', rank })}
            >
              {tx.callShort({ kind: 'brauche', rank })}
              <FullWords
                short={tx.callShort({ kind: 'brauche', rank })}
                text={tx.callText({ kind: 'brauche', rank })}
              />
            </button>
          ))}
          <button
            ref={needButton}
            type="button"
            className="gs-call"
            aria-expanded={mode === 'need'}
            aria-controls="gs-need"
            aria-keyshortcuts="B"
            {...off(calls.some((c) => c.kind === 'brauche'))}
            onClick={() => (early ? act({ type: 'notYet' }) : setMode((m) => (m === 'need' ? 'normal' : 'need')))}
          >
            {/* Open, B is the rank Bube: Esc closes the ranks (the picker's own "Schließen" is hidden on the one screen). */}
            {tx.needOther} <kbd aria-hidden="true">{mode === 'need' ? 'Esc' : 'B'}</kbd>
          </button>
        </div>
      )}
      {mode === 'need' && live && !quiet && (
        <div
          id="gs-need"
          className="gs-need"
          role="group"
          aria-label={tx.needPick}
          onFocus={() => {
            focusInPicker.current = true;
          }}
        >
          {Array.from({ length: 13 }, (_, rank) => (
            <button
              key={rank}
              type="button"
              className="gs-call gs-rank"
              // A word (Ass, Bube, Dame, König), not a number: drawn smaller where the ranks are narrow.
              data-word={rank === 0 || rank >= 10 || undefined}
              aria-keyshortcuts={rankKeyLabel(rank, lang)}
              onClick={() => sendCall({ kind: 'brauche', rank })}
            >
              {tx.rankName(rank)}
              {/* Its key, in the language's letters (J, Q in English; B, D in German). */}
              <kbd aria-hidden="true">{rankKeyLabel(rank, lang)}</kbd>
            </button>
          ))}
          <button type="button" className="gs-call" onClick={() => setMode('normal')}>
            {tx.needClose} <kbd aria-hidden="true">Esc</kbd>
          </button>
        </div>
      )}
    </section>
  );
}
