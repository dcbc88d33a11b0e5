/**
 * The camp field ("Dein Lager"): the required parts as slots filled with the proposed (green)
 * cards, filling a part with the chosen cards by hand, "Lager aufschlagen", "↺ Vorschlag",
 * "Sherpa in der Folge: oben/unten", and on the Meister route the stage bar 1–10.
 */
import { ROUTES, type View } from '@kartenhaus/speedclimb';
import { ClimbCard, cardName } from './Card.js';
import {
  assignPart,
  campMove,
  campMoves,
  campParts,
  ownCamp,
  sherpaUp,
  stageMoves,
  type Intent,
  type PendingInput,
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

export function CampField({
  view,
  input,
  lang,
  tx,
  active,
  act,
  setInput,
  layElsewhere = false,
}: {
  view: View;
  input: PendingInput;
  lang: Lang;
  tx: SpeedclimbText;
  active: boolean;
  act: (i: Intent) => void;
  setInput: (f: (i: PendingInput) => PendingInput) => void;
  /** "Lager aufschlagen" stands with the other actions (the one-screen table). */
  layElsewhere?: boolean;
}) {
  const me = view.seat ?? 0;
  const camp = ownCamp(view);
  const laid = view.campLaid[me] === true;
  const parts = laid ? null : campParts(view, input);
  const move = campMove(view, input);
  const variants = campMoves(view);
  const chosen = input.selected.length;
  const route = ROUTES[view.route];
  const stages = stageMoves(view);
  const stageNo = (view.stage[me] ?? 0) + 1;
  const campTitle = route.scoring === 'summit' ? tx.camp(stageNo) : tx.stage(stageNo);
  return (
    <section className="sc-camp" aria-labelledby="sc-camp-h">
      <h2 id="sc-camp-h">
        {tx.yourCamp}: {campTitle}
      </h2>
      {route.freeOrder && (
        <div className="sc-stagebar" role="group" aria-label={tx.chooseStage}>
          {route.camps.map((_, i) => {
            const done = view.stagesDone[me]?.[i] === true;
            const legal = stages.find((m) => m.stage === i);
            const current = (view.stage[me] ?? 0) === i;
            const ready = view.stageReady[i] === true;
            const label = tx.stageButton(i + 1, ready, view.proposed === i);
            return (
              <button
                key={i}
                type="button"
                className="sc-stage"
                aria-label={label}
                aria-current={current ? 'step' : undefined}
                data-done={done || undefined}
                disabled={!legal || !active}
                onClick={() => legal && act({ type: 'move', move: legal })}
              >
                {done ? '✓' : i + 1}
                {ready && <span className="sc-dot" aria-hidden="true" />}
              </button>
            );
          })}
        </div>
      )}
      <ol className="sc-parts">
        {camp.map((part, i) => {
          const cards = parts?.[i] ?? [];
          const canAssign = active && view.phase === 'play' && !laid && variants.length > 0 && chosen === part.size;
          return (
            <li key={i} className="sc-part" data-filled={cards.length === part.size || undefined}>
              <span className="sc-part-name">
                {tx.campNeeds}: {tx.kinds[part.kind](part.size)}
              </span>
              <span
                className="sc-part-cards"
                role="img"
                aria-label={cards.length > 0 ? cards.map((c) => cardName(c, lang)).join(', ') : tx.pileEmpty}
              >
                {Array.from({ length: part.size }, (_, k) =>
                  cards[k] ? (
                    <ClimbCard key={k} card={cards[k]} className="sc-mini" />
                  ) : (
                    <span key={k} className="sc-slot" aria-hidden="true" />
                  ),
                )}
              </span>
              {canAssign && (
                <button
                  type="button"
                  className="button sc-assign"
                  onClick={() => setInput((x) => assignPart(view, x, i) ?? x)}
                >
                  {tx.assignPart(i + 1)}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {laid ? (
        <p className="sc-camp-note">✓ {tx.campLaid}</p>
      ) : view.phase === 'draw' && parts ? (
        <p className="sc-camp-note">{tx.campAfterDraw}</p>
      ) : variants.length === 0 ? (
        <p className="sc-camp-note muted">{tx.campNotYet}</p>
      ) : (
        <p className="sc-camp-note">{tx.campProposal}</p>
      )}
      {campOffered(view, active) && (!layElsewhere || input.draft || variants.length > 1) && (
        <p className="sc-camp-actions">
          {!layElsewhere && <LayCampButton view={view} input={input} tx={tx} active={active} act={act} />}
          {input.draft && (
            <button type="button" className="button" onClick={() => setInput((x) => ({ ...x, draft: null }))}>
              {tx.resetProposal}
            </button>
          )}
          {!input.draft && variants.length > 1 && (
            <button
              type="button"
              className="button"
              onClick={() => setInput((x) => ({ ...x, variant: (x.variant + 1) % variants.length }))}
            >
              {tx.sherpaRun(sherpaUp(move))}
            </button>
          )}
        </p>
      )}
    </section>
  );
}
