/**
 * The read-mostly parts of the Speedclimb table: the seats with their climb, the route map,
 * the piles (with the renewal counter, SC19), the combinations on the table, the round Bilanz,
 * all rounds' Bilanz and the final standings. They render a view; the actions come as callbacks.
 */
import { ROUTES, type Card, type Meld, type Move, type View } from '@kartenhaus/speedclimb';
import { ClimbBack, ClimbCard, cardName } from './Card.js';
import { roundSummary, standings } from './model.js';
import { ROPE_NAMES, type SpeedclimbText } from './strings.js';

type Lang = 'de' | 'en';

const summitRoute = (view: View): boolean => ROUTES[view.route].scoring === 'summit';

/**
 * Where a seat stands: "Lager 3" / "Gipfel", or "Etappe 4 · 3 von 10 Etappen". On the
 * Meister-Expedition the stage is only this round's choice; `after` a round (the Bilanz, the end)
 * the next one is a mere proposal, so it says which stages are done: "1 von 10 Etappen geschafft (Etappe 6)".
 */
export function climbText(view: View, seat: number, tx: SpeedclimbText, after = false): string {
  const r = ROUTES[view.route];
  const level = view.level[seat] ?? 0;
  if (r.scoring === 'summit') return level >= r.camps.length ? tx.summitReached : tx.camp(level + 1);
  if (r.freeOrder && (after || view.phase === 'over' || view.phase === 'carry'))
    return tx.stagesDoneList(
      level,
      r.camps.length,
      (view.stagesDone[seat] ?? []).flatMap((done, i) => (done ? [i + 1] : [])),
    );
  const now = stageNow(view, seat);
  return now === null
    ? tx.stagesDone(level, r.camps.length)
    : `${tx.stage(now)} · ${tx.stagesDone(level, r.camps.length)}`;
}

/**
 * The stage a seat plays now (1-based), or null once every stage is done — or, Meister, while another
 * seat's stage is hidden (its camp not laid, SC22). The Große Expedition goes
 * in order: the stage after those done ("Jeder mit aufgeschlagenem Lager kommt eine Etappe weiter").
 * The view's `stage` is the one dealt for the round, so after the last round (no deal follows) it
 * still named the stage just laid — the end read "Du — Etappe 3 · 3 von 10 Etappen" beside "Etappe 6 ·
 * 5 von 10" and the winner's "Etappe 10 · 10 von 10" (QA 7 Dec 2026). The Meister's is the chosen one.
 */
function stageNow(view: View, seat: number): number | null {
  const r = ROUTES[view.route];
  if (r.freeOrder) {
    const stage = view.stage[seat];
    return stage === null || stage === undefined ? null : stage + 1;
  }
  const level = view.level[seat] ?? 0;
  return level >= r.camps.length ? null : level + 1;
}

/** `climbText` as the seat shows it: on the Expeditions the stage and the stages done in parts of their own. */
function ClimbLine({ view, seat, tx }: { view: View; seat: number; tx: SpeedclimbText }) {
  const r = ROUTES[view.route];
  if (r.scoring === 'summit') return <span className="sc-climb">{climbText(view, seat, tx)}</span>;
  const now = stageNow(view, seat);
  return (
    <span className="sc-climb">
      {now !== null && <span className="sc-stage-now">{tx.stage(now)} · </span>}
      {tx.stagesDone(view.level[seat] ?? 0, r.camps.length)}
    </span>
  );
}

export function Seats({
  view,
  names,
  thinking,
  tx,
  storms = [],
  onMove,
}: {
  view: View;
  names: readonly string[];
  thinking: number | null;
  tx: SpeedclimbText;
  /** "Schneesturm: wählen und oben auf einen Mitspieler klicken": the legal targets of a chosen one. */
  storms?: readonly Extract<Move, { type: 'storm' }>[];
  onMove?: (m: Move) => void;
}) {
  const over = view.phase === 'over';
  return (
    <ul className="sc-seats" aria-label={tx.seats}>
      {names.map((name, s) => {
        const turn = view.turn === s && !over && view.phase !== 'carry';
        const storm = storms.find((m) => m.target === s);
        return (
          // "Oben auf einen Mitspieler klicken": with a Schneesturm chosen the whole seat is a target
          // for the mouse or a finger; its button (below) is the one the keyboard and screen readers use.
          <li
            key={s}
            className="sc-seat"
            data-seat={s}
            data-turn={turn ? 'yes' : undefined}
            data-storm={view.storms[s] ? 'yes' : undefined}
            data-target={storm ? 'yes' : undefined}
            onClick={storm ? () => onMove?.(storm) : undefined}
          >
            <span className="sc-seat-name">
              {name}
              {turn && (
                <span className="sc-turn-mark">
                  {' '}
                  ◆ <span className="sc-turn-word">{tx.onTurn(name)}</span>
                </span>
              )}
            </span>
            <span>{tx.cardsInHand(view.handCounts[s] ?? 0)}</span>
            <ClimbLine view={view} seat={s} tx={tx} />
            {view.campLaid[s] && (
              <span className="sc-laid">
                ✓ <span className="sc-mark-word">{tx.campLaidMark}</span>
              </span>
            )}
            {!summitRoute(view) && <span className="sc-penalty">{tx.penalty(view.penalty[s] ?? 0)}</span>}
            {ROUTES[view.route].backpack > 0 && (
              <span className="sc-pack-count">{tx.backpackCount(view.backpackCounts[s] ?? 0)}</span>
            )}
            {view.storms[s] && (
              <span className="sc-storm-mark">
                ❄ <span className="sc-mark-word">{tx.stormBefore}</span>
              </span>
            )}
            {thinking === s && <span className="sc-thinking">{tx.thinking(name)}</span>}
            {storms
              .filter((m) => m.target === s)
              .map((m) => (
                <button
                  key={m.target}
                  type="button"
                  className="button sc-storm-target"
                  onClick={(e) => {
                    e.stopPropagation(); // the seat's own click would lay it a second time
                    onMove?.(m);
                  }}
                >
                  ❄ {tx.storm(name)}
                </button>
              ))}
          </li>
        );
      })}
    </ul>
  );
}

/** The vertical route: camps (or stages) from the top down, each climber at its camp. */
export function RouteMap({ view, names, tx }: { view: View; names: readonly string[]; tx: SpeedclimbText }) {
  const r = ROUTES[view.route];
  const summit = r.scoring === 'summit';
  const n = r.camps.length;
  const rows = Array.from({ length: n + 1 }, (_, i) => n - i);
  const at = (level: number) => names.map((_, s) => s).filter((s) => Math.min(view.level[s] ?? 0, n) === level);
  return (
    <ol className="sc-route" aria-label={tx.routes[view.route]}>
      {rows.map((level) => {
        const here = at(level);
        const label = summit ? (level >= n ? tx.summitReached : tx.camp(level + 1)) : tx.stagesDone(level, n);
        return (
          <li key={level} className="sc-route-step" data-level={level}>
            <span className="sc-route-name">{label}</span>
            <span className="sc-route-who">
              {here.map((s) => (
                <span key={s} className="sc-climber" data-seat={s}>
                  {names[s]}
                </span>
              ))}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** What the piles need to offer their moves. */
export interface PileProps {
  view: View;
  names: readonly string[];
  lang: Lang;
  tx: SpeedclimbText;
  draws: { stock: Move | null; piles: ReadonlyMap<number, Move> };
  /** The discard of the chosen card, if legal: the own depot (or the Ablage) takes it. */
  discardTarget: Move | null;
  onMove: (m: Move) => void;
  readOnly: boolean;
}

/** One depot or the Ablage: its top card (a glowing button when it can be taken or discarded on) and its size. */
export function Pile({
  view,
  names,
  lang,
  tx,
  draws,
  discardTarget,
  onMove,
  readOnly,
  i,
  short = false,
}: PileProps & {
  i: number;
  /** In the row of every player's depot (a phone's one-screen table): named by its player alone. */
  short?: boolean;
}) {
  const depots = ROUTES[view.route].piles === 'depots';
  const own = view.seat ?? -1;
  const p = view.piles[i];
  if (!p) return null;
  const draw = draws.piles.get(i);
  const discardHere = discardTarget && (depots ? i === own : true);
  const name = depots ? tx.depotOf(names[i] ?? '') : tx.discardPile;
  const top = p.top ? cardName(p.top, lang) : tx.pileEmpty;
  // Keyed by top card and size, so a card arriving on the pile plays its short drop.
  const face = p.top ? (
    <ClimbCard key={`${p.top}-${p.count}`} card={p.top} className="sc-new" />
  ) : (
    <span className="sc-empty-slot" aria-hidden="true" />
  );
  return (
    <div className="sc-pile" data-own={depots && i === own ? 'yes' : undefined}>
      {!readOnly && (draw || discardHere) ? (
        <button
          type="button"
          className="sc-pile-button"
          data-glow="yes"
          onClick={() => onMove((discardHere ? discardTarget : draw)!)}
        >
          {face}
          <span className="sc-pile-text">
            {discardHere ? tx.discardOn(name) : tx.takeFrom(`${name} (${top})`)}
            {discardHere && <kbd>A</kbd>}
          </span>
        </button>
      ) : (
        <span className="sc-pile-face" role="img" aria-label={`${name}: ${top}`}>
          {face}
        </span>
      )}
      <span className="sc-pile-label" aria-hidden={readOnly || draw || discardHere ? undefined : true}>
        {/* (The owner a span of its own: on a phone with four seats each depot stands under its
            player's box, which names it — speedclimb-phone.css.) */}
        {short ? (
          <ShortOwned owner={names[i] ?? ''} count={p.count} words={tx.pileCount(p.count)} />
        ) : (
          <>
            <span className="sc-pile-owner">{name} · </span>
            {tx.pileCount(p.count)}
          </>
        )}
      </span>
      {/* "Aus Depots und Ablage kann man ihn nicht nehmen" – a Schneesturm on top blocks the pile. */}
      {p.top === 'X' && <span className="sc-pile-label">❄ {tx.pileBlocked}</span>}
    </div>
  );
}

/**
 * A depot's words in the row of every player's depot: its owner and its count ("Computer 2 · 10
 * Karten"), with the short forms a phone held sideways shows in place of the long ones ("C2 · 10",
 * speedclimb-sideways.css; there "Computer …" had been all of every label). The long forms stay in
 * the text, read.
 */
function ShortOwned({ owner, count, words }: { owner: string; count: number; words: string }) {
  const numbered = /^(\p{L})\p{L}*\s+(\d+)$/u.exec(owner);
  const n = String(count);
  const rest = words.startsWith(n) ? words.slice(n.length) : ` (${words})`;
  return (
    <>
      <span className="sc-pile-owner">
        {numbered ? (
          <>
            <span className="sc-owner-long">{owner}</span>
            <span className="sc-owner-short" aria-hidden="true">
              {numbered[1]}
              {numbered[2]}
            </span>
          </>
        ) : (
          owner
        )}{' '}
        ·{' '}
      </span>
      {n}
      <span className="sc-count-words">{rest}</span>
    </>
  );
}

export function Piles({
  only,
  ...props
}: PileProps & {
  /** Only these piles (the others stand elsewhere: on a phone each player's depot in the seat). */
  only?: (i: number) => boolean;
}) {
  const { view, tx, draws, onMove, readOnly } = props;
  return (
    <section className="sc-piles" aria-labelledby="sc-piles-h">
      <h2 id="sc-piles-h" className="visually-hidden">
        {tx.material}
      </h2>
      <div className="sc-pile sc-stock">
        {draws.stock && !readOnly ? (
          <button
            type="button"
            className="sc-pile-button"
            data-glow="yes"
            aria-keyshortcuts="M"
            onClick={() => onMove(draws.stock!)}
          >
            <ClimbBack label="" />
            <span className="sc-pile-text">
              {tx.drawStock} <kbd>M</kbd>
            </span>
          </button>
        ) : (
          <ClimbBack label={tx.material} />
        )}
        <span className="sc-pile-label">
          {tx.material}: {tx.materialCount(view.stockCount)}
        </span>
        {view.stormsUnder > 0 && (
          // Held sideways a phone shows only "❄ 3" beside the card: the words read, not shown
          // (speedclimb-sideways.css) — in four lines beside the card they made the page scroll.
          <span className="sc-pile-label sc-storms-under">
            ❄{' '}
            <span className="sc-storms-sign" aria-hidden="true">
              {view.stormsUnder}
            </span>
            <span className="sc-storms-words">{tx.stormsUnder(view.stormsUnder)}</span>
          </span>
        )}
        {/* Ruling SC19's counter is shown once the stock was renewed (rare: ordinary rounds are not
            renewed at all); "Material neu gemischt: 0 von 9" stood there unexplained (QA 5 Dec 2026).
            It is always read, with its reason in the title. */}
        <span
          className={`sc-pile-label sc-renewals${view.reshuffles === 0 ? ' visually-hidden' : ''}`}
          data-count={view.reshuffles}
          title={tx.renewalsNote(view.reshuffleLimit)}
        >
          {tx.renewals(view.reshuffles, view.reshuffleLimit)}
        </span>
      </div>
      {view.piles.map((_, i) => (only === undefined || only(i) ? <Pile key={i} {...props} i={i} /> : null))}
    </section>
  );
}

/** A combination's short name: "Folge 4–7", "3 × 9", "5 Karten rot". */
export function meldLabel(m: Meld, lang: Lang, tx: SpeedclimbText): string {
  switch (m.kind) {
    case 'run':
      return tx.meldRun(m.low, m.high);
    case 'set':
      return tx.meldSet(m.low, m.cards.length);
    case 'color':
      return tx.meldColor(ROPE_NAMES[lang][m.color ?? 'R'] ?? '', m.cards.length);
  }
}

export function Melds({
  view,
  names,
  lang,
  tx,
  targets,
  onMove,
  onMeldClick,
  scrolls = false,
  compact = false,
}: {
  view: View;
  names: readonly string[];
  lang: Lang;
  tx: SpeedclimbText;
  /**
   * The one-screen table: the combinations scroll inside their panel, so the panel takes the
   * keyboard focus (arrow keys scroll it) — axe "scrollable-region-focusable"; until Dec 2026 a
   * keyboard reached what lay below only where an "Anlegen" button stood.
   */
  scrolls?: boolean;
  /**
   * A phone held upright: the cards with their number large, as in the camp field's places
   * (`Card.tsx` `CompactFace`), so that a combination's cards read at the small size its panel
   * leaves them (speedclimb-phone.css, "The combinations on a phone held upright").
   */
  compact?: boolean;
  /** Legal lay-offs of the chosen card: the fitting combinations light up. */
  targets: readonly Extract<Move, { type: 'layoff' }>[];
  onMove: (m: Move) => void;
  /** A click on a combination's cards, at `x` (0–1 across them): lays the chosen card off there, or says why not. */
  onMeldClick?: (meld: number, x: number) => void;
}) {
  return (
    <section className="sc-melds" aria-labelledby="sc-melds-h" tabIndex={scrolls ? 0 : undefined}>
      <h2 id="sc-melds-h">{tx.camps}</h2>
      {view.melds.length === 0 ? (
        <p className="muted">{tx.noMelds}</p>
      ) : (
        <ol className="sc-meld-list">
          {view.melds.map((m, i) => {
            const fits = targets.filter((t) => t.meld === i);
            return (
              <li key={i} className="sc-meld" data-fits={fits.length > 0 ? 'yes' : undefined}>
                {/* "1. Folge 4–7 von Computer 2": the owner a span of its own, so that a phone can
                    set it in a line of its own (speedclimb-phone.css); the words are the same. */}
                <span className="sc-meld-name">
                  {`${i + 1}. ${meldLabel(m, lang, tx)} `}
                  <span className="sc-meld-owner">{tx.meldOf(names[m.owner] ?? '')}</span>
                </span>
                <span
                  className="sc-meld-cards"
                  role="img"
                  aria-label={m.cards.map((c) => cardName(c, lang)).join(', ')}
                  // The mouse's way; the buttons below are the keyboard's and the screen reader's. It
                  // takes every click on the own turn: where the chosen card may not go, the table
                  // says why (model.ts `meldClick`; it had been silent, QA Dec 2026).
                  onClick={
                    onMeldClick
                      ? (e) => {
                          const box = e.currentTarget.getBoundingClientRect();
                          onMeldClick(i, box.width > 0 ? (e.clientX - box.left) / box.width : 1);
                        }
                      : undefined
                  }
                >
                  {m.cards.map((c, k) => (
                    <ClimbCard key={k} card={c} className="sc-mini" compact={compact} />
                  ))}
                </span>
                {fits.map((t) => (
                  <button
                    key={t.end}
                    type="button"
                    className="button sc-fit"
                    // (A phone held upright lays the button over the combination, a run's two ends over
                    // its left third and the rest, its sign + at that side: speedclimb-phone.css.)
                    data-end={fits.length > 1 ? t.end : undefined}
                    onClick={() => onMove(t)}
                    aria-keyshortcuts={t === targets[0] ? 'N' : undefined}
                  >
                    <span className="sc-fit-sign" aria-hidden="true">
                      +
                    </span>
                    {tx.layOff(
                      `${i + 1}`,
                      m.kind === 'run' && fits.length > 1 ? (t.end === 'low' ? tx.endLow : tx.endHigh) : '',
                    )}
                    {t === targets[0] && <kbd>N</kbd>}
                  </button>
                ))}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

export function SummaryTable({
  view,
  index,
  names,
  tx,
  sentenceId,
}: {
  view: View;
  index: number;
  names: readonly string[];
  tx: SpeedclimbText;
  /** An id for the sentence saying who finished (the round's Bilanz dialog is described by it). */
  sentenceId?: string;
}) {
  const s = roundSummary(view, index);
  if (!s) return null;
  const summit = summitRoute(view);
  return (
    <>
      <p id={sentenceId}>
        {s.summit !== null
          ? tx.summitBy(names[s.summit] ?? '')
          : s.limit
            ? tx.limitEnd
            : s.finisher !== null
              ? tx.finisher(names[s.finisher] ?? '')
              : tx.noFinisher}
      </p>
      <table className="sc-sheet">
        <thead>
          <tr>
            <th scope="col">{tx.player}</th>
            <th scope="col">{summit ? tx.playedCamp : tx.playedStage}</th>
            <th scope="col" className="sc-num">
              {tx.cardsLeft}
            </th>
            {!summit && (
              <th scope="col" className="sc-num">
                {tx.penaltyCol}
              </th>
            )}
            <th scope="col">{tx.nowAt}</th>
          </tr>
        </thead>
        <tbody>
          {s.rows.map((r) => (
            <tr key={r.seat}>
              <th scope="row">{names[r.seat]}</th>
              <td>
                {summit ? tx.camp(r.stage) : tx.stage(r.stage)}: {r.laid ? `✓ ${tx.laid}` : `✗ ${tx.notLaid}`}
              </td>
              <td>{r.cards}</td>
              {!summit && <td>{r.penalty}</td>}
              <td>
                {climbText(view, r.seat, tx, true)}
                {/* Who went out climbs two camps (rule text: "macht einen Gipfelsprung"): said, so
                    "Basislager" → "Lager 3" in one round is not a riddle (QA 6 Dec 2026). */}
                {summit && s.summit === null && s.finisher === r.seat && ` (${tx.summitLeap})`}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

export function Bilanz({ view, names, tx }: { view: View; names: readonly string[]; tx: SpeedclimbText }) {
  if (view.history.length === 0) return <p>{tx.bilanzEmpty}</p>;
  const summit = summitRoute(view);
  return (
    <table className="sc-sheet">
      <thead>
        <tr>
          <th scope="col">{tx.roundCol}</th>
          {names.map((n, s) => (
            <th key={s} scope="col">
              {n}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {view.history.map((r) => (
          <tr key={r.round}>
            <th scope="row">{r.round}</th>
            {names.map((_, s) => (
              <td key={s}>
                {summit ? tx.camp((r.stage[s] ?? 0) + 1) : tx.stage((r.stage[s] ?? 0) + 1)} {r.campLaid[s] ? '✓' : '✗'}
                {r.finisher === s || r.summit === s ? ' ★' : ''}
                {!summit && ` · ${r.penalty[s] ?? 0}`}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function Standings({
  view,
  names,
  tx,
  scrolls = false,
}: {
  view: View;
  names: readonly string[];
  tx: SpeedclimbText;
  /** The one-screen table's end: six places may scroll in their box, so it takes the keyboard focus (as `Melds`). */
  scrolls?: boolean;
}) {
  const summit = summitRoute(view);
  return (
    <section className="sc-standings" aria-labelledby="sc-standings-h" tabIndex={scrolls ? 0 : undefined}>
      <h2 id="sc-standings-h" tabIndex={-1}>
        {tx.standings}
      </h2>
      <ol>
        {standings(view).map(({ seat, place }) => (
          <li key={seat} data-seat={seat}>
            <span className="sc-place">{tx.place(place)}</span> <strong>{names[seat]}</strong> —{' '}
            {climbText(view, seat, tx)}
            {summit ? ` · ${tx.cardsInHand(view.handCounts[seat] ?? 0)}` : ` · ${tx.penalty(view.penalty[seat] ?? 0)}`}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The Nordwand carry-over choice in the Bilanz: tap the cards to keep. */
export function KeepChoice({
  hand,
  chosen,
  limit,
  lang,
  tx,
  onToggle,
}: {
  hand: readonly Card[];
  chosen: readonly number[];
  limit: number;
  lang: Lang;
  tx: SpeedclimbText;
  onToggle: (pos: number) => void;
}) {
  return (
    <section className="sc-keep" aria-labelledby="sc-keep-h">
      <h3 id="sc-keep-h">{tx.keepTitle}</h3>
      <p>{tx.keepText(limit)}</p>
      <ul className="sc-hand-cards">
        {hand.map((c, i) => (
          <li key={`${c}-${i}`}>
            <button
              type="button"
              className="sc-card-button"
              aria-pressed={chosen.includes(i)}
              data-selected={chosen.includes(i) || undefined}
              onClick={() => onToggle(i)}
            >
              <ClimbCard card={c} />
              <span className="visually-hidden">{cardName(c, lang)}</span>
            </button>
          </li>
        ))}
      </ul>
      {chosen.length > limit && (
        <p role="alert" className="state state-error">
          {tx.keepTooMany(limit)}
        </p>
      )}
    </section>
  );
}
