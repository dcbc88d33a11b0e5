/** The tiny game at a server table: the seat's view from the table store, moves sent as notation. */
import { useI18n } from '../../context.js';
import { useStore } from '../../store/use-store.js';
import type { TableScreenProps } from '../../table/screens.js';
import { useSeatNames, useServerMoves } from '../../table/server-moves.js';
import { SEAT_WORDS, TEXT } from './text.js';
import { TinyTable } from './TinyTable.js';
import { isTinyView, ownMove, type TinyEvent } from './view.js';

export function TinyServerTable({ id, info, socket, store, restored }: TableScreenProps) {
  const { lang } = useI18n();
  const snap = useStore(store);
  const { timedOut, send } = useServerMoves<TinyEvent>(socket, store, id, ownMove, { info, restored });
  const names = useSeatNames(info, SEAT_WORDS[lang]);
  const view = snap.view;
  if (!isTinyView(view)) return null;
  return (
    <>
      {timedOut && (
        <p className="state" role="status">
          {TEXT.timedOut[lang]}
        </p>
      )}
      <TinyTable view={view} names={names} onPlay={info.you === null ? null : (card) => send(String(card))} />
    </>
  );
}
