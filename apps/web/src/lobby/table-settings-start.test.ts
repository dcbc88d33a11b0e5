import { sampleSeat, sampleTableInfo } from '@kartenhaus/protocol/testing/table-info';
import { describe, expect, it } from 'vitest';
import { findGame } from '../games/registry.js';
import { freeToComputers, humansNeeded } from './table-settings.js';

const waiting = (game: string, free: 'computer' | 'leer', humans: number, seats: number) =>
  sampleTableInfo(
    {
      phase: 'waiting',
      seats: Array.from({ length: seats }, (_, i) =>
        i < humans ? sampleSeat(i, 'human', `P${i}`) : sampleSeat(i, 'empty', null),
      ),
    },
    { game, mode: 'online', players: seats, free },
  );
const options = (game: string) => findGame(game)!.tableOptions;

describe('whether the host can start a waiting table (QA: "Partie starten" offered, then refused)', () => {
  it('"leer": Speedlift needs three humans, Speedclimb two; with computers on free seats one is enough', () => {
    expect(humansNeeded(waiting('speedlift', 'leer', 2, 3), options('speedlift'))).toBe(3);
    expect(humansNeeded(waiting('speedlift', 'leer', 3, 4), options('speedlift'))).toBeNull();
    expect(humansNeeded(waiting('speedlift', 'computer', 1, 4), options('speedlift'))).toBeNull();
    expect(humansNeeded(waiting('speedclimb', 'leer', 1, 3), options('speedclimb'))).toBe(2);
    expect(humansNeeded(waiting('speedclimb', 'leer', 2, 3), options('speedclimb'))).toBeNull();
  });

  it('Gipfelsturm has no computers at online tables: two humans whatever the setting says', () => {
    expect(humansNeeded(waiting('gipfelsturm', 'computer', 1, 2), options('gipfelsturm'))).toBe(2);
    expect(humansNeeded(waiting('gipfelsturm', 'computer', 2, 3), options('gipfelsturm'))).toBeNull();
  });

  it('a free seat is a computer at the start only where the game offers it and the table chose it (the seat list says so)', () => {
    expect(freeToComputers(waiting('speedlift', 'computer', 1, 4), options('speedlift'))).toBe(true);
    expect(freeToComputers(waiting('speedlift', 'leer', 1, 4), options('speedlift'))).toBe(false);
    // Gipfelsturm's "frei" seats stay empty ("freie Plätze bleiben hier leer" stood beside "beim Start ein Computer").
    expect(freeToComputers(waiting('gipfelsturm', 'computer', 1, 2), options('gipfelsturm'))).toBe(false);
  });
});
