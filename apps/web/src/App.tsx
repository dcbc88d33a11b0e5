import { GAMES } from './games.js';

/** The start page: the three games, each with a sentence. */
export function App() {
  return (
    <>
      <header className="site-header">
        <h1>Kartenhaus</h1>
        <p className="tagline">Drei Kartenspiele – faire Tische, starke Computer.</p>
      </header>
      <main>
        <ul className="games" aria-label="Spiele">
          {GAMES.map((g) => (
            <li key={g.id} className={`game game-${g.id}`}>
              <h2>{g.name}</h2>
              <p>{g.line}</p>
            </li>
          ))}
        </ul>
      </main>
    </>
  );
}
