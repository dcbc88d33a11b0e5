import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { say, type DailyWords, type Text } from '../game-module.js';
import { translator, type Localized } from '../i18n/i18n.js';
import { hintOf } from '../components/OptionsForm.js';
import type { ChoiceValue, OptionValues } from '../lobby/options.js';
import { errorsDe } from '../i18n/errors.js';
import { GAME_SETTINGS } from '../settings.js';
import { GAMES } from './registry.js';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/** Every text a game's module gives the shell (start page, lobby, `?` list, leaderboard, rematch, daily ride). */
function textsOf(game: (typeof GAMES)[number]): Text[] {
  const choices = (values: readonly ChoiceValue[]) =>
    values.flatMap((v) => (typeof v.label === 'object' && 'literal' in v.label ? [] : [v.label]));
  const all = [...game.soloOptions, ...game.tableOptions];
  // A hint that follows the chosen values: its text for each single value chosen, and for none.
  const chosen: OptionValues[] = [
    {},
    ...all.flatMap((o): OptionValues[] =>
      o.kind === 'choice' ? o.values.map((v) => ({ [o.id]: v.value })) : [{ [o.id]: true }],
    ),
  ];
  const options = all.flatMap((o) => [
    o.label,
    ...chosen.flatMap((values) => hintOf(o, values) ?? []),
    ...(o.listed ? [o.listed] : []),
    ...(o.kind === 'choice' ? choices(o.values) : []),
  ]);
  const optional = [
    game.keysNote,
    game.formula,
    game.rematch,
    game.summaryTitle,
    ...Object.values(game.settingNames ?? {}),
  ].filter((x): x is Text => x !== undefined);
  // As a record of its keys (an interface has no index signature, so Object.values would be any[]).
  const words: Readonly<Record<keyof DailyWords, Localized>> | undefined = game.daily?.words;
  const daily = words ? Object.values(words) : [];
  return [
    game.kind,
    game.line,
    game.soloLead,
    game.tablesLead,
    ...game.keys.map(([, what]) => what),
    ...options,
    ...optional,
    ...daily,
  ];
}

describe('the registry', () => {
  it('gives every game its Bestenliste formula (the Gipfelsturm board said nothing of its points, QA 6 Dec 2026)', () => {
    for (const game of GAMES)
      for (const lang of ['de', 'en'] as const)
        expect(game.formula && say(translator(lang), lang, game.formula), `${game.id} ${lang}`).toMatch(/\d/);
  });

  it("has each game's own error texts in both languages, none of them the site's", () => {
    for (const game of GAMES)
      if (game.errors) {
        expect(Object.keys(game.errors.en).sort(), game.id).toEqual(Object.keys(game.errors.de).sort());
        for (const code of Object.keys(game.errors.de)) {
          expect(code, game.id).toMatch(/^ERR_[A-Z0-9_]+$/);
          // One place for each text: a game does not word a code of the site again.
          expect(Object.keys(errorsDe), code).not.toContain(code);
          expect(game.errors.de[code]?.trim(), code).not.toBe('');
          expect(game.errors.en[code]?.trim(), code).not.toBe('');
        }
      }
  });

  it("has each game's own words in both languages, none empty, with the same placeholders", () => {
    for (const game of GAMES) {
      const own = textsOf(game).filter((x) => typeof x === 'object');
      // Each game brings its words along (`<game>/texts.ts`); the site's dictionary names no game.
      expect(own.length, game.id).toBeGreaterThan(3);
      for (const text of own) {
        expect(text.de.trim(), game.id).not.toBe('');
        expect(text.en.trim(), game.id).not.toBe('');
        expect(placeholders(text.en), text.de).toEqual(placeholders(text.de));
      }
    }
  });

  it("keeps each game's look in its folder: the site's stylesheets use no class a game's stylesheets define", () => {
    const dir = new URL('../', import.meta.url);
    const css = (folder: URL) =>
      readdirSync(folder)
        .filter((f) => f.endsWith('.css'))
        .map((f) => readFileSync(new URL(f, folder), 'utf8'));
    const classes = (text: string) => new Set([...text.matchAll(/\.(-?[a-z][\w-]*)/gi)].map((m) => m[1]!));
    const site = classes(css(dir).join('\n'));
    for (const game of GAMES) {
      const own = classes(css(new URL(`games/${game.id}/`, dir)).join('\n'));
      // A game's classes carry its prefix (`sl-`, `sc-`, `gs-`): the first word most of them share.
      const count = new Map<string, number>();
      for (const c of own) count.set(c.split('-')[0]!, (count.get(c.split('-')[0]!) ?? 0) + 1);
      const prefix = [...count].sort((x, y) => y[1] - x[1])[0]?.[0];
      if (prefix === undefined) continue; // no stylesheet of its own (the tiny game)
      expect(prefix.length, game.id).toBeLessThanOrEqual(3);
      expect(
        [...site].filter((c) => c.startsWith(`${prefix}-`) || c.includes(game.id)),
        game.id,
      ).toEqual([]);
    }
  });

  it("names the Zahnrad's switches its table reads, no more and no fewer", () => {
    for (const game of GAMES) {
      const folder = new URL(`${game.id}/`, import.meta.url);
      const code = readdirSync(folder)
        .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
        .map((f) => readFileSync(new URL(f, folder), 'utf8'))
        .join('\n');
      // A switch is read as `settings.<name>`; the music through the shared `useMusic` (table/music.ts).
      const read = GAME_SETTINGS.filter(
        (k) => new RegExp(`\\bsettings\\.${k}\\b`).test(code) || (k === 'music' && /\buseMusic\(/.test(code)),
      );
      expect([...game.settings].sort(), game.id).toEqual([...read].sort());
    }
  });
});
