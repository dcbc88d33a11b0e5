/**
 * The three practice pages read alike, in both languages: "<Spiel> · Übung" over "Übungstisch
 * einrichten" ("<Game> · Practice", "Set up the practice table"). Speedclimb's had said "Speedclimb
 * üben" and "Partie einstellen" ("Practise Speedclimb", "Set up the game"), Speedlift's English "Set up
 * a practice table".
 *
 * The lobbies' links to them say it alike too, as the start page's card: "Üben ohne Verbindung" /
 * "Practise offline" (Speedlift's had said "Übung (offline)", QA session 46).
 */
import { describe, expect, it } from 'vitest';
import { TEXT as CLIMB } from './speedclimb/strings.js';
import { TEXT as LIFT } from './speedlift/strings.js';
import { TEXT as GIPFEL } from './gipfelsturm/strings.js';
import { de } from '../i18n/de.js';
import { en } from '../i18n/en.js';

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

describe('the lobbies’ practice links', () => {
  it('say the start page’s words in all three games, German and English', () => {
    const links = (lang: 'de' | 'en') => [
      CLIMB[lang].links.practice,
      LIFT[lang].links.practice,
      GIPFEL[lang].practiceLink,
    ];
    expect(links('de')).toEqual(Array(3).fill(de.practiceTitle));
    expect(links('en')).toEqual(Array(3).fill(en.practiceTitle));
    expect(de.practiceTitle).toBe('Üben ohne Verbindung');
    expect(en.practiceTitle).toBe('Practise offline');
  });
});
