/**
 * The camp field ("Dein Lager"): the required parts as slots filled with the proposed (green)
 * cards, filling a part with the chosen cards by hand, "Lager aufschlagen", "↺ Vorschlag",
 * "Sherpa in der Folge: oben/unten", and on the Meister route the stage bar 1–10.
 */
import { ROUTES, type View } from '@kartenhaus/speedclimb';
import { ClimbCard, cardName } from './Card.js';
import {
  arrangedPart,
  assignPart,
  campAssignment,
  campMove,
  campMoves,
  draftVariants,
  exactPart,
  openStages,
  ownCamp,
  partTap,
  sherpaEnds,
  type SherpaEnd,
  shownStage,
  stageMoves,
  type Intent,
  type PendingInput,
  type StageWish,
} from './model.js';
import type { SpeedclimbText } from './strings.js';

type Lang = 'de' | 'en';

/** Whether the camp shown can be laid from here ("Lager aufschlagen" is offered). */
const campOffered = (view: View, active: boolean): boolean =>
  active && view.phase === 'play' && view.campLaid[view.seat ?? 0] !== true && campMoves(view).length > 0;

/** "Lager aufschlagen" (L): in the camp field, or on the one-screen table with the other actions. */
export function LayCampButton({
  view,
  input,
  tx,
  active,
  act,
}: {
  view: View;
  input: PendingInput;
  tx: SpeedclimbText;
  active: boolean;
  act: (i: Intent) => void;
}) {
  if (!campOffered(view, active)) return null;
  const move = campMove(view, input);
  return (
    <button
      type="button"
      className="button primary sc-lay-camp"
      disabled={!move}
      aria-keyshortcuts="L"
      onClick={() => move && act({ type: 'move', move })}
    >
      {tx.layCamp} <kbd>L</kbd>
    </button>
  );
}

/**
 * "↺ Vorschlag" (back to the proposal after building the camp by hand) and "Sherpa in der Folge:
 * oben/unten" (the other way to lay the camp shown — the proposal, or the camp built by hand: S5
 * "wählst du das beim Aufschlagen"): in the camp field, or on the one-screen table with the other
 * actions, where the camp field has no room for a row of its own. The hand-built camp had offered
 * only "↺ Vorschlag" and was laid "oben" without asking (QA 5 Dec 2026).
 */
export function CampChoices({
  view,
  input,
  tx,
  active,
  setInput,
}: {
  view: View;
  input: PendingInput;
  tx: SpeedclimbText;
  active: boolean;
  setInput: (f: (i: PendingInput) => PendingInput) => void;
}) {
  if (!campOffered(view, active)) return null;
  const ways = input.draft ? draftVariants(view, input.draft).length : campMoves(view).length;
  const sherpa = ways >= 2 && (
    <SherpaChoice ends={sherpaEnds(campMove(view, input))} ways={ways} tx={tx} setInput={setInput} />
  );
  if (!input.draft) return sherpa || null;
  return (
    <>
      <button
        type="button"
        className="button sc-reset-proposal"
        onClick={() => setInput((x) => ({ ...x, variant: 0, draft: null }))}
      >
        {tx.resetProposal}
      </button>
      {sherpa}
    </>
  );
}

/** "Sherpa in der Folge: oben/unten": the next of the `ways` to lay the camp shown. */
function SherpaChoice({
  ends,
  ways,
  tx,
  setInput,
}: {
  ends: readonly SherpaEnd[];
  ways: number;
  tx: SpeedclimbText;
  setInput: (f: (i: PendingInput) => PendingInput) => void;
}) {
  return (
    <button
      type="button"
      className="button sc-sherpa-choice"
      aria-label={tx.sherpaRun(ends)}
      onClick={() => setInput((x) => ({ ...x, variant: (x.variant + 1) % ways }))}
    >
      {/* On a phone's one-screen table the short words, so that it stands in a row with "Lager
          aufschlagen": three rows of actions squeezed the camp field at 360 × 740 until its parts
          lay outside it (seen in CI at the Meister server table). */}
      <span className="sc-long" aria-hidden="true">
        {tx.sherpaRun(ends)}
      </span>
      <span className="sc-short" aria-hidden="true">
        {tx.sherpaShort(ends)}
      </span>
    </button>
  );
}

export function CampField({
  view: viewGiven,
  input,
  lang,
  tx,
  active,
  act,
  setInput,
  stageWish,
  onStageWish,
  away = false,
  layElsewhere = false,
  owner,
}: {
  view: View;
  input: PendingInput;
  lang: Lang;
  tx: SpeedclimbText;
  active: boolean;
  act: (i: Intent) => void;
  setInput: (f: (i: PendingInput) => PendingInput) => void;
  /** Meister: a stage picked before the own turn (SC9), and how to pick one; none when read-only. */
  stageWish?: StageWish | null;
  onStageWish?: (stage: number) => void;
  /**
   * The computer plays this seat ("Tisch verlassen"): the stage bar only shows — the server refuses
   * the seat's moves (ERR_AWAY), the computer chooses the stage.
   */
  away?: boolean;
  /** "Lager aufschlagen" stands with the other actions (the one-screen table). */
  layElsewhere?: boolean;
  /**
   * A replay of another seat's view: whose camp it is (the reader is not that seat, so it is not
   * "Dein Lager" and the player's hints are not given).
   */
  owner?: string;
}) {
  let view = viewGiven;
  const me = view.seat ?? 0;
  const wish = stageWish ?? null;
  const stageNow = shownStage(view, wish);
  // The field shows the camp of the stage the seat will play (its wish before its turn).
  if (stageNow !== (view.stage[me] ?? 0))
    view = { ...view, stage: view.stage.map((x, i) => (i === me ? stageNow : x)) };
  const camp = ownCamp(view);
  const laid = view.campLaid[me] === true;
  const parts = laid ? null : campAssignment(view, input);
  // Laid: each part as it lies on the table now — the seat's combinations of the round, laid in the
  // camp's order (grown by lay-offs: its first cards, and how many more). The field had gone back to
  // empty places beside "✓ Dein Lager steht", the camp only in the combinations' list (QA 5 Dec 2026).
  const mine = view.melds.filter((m) => m.owner === me);
  const lying = laid && mine.length === ownCamp(view).length ? mine : null;
  const variants = campMoves(view);
  const route = ROUTES[view.route];
  const stages = stageMoves(view);
  const open = onStageWish ? openStages(view) : [];
  const stageNo = (view.stage[me] ?? 0) + 1;
  const campTitle = route.scoring === 'summit' ? tx.camp(stageNo) : tx.stage(stageNo);
  // Focusable: on the one-screen table the field scrolls when its parts outgrow their row, and a
  // keyboard must reach what lies below even when no button is in it (axe scrollable-region-focusable).
  return (
    <section className="sc-camp" aria-labelledby="sc-camp-h" tabIndex={0}>
      <h2 id="sc-camp-h">
        {owner === undefined ? tx.yourCamp : tx.campOfSeat(owner)}: {campTitle}
      </h2>
      {route.freeOrder && (
        <div className="sc-stagebar" role="group" aria-label={tx.chooseStage}>
          {route.camps.map((_, i) => {
            const done = view.stagesDone[me]?.[i] === true;
            const legal = active && !away ? stages.find((m) => m.stage === i) : undefined;
            const current = (view.stage[me] ?? 0) === i;
            // Before the own turn the choice is a wish, sent as the turn's first move (S12, SC9).
            const wishable = !active && !away && open.includes(i) && !current;
            const ready = view.stageReady[i] === true;
            // "Geschaffte Etappen sind abgehakt": the ✓ replaces the number, so the name says it.
            const label = tx.stageButton(i + 1, ready, view.proposed === i, done);
            return (
              <button
                key={i}
                type="button"
                className="sc-stage"
                aria-label={label}
                aria-current={current ? 'step' : undefined}
                data-done={done || undefined}
                disabled={!legal && !wishable}
                onClick={() => (legal ? act({ type: 'move', move: legal }) : wishable && onStageWish?.(i))}
              >
                {done ? '✓' : i + 1}
                {ready && <span className="sc-dot" aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      )}
      {route.freeOrder && !active && wish !== null && stageNow === wish.stage && (
        <p className="sc-camp-note">{tx.stageWish(stageNow + 1)}</p>
      )}
      <ol className="sc-parts">
        {camp.map((part, i) => {
          // As the part will lie: a run in order, each Sherpa where it goes ("oben/unten").
          const shownPart = parts?.[i] ? arrangedPart(view, i, parts[i]) : { cards: [], low: null };
          const lies = lying?.[i]?.cards ?? null;
          const cards = lies ? lies.slice(0, part.size) : shownPart.cards;
          const more = lies ? lies.length - part.size : 0;
          const cardText = (c: string, k: number) =>
            c === 'J' && shownPart.low !== null ? tx.sherpaAs(shownPart.low + k) : cardName(c, lang);
          const tap = partTap(view, input, i, active);
          // The part's button stands where as many cards are chosen as it needs; with another number
          // the part itself takes the tap (the mouse's way, as a combination's cards) and the table
          // says how many it needs — it had said nothing (QA Dec 2026).
          const button = tap !== null && exactPart(view, input, i);
          const miss = tap !== null && tap !== 'assign' && !button ? tap : null;
          return (
            <li
              key={i}
              className="sc-part"
              data-filled={cards.length === part.size || undefined}
              data-laid={lies ? true : undefined}
              onClick={miss ? () => act({ type: 'refused', why: miss }) : undefined}
            >
              <span className="sc-part-name">
                <span className="sc-part-needs">{tx.campNeeds}: </span>
                {tx.kinds[part.kind](part.size)}
              </span>
              <span
                className="sc-part-cards"
                role="img"
                aria-label={
                  lies
                    ? lies.map(cardText).join(', ')
                    : cards.length > 0
                      ? cards.map(cardText).join(', ')
                      : tx.pileEmpty
                }
              >
                {Array.from({ length: part.size }, (_, k) =>
                  cards[k] ? (
                    <ClimbCard key={k} card={cards[k]} className="sc-mini" title={cardText(cards[k], k)} compact />
                  ) : (
                    <span key={k} className="sc-slot" aria-hidden="true" />
                  ),
                )}
                {more > 0 && (
                  <span className="sc-part-more" aria-hidden="true">
                    +{more}
                  </span>
                )}
              </span>
              {button && (
                <button
                  type="button"
                  className="button sc-assign"
                  aria-label={tx.assignPart(i + 1)}
                  // Not now (no camp in the hand yet, or before the turn's card): the part still takes
                  // the tap and the table says why ("Halb geht nicht"), as a refused key does.
                  aria-disabled={tap === 'assign' ? undefined : true}
                  onClick={() =>
                    tap === 'assign' ? setInput((x) => assignPart(view, x, i) ?? x) : act({ type: 'refused', why: tap })
                  }
                >
                  {/* On the one-screen table the part itself is the target ("auf einen Teil des Lagers
                      klicken"): the button lies over it, its sign shows, its words are read. */}
                  <span className="sc-assign-sign" aria-hidden="true">
                    ⤓
                  </span>
                  <span className="sc-assign-words" aria-hidden="true">
                    {tx.assignPart(i + 1)}
                  </span>
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {owner !== undefined ? (
        laid && <p className="sc-camp-note">✓ {tx.campLaidMark}</p>
      ) : laid ? (
        <p className="sc-camp-note">✓ {active ? tx.campLaid : tx.campStands}</p>
      ) : view.phase === 'draw' && parts ? (
        <p className="sc-camp-note">{tx.campAfterDraw}</p>
      ) : variants.length === 0 ? (
        <p className="sc-camp-note muted">{tx.campNotYet}</p>
      ) : (
        <p className="sc-camp-note">{input.draft ? tx.campOwn : tx.campProposal}</p>
      )}
      {campOffered(view, active) && !layElsewhere && (
        <p className="sc-camp-actions">
          <LayCampButton view={view} input={input} tx={tx} active={active} act={act} />
          <CampChoices view={view} input={input} tx={tx} active={active} setInput={setInput} />
        </p>
      )}
    </section>
  );
}
