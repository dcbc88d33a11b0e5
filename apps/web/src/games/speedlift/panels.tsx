/**
 * The Speedlift table's read-only parts: the seats' markers and their legend, the card detail,
 * the counting help, the Bilanz, the Abrechnung and the final standings. They render a view.
 */
import { cardName, kartons, type Card, type View } from '@kartenhaus/speedlift';
import { DEPARTMENTS } from '../../cards/symbols.js';
import { CardArt } from './Card.js';
import { abrechnung as abrechnungRows, countingHelp, myTurn, playableCards } from './model.js';
import { effectOf, markerMark, markerText, type SpeedliftText } from './strings.js';

export function Markers({ markers, tx }: { markers: readonly string[]; tx: SpeedliftText }) {
  if (markers.length === 0) return null;
  return (
    <ul className="sl-markers" aria-label={`${tx.markers} (${tx.marker.because})`}>
      {markers.map((m) => (
        <li key={m} title={markerText(tx, m)}>
          <span aria-hidden="true">{markerMark(tx, m)}</span>
          <span className="visually-hidden">{markerText(tx, m)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The markers on the table, explained once for touch screens (no hover there). */
export function MarkerLegend({ view, tx }: { view: View; tx: SpeedliftText }) {
  const shown = [...new Set(view.markers.flat())];
  if (shown.length === 0) return null;
  return (
    <p className="sl-marker-legend muted" aria-hidden="true">
      {tx.markerLegend} ({tx.marker.because}):{' '}
      {shown.map((m) => `${markerMark(tx, m)} ${markerText(tx, m)}`).join(' · ')}
    </p>
  );
}

export function CardDetail({
  view,
  card,
  tx,
  refusal,
}: {
  view: View;
  card: Card;
  tx: SpeedliftText;
  /** Why this card was just refused, said in place of "passt gerade nicht". */
  refusal?: string | null;
}) {
  const fits = playableCards(view).has(card);
  const effect = effectOf(tx, card);
  return (
    <div className="sl-detail">
      <CardArt card={card} className="sl-detail-card" />
      <div>
        <p className="sl-detail-name">{cardName(card)}</p>
        <p>{tx.penaltyOf(kartons(card))}</p>
        <p>{effect}</p>
        {card[0] === 'P' && <p>{tx.porzellanNote}</p>}
        <p className={fits ? 'sl-fits' : 'sl-fits-not'}>
          {fits ? `✓ ${tx.fits}` : refusal ? `✗ ${refusal}` : myTurn(view) ? `✗ ${tx.fitsNot}` : `– ${tx.notYourTurn}`}
        </p>
      </div>
    </div>
  );
}

export function Counting({ view, tx, titled = true }: { view: View; tx: SpeedliftText; titled?: boolean }) {
  const help = countingHelp(view);
  // In its own sheet the sheet's title names it.
  return (
    <section
      className="sl-counting"
      aria-labelledby={titled ? 'sl-counting-h' : undefined}
      aria-label={titled ? undefined : tx.countingTitle}
    >
      {titled && <h2 id="sl-counting-h">{tx.countingTitle}</h2>}
      <table>
        <tbody>
          {help.departments.map((d) => (
            <tr key={d.dept}>
              <th scope="row" style={{ color: DEPARTMENTS[d.dept].colour }}>
                {DEPARTMENTS[d.dept].name}
              </th>
              <td>
                <span className="sl-count-cells">
                  {Array.from({ length: 12 }, (_, i) => {
                    const f = i + 1;
                    const state = d.gone.includes(f) ? 'gone' : d.mine.includes(f) ? 'mine' : 'unseen';
                    return (
                      <span key={f} className={`sl-cell sl-cell-${state}`} aria-hidden="true">
                        {f}
                      </span>
                    );
                  })}
                </span>
                <span className="visually-hidden">
                  {tx.gone}: {d.gone.join(', ') || '–'}; {tx.mine}: {d.mine.join(', ') || '–'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {tx.specialsGone}: Liftboy {help.specialsGone.LB}, Expresskabine {help.specialsGone.EX}, Hausdetektiv{' '}
        {help.specialsGone.HD}
      </p>
    </section>
  );
}

export function Bilanz({ view, names, tx }: { view: View; names: readonly string[]; tx: SpeedliftText }) {
  const players = view.config.players;
  const seats = Array.from({ length: players }, (_, s) => s);
  return (
    <table className="sl-sheet sl-bilanz">
      <thead>
        <tr>
          <th scope="col">{tx.round(0).replace(/\s*0$/, '')}</th>
          {seats.map((s) => (
            <th key={s} scope="col">
              {names[s]}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.scores.map((r, i) => (
          <tr key={i}>
            <th scope="row">{i + 1}</th>
            {seats.map((s) => (
              <td key={s}>
                {/* Two pieces that do not break, so a narrow sheet wraps before the "=". */}
                <span className="sl-nowrap">
                  {r.kartons[s]} + {r.ladenhueter[s]}
                </span>{' '}
                <span className="sl-nowrap">
                  = <strong>{r.penalty[s]}</strong>
                </span>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{tx.sum}</th>
          {seats.map((s) => (
            <td key={s}>
              <strong>{view.totals[s]}</strong>
            </td>
          ))}
        </tr>
      </tfoot>
    </table>
  );
}

export function AbrechnungTable({
  view,
  round,
  names,
  tx,
}: {
  view: View;
  round: number;
  names: readonly string[];
  tx: SpeedliftText;
}) {
  const rows = abrechnungRows(view, round) ?? [];
  return (
    <table className="sl-sheet sl-abrechnung">
      <thead>
        <tr>
          <th scope="col">{tx.player}</th>
          <th scope="col">{tx.kartons}</th>
          <th scope="col" aria-hidden="true"></th>
          <th scope="col">{tx.ladenhueterShort}</th>
          <th scope="col" aria-hidden="true"></th>
          <th scope="col">{tx.strafe}</th>
          <th scope="col">{tx.sum}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.seat}>
            <th scope="row">{names[r.seat]}</th>
            <td>{r.kartons}</td>
            <td aria-hidden="true">+</td>
            <td>{r.ladenhueter}</td>
            <td aria-hidden="true">=</td>
            <td>
              <strong>{r.penalty}</strong>
            </td>
            <td>{r.total}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Standings({ view, names, tx }: { view: View; names: readonly string[]; tx: SpeedliftText }) {
  const result = view.result;
  if (!result) return null;
  const order = names.map((_, s) => s).sort((a, b) => (result.places[a] ?? 0) - (result.places[b] ?? 0));
  return (
    <section className="sl-standings" aria-labelledby="sl-standings-h">
      <h2 id="sl-standings-h" tabIndex={-1}>
        {tx.standings}
      </h2>
      <ol>
        {order.map((s) => (
          <li key={s} data-seat={s} data-place={result.places[s] ?? 0}>
            <span className="sl-place">{tx.place(result.places[s] ?? 0)}</span> <strong>{names[s]}</strong>{' '}
            <span className="sl-points">
              {/* A separator where the line flows; in the one-screen table's columns none (right
                  aligned, "— 25 Strafpunkte" had read as minus 25: QA 6 Dec 2026). */}
              <span className="sl-sep">· </span>
              {result.scores[s]} {tx.points}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
