/** The Speedlift table's middle: the floor dial with its sentence, and the ride. */
import { cardName, loadKartons, type View } from '@kartenhaus/speedlift';
import { useSaidAtOpening } from '../../table/said-at-opening.js';
import { CardArt } from './Card.js';
import { FloorDial } from './FloorDial.js';
import { playableCards, type Preview } from './model.js';
import { dialLabel, dialWords, kartonsText, previewLine, type SpeedliftText } from './strings.js';

export function RideArea(props: {
  view: View;
  names: readonly string[];
  tx: SpeedliftText;
  preview: Preview | null;
  mine: boolean;
  readOnly: boolean;
  /** The own "Weiter" is given, others still read the Abrechnung: the next round waits for them. */
  waiting?: boolean;
  /** The Abrechnung (a modal dialog) is open: the turn behind it is not said until it closes. */
  behindDialog?: boolean;
}) {
  const { view, names, tx, preview, mine, readOnly, waiting = false, behindDialog = false } = props;
  const me = view.seat ?? 0;
  const previewText = preview && !view.over ? previewLine(tx, preview, names) : null;
  const onTurn = mine && !readOnly;
  const turnText = view.over
    ? tx.gameOver
    : waiting
      ? tx.nextRoundWhenAllRead
      : onTurn
        ? tx.turnYou
        : tx.turnOther(names[view.turn] ?? '');
  // Nothing fits: the turn is said with what it asks (the button "Aussteigen" is the only move).
  const turnSaid = !view.over && !waiting && onTurn && playableCards(view).size === 0 ? tx.turnYouForced : turnText;
  useSaidAtOpening(onTurn && !view.over && !waiting ? turnSaid : null);
  return (
    <div className="sl-middle">
      <div className="sl-dial-wrap">
        <FloorDial
          floor={view.floor}
          dir={view.dir}
          // The detective ends the ride and a special at the opening does nothing: no pointer.
          preview={preview && preview.floor >= 0 ? { floor: preview.floor, dir: preview.dir } : null}
          label={dialLabel(tx, view.floor, view.dir)}
          upWord={tx.up}
          downWord={tx.down}
          ends={tx.dialEnds}
        />
        {/* Shown: the preview of the card under the mouse, focus or lifted, else whose turn it is —
            and on a phone, where the dial's numbers are about 5 px high, the dial in words
            (`.sl-dial-words`; the dial's name says it to a screen reader). */}
        <p className="sl-preview" aria-hidden="true">
          {previewText ?? turnText}
          {/* Not while the next round waits for the Abrechnung's readers: its sentence is long, the
              lift is empty anyway, and sideways the two ran out of the dial's panel ("… geschlossen
              haben.… Lift: Noch keine Etage", phone QA 5 Dec 2026). */}
          {previewText === null && !view.over && !waiting && (
            <span className="sl-dial-words">{dialWords(tx, view.floor, view.dir)}</span>
          )}
        </p>
        {/* Read: whose turn it is — also while the keyboard's focus rests on a card (its preview had
            stood in the turn's place, so "Du bist dran." was never said) — and, apart, the preview.
            Not at the end: the log's last line says "Die Partie ist aus." with the step that ends the
            game, and a screen reader had heard it twice (QA 7 Dec 2026, a server table of six). Nor
            behind the open Abrechnung: the next round's opener ("Anna ist dran.") was said while the
            player still read the round's sums in the dialog; it is said when the dialog closes. */}
        <p className="visually-hidden" role="status" data-testid="sl-turn-said">
          {view.over || behindDialog ? '' : turnSaid}
        </p>
        <p className="visually-hidden" aria-live="polite" data-testid="sl-preview-said">
          {view.over ? '' : (previewText ?? '')}
        </p>
      </div>
      <section className="sl-ride" aria-labelledby="sl-ride-h">
        <h2 id="sl-ride-h">
          {tx.ride} ({kartonsText(loadKartons(view.ride.map((r) => r.card)))})
        </h2>
        {view.ride.length === 0 ? (
          <p className="muted">{tx.rideEmpty}</p>
        ) : (
          <ol className="sl-ride-cards">
            {view.ride.map((r, i) => (
              <li
                key={`${view.round}-${i}-${r.card}`}
                data-seat={r.seat}
                className={i === view.ride.length - 1 && r.seat !== me ? 'sl-new' : undefined}
              >
                <CardArt card={r.card} label={`${cardName(r.card)} (${names[r.seat]})`} />
                <RideWho name={names[r.seat] ?? ''} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}

/**
 * A numbered name ("Computer 3") in two shorter forms: "Comp. 3" and "C3". Other names ("Du", a
 * player's own) have none and are cut with "…" where too long.
 */
export function shortNames(name: string): readonly [mid: string, short: string] {
  const m = /^(\p{L}+)\s+(\d+)$/u.exec(name);
  if (!m) return [name, name];
  const word = m[1]!;
  const n = m[2]!;
  return [word.length > 5 ? `${word.slice(0, 4)}. ${n}` : name, `${word.slice(0, 1)}${n}`];
}

/**
 * Who laid a ride's card, under it: the whole name where the card is wide enough, else "Comp. 3",
 * else "C3" (CSS picks one by the card's width; the card's label reads the whole name).
 */
export function RideWho({ name }: { name: string }) {
  const [mid, short] = shortNames(name);
  return (
    <span className="sl-ride-who" aria-hidden="true" title={name}>
      <span className="sl-who-full">{name}</span>
      {mid !== name && <span className="sl-who-mid">{mid}</span>}
      {short !== name && <span className="sl-who-short">{short}</span>}
    </span>
  );
}
