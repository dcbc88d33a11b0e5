import type { WebGame } from '../game-module.js';

/** The picture of a game, drawn in SVG (decorative: the card next to it names the game). */
export function GamePicture({ game }: { game: WebGame }) {
  const { Picture } = game;
  return (
    <svg className="game-picture" viewBox="0 0 240 140" role="presentation" aria-hidden="true" focusable="false">
      <Picture />
    </svg>
  );
}
