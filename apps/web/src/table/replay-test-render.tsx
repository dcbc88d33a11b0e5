/**
 * For unit tests (not part of the app): one step of a game's replay view rendered to its text, as
 * the games' `ReplayView.test.tsx` read it.
 */
import type { ComponentType } from 'react';
import { renderWithServices, testServices } from '../test-services.js';
import type { ReplayViewProps } from './screens.js';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

/**
 * A renderer of `View`'s steps at a table of `seats` (null: a computer), each shown as step `n`:
 * the view after the step (whose seat's perspective it is), the view before, the move and its
 * mover, the requester's own seat (null: a spectator), the language, and the events of a step whose
 * move is not shown (the protocol's `ReplayStep.events`).
 */
export function replayStepText<V extends { readonly seat: number | null }>(
  View: ComponentType<ReplayViewProps>,
  game: string,
  seats: readonly (string | null)[],
  n: number,
) {
  return (
    view: V,
    before: V | null,
    move: string | null,
    mover: number | null,
    you: number | null,
    lang: 'de' | 'en' = 'de',
    events?: readonly unknown[],
  ): string =>
    text(
      renderWithServices(
        <View
          game={game}
          view={view}
          before={before}
          seat={view.seat ?? 0}
          you={you}
          seats={seats}
          step={{ n, seat: mover, move, ...(events === undefined ? {} : { events }) }}
        />,
        testServices(lang),
      ),
    );
}
