/**
 * The three practice pages read alike, in both languages: "<Spiel> · Übung" over "Übungstisch
 * einrichten" ("<Game> · Practice", "Set up the practice table"). Speedclimb's had said "Speedclimb
 * üben" and "Partie einstellen" ("Practise Speedclimb", "Set up the game"), Speedlift's English "Set up
 * a practice table".
 */
import { describe, expect, it } from 'vitest';
import { TEXT as CLIMB } from './speedclimb/strings.js';
import { TEXT as LIFT } from './speedlift/strings.js';
import { TEXT as GIPFEL } from './gipfelsturm/strings.js';

const PAGES = [
  ['Speedclimb', CLIMB],
  ['Speedlift', LIFT],
  ['Gipfelsturm', GIPFEL],
] as const;

describe('the practice pages', () => {
  it.each(PAGES)('%s: the title and the setup heading as the other games write them', (name, text) => {
    expect([text.de.practiceTitle, text.de.setupTitle]).toEqual([`${name} · Übung`, 'Übungstisch einrichten']);
    expect([text.en.practiceTitle, text.en.setupTitle]).toEqual([`${name} · Practice`, 'Set up the practice table']);
  });
});
