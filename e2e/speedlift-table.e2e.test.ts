/**
 * Speedlift in Chromium as a new player: a full offline practice game to the final standings
 * with the keyboard only, a full solo game at a server table with the mouse only, the phone
 * size with touch, screenshots, axe-core on the table screen.
 */
import { mkdirSync } from 'node:fs';
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  browserAvailable,
  registerIn,
  startServer as startSite,
  siteAndBrowser,
  seriousViolations,
  tabTo,
} from './harness.js';
import { movesSent, watchedTable } from './watcher.js';

/** The real site (the harness's), with the computers' pause shortened so a whole game fits the test's time. */
function startServer(): ReturnType<typeof startSite> {
  return startSite({}, { timing: { botDelayMs: { normal: 40, schnell: 40, turbo: 20 }, botBudgetMs: 150 } });
}

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

/** What the table shows now. */
async function tableState(page: Page): Promise<'standings' | 'abrechnung' | 'mine' | 'wait'> {
  return page.evaluate(() => {
    if (document.querySelector('dialog[open] .sl-sheet') && document.querySelector('dialog[open] button.primary'))
      return 'abrechnung';
    if (document.querySelector('.sl-standings')) return 'standings';
    const t = document.querySelector('.sl-table');
    return t?.getAttribute('data-turn') === 'me' ? 'mine' : 'wait';
  });
}

/** Index of the first playable hand card (-1: none). */
const firstPlayable = (page: Page): Promise<number> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.sl-hand-cards .sl-card-button')].findIndex((b) => b.hasAttribute('data-playable')),
  );

const stepOf = (page: Page): Promise<string | null> =>
  page.evaluate(() => document.querySelector('.sl-table')?.getAttribute('data-step') ?? null);

/** Waits until the move was applied (the step counter moved on). */
const afterMove = (page: Page, step: string | null): Promise<unknown> =>
  page.waitForFunction((s) => document.querySelector('.sl-table')?.getAttribute('data-step') !== s, step, {
    timeout: 5000,
  });

async function playToStandings(
  page: Page,
  turn: (page: Page) => Promise<void>,
  confirm: (page: Page) => Promise<void>,
  within = 170_000,
) {
  // Bounded by time, not by steps: how many 15 ms waits the computers' turns take depends on the load.
  const until = Date.now() + within;
  let rounds = 0;
  while (Date.now() < until) {
    const s = await tableState(page);
    if (s === 'standings') return rounds;
    if (s === 'abrechnung') {
      rounds++;
      await confirm(page);
      await page.waitForFunction(() => !document.querySelector('dialog[open]'), null, { timeout: 5000 });
    } else if (s === 'mine') await turn(page);
    else await page.waitForTimeout(15);
  }
  throw new Error(`no standings within ${within / 1000} s`);
}

describe.runIf(browserAvailable())('Speedlift table in Chromium', () => {
  const site = siteAndBrowser(startServer);

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  it('a whole game to the final standings with the keyboard only', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=tasten&tempo=schnell`);
    await page.getByRole('heading', { name: 'Speedlift · Übung' }).waitFor();
    expect(await page.getByText('Übung – zählt nicht').count()).toBeGreaterThan(0);
    // Tab to the selects: 2 computers, leicht, limit 30; then to "Losfahren".
    await tabTo(page, 'Computer');
    await page.keyboard.press('ArrowUp'); // 3 → 2
    await tabTo(page, 'Stärke');
    await page.keyboard.press('ArrowUp'); // normal → leicht
    await tabTo(page, 'Partie bis');
    await page.keyboard.press('ArrowUp'); // 50 → 30
    await tabTo(page, 'Losfahren');
    await page.keyboard.press('Enter');
    await page.locator('.sl-table').waitFor();

    // B shows the Bilanz, Esc closes it; R asks for the Rat when on turn.
    await page.keyboard.press('b');
    await page.getByRole('dialog', { name: 'Bilanz' }).waitFor();
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));

    let hinted = false;
    let chosen = 0;
    let focusAfterRound = 0;
    let toldInHand = 0;
    const focused = (p: Page) =>
      p.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el?.closest('.sl-hand-cards')
          ? { at: Number(el.dataset.at), lifted: el.hasAttribute('data-lifted') }
          : null;
      });
    const rounds = await playToStandings(
      page,
      async (p) => {
        const step = await stepOf(p);
        // The focus rests in the hand (after a card laid by key): a screen reader is still told the
        // turn came back (the focused card's preview had taken the one live line).
        if ((await focused(p)) !== null) {
          await expect
            .poll(() => p.getByTestId('sl-turn-said').textContent())
            .toMatch(/^Du bist dran\.( Keine Karte passt – du musst aussteigen\.)?$/);
          toldInHand++;
        }
        if (!hinted) {
          hinted = true;
          // The focus in the hand (as after Tab), the Rat opened and closed: the focus is back in the hand.
          await p.locator('.sl-hand-cards .sl-card-button').first().focus();
          await p.keyboard.press('r');
          await p.getByRole('dialog', { name: 'Rat des starken Computers' }).getByText('Seine Wahl').waitFor();
          await p.keyboard.press('Escape');
          await p.waitForFunction(() => !document.querySelector('dialog[open]'));
          expect(await focused(p)).not.toBeNull();
        }
        const i = await firstPlayable(p);
        if (chosen < 2 && i > 0 && i < 9) {
          // The focus on the first card (the next time on "Bilanz"), the playable one chosen by its
          // key: the chosen card takes the focus, so Enter lays it (not the card the focus was on, and
          // it does not open the Bilanz); then the focus stays in the hand.
          const from =
            chosen === 0
              ? p.locator('.sl-hand-cards .sl-card-button').first()
              : p.getByRole('button', { name: /^Bilanz/ });
          chosen++;
          await from.focus();
          const name = (
            (await p.locator('.sl-hand-cards .sl-card-button').nth(i).locator('.visually-hidden').textContent()) ?? ''
          ).split(',')[0]!;
          await p.keyboard.press(String(i + 1));
          await expect.poll(() => focused(p)).toEqual({ at: i, lifted: true });
          await p.keyboard.press('Enter');
          await afterMove(p, step);
          await expect.poll(() => p.locator('.sl-log [role="log"]').innerText()).toContain(`Du legst ${name}.`);
          expect(await p.getByRole('dialog', { name: 'Bilanz' }).count()).toBe(0);
          expect(await focused(p)).not.toBeNull();
          return;
        }
        if (i < 0) {
          await p.keyboard.press('a');
        } else if (i < 10) {
          const key = i === 9 ? '0' : String(i + 1);
          await p.keyboard.press(key); // lifts: the dashed pointer shows
          await p.keyboard.press(key); // lays
        } else {
          await p.keyboard.press('ArrowLeft'); // lifts the last card
          if (i === 10) await p.keyboard.press('ArrowLeft');
          await p.keyboard.press('Enter');
        }
        await afterMove(p, step);
      },
      async (p) => {
        // The Abrechnung opens with the focus on its "Weiter" (it was on the "×"), so Enter presses it.
        await expect.poll(() => p.evaluate(() => document.activeElement?.textContent ?? '')).toBe('Weiter Enter');
        await p.keyboard.press('Enter');
        await p.waitForFunction(() => !document.querySelector('dialog[open]'), null, { timeout: 5000 });
        // The Abrechnung confirmed: the focus goes back to the (new) hand, not to the page.
        if ((await tableState(p)) !== 'standings' && (await focused(p)) !== null) focusAfterRound++;
      },
    );
    expect(rounds).toBeGreaterThan(0);
    expect(chosen).toBe(2);
    expect(focusAfterRound).toBeGreaterThan(0);
    expect(toldInHand).toBeGreaterThan(0);
    const standings = page.locator('.sl-standings li');
    expect(await standings.count()).toBe(3);
    expect(await page.locator('.sl-standings').textContent()).toContain('Platz 1');
    // Under the standings the log shows its newest line ("Die Partie ist aus."), not its oldest ones
    // with the last lines scrolled out of its box.
    const newest = await page.evaluate(() => {
      const box = document.querySelector('.sl-log [role="log"]')!.getBoundingClientRect();
      const last = [...document.querySelectorAll('.sl-log li')].at(-1)!;
      const r = last.getBoundingClientRect();
      return { text: last.textContent, inside: r.top >= box.top - 1 && r.bottom <= box.bottom + 1 };
    });
    expect(newest).toEqual({ text: 'Die Partie ist aus.', inside: true });
    // The computers thought in the Web Worker, never on the page's thread.
    expect(await page.locator('[data-bots]').getAttribute('data-bots')).toBe('worker');
    await page.close();
  });

  it('"Aussteigen" pressed with the keyboard (house rule "Aussteigen jederzeit"): the button stays, disabled, and the focus goes to the hand', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=fokus&tempo=schnell`);
    await page.getByLabel('Stärke').selectOption('leicht');
    await page.getByLabel('Aussteigen jederzeit', { exact: false }).check();
    await page.getByRole('button', { name: 'Losfahren' }).click();
    await page.locator('.sl-table').waitFor();
    await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
    // The focus on a card (as after Tab), then on "Aussteigen"; Enter presses it.
    await page.locator('.sl-hand-cards .sl-card-button').nth(2).focus();
    const exit = page.getByRole('button', { name: /^Aussteigen/ });
    await exit.focus();
    const step = await stepOf(page);
    await page.keyboard.press('Enter');
    await afterMove(page, step);
    // The log takes its line a render after the step (useTableLog's effect): under CI's load the
    // test once read the log between the two.
    await expect.poll(() => page.locator('.sl-log [role="log"]').innerText()).toContain('Du steigst aus');
    // Shown under the house rule, disabled now: the browser drops its focus to the page; the hand has it.
    expect(await exit.isDisabled()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('.sl-hand-cards')?.tagName ?? 'none'))
      .toBe('UL');
    await page.close();
  });

  it('the table screen with the mouse: hover preview, screenshot, no serious axe violation', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift`);
    await page.getByRole('link', { name: 'Üben ohne Verbindung' }).click();
    await page.getByRole('heading', { name: 'Speedlift · Übung' }).waitFor();
    await page.goto(`${page.url()}?seed=maus&tempo=schnell`);
    await page.getByLabel('Stärke').selectOption('leicht');
    await page.getByLabel('Partie bis').selectOption('30');
    await page.getByRole('button', { name: 'Losfahren' }).click();
    await page.locator('.sl-table').waitFor();

    // Hover a playable card: the dashed pointer and the sentence about the next player.
    await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
    const i = await firstPlayable(page);
    const card = page.locator('.sl-hand-cards .sl-card-button').nth(Math.max(0, i));
    await card.hover();
    // The detective ends the ride: no pointer, the sentence says so (this deal offers only him).
    if ((await card.innerText()).includes('Hausdetektiv'))
      await page.locator('.sl-preview', { hasText: 'die Fahrt endet' }).waitFor();
    else await page.locator('.sl-dial-preview').first().waitFor();
    await page.screenshot({ path: `${SHOTS}speedlift-table-1280.png`, fullPage: true });

    expect(await seriousViolations(page)).toEqual([]);

    await page.close();
  });

  it('a whole solo game at a server table with the mouse only', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift`);
    // A guest is told that the Tagesfahrt would not put them on the list (A1).
    await page.getByText('Als Gast stehst du nicht auf der Tagesliste').waitFor();
    // … and shown the way to register, and back to the Tagesfahrt after it.
    const register = page.locator('.sl-daily-note').getByRole('link', { name: 'Anmelden oder registrieren' });
    expect(await register.getAttribute('href')).toBe('/anmelden?zurueck=%2Fspiel%2Fspeedlift%23tagesfahrt');
    const solo = page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });
    await solo.getByRole('group', { name: 'Computergegner' }).getByRole('radio', { name: '2', exact: true }).click();
    await solo.getByRole('group', { name: 'Stärke' }).getByRole('radio', { name: 'leicht', exact: true }).click();
    // Up to 80: with three players no single round can reach it, so the whole shift (three rounds,
    // two round summaries between them) is played.
    await solo
      .getByRole('group', { name: /Partie bis/ })
      .getByRole('radio', { name: '80', exact: true })
      .click();
    await solo.getByRole('button', { name: 'Spiel starten' }).click();
    await page.waitForURL(/\/tisch\//);
    await page.locator('.sl-table').waitFor();
    expect(await page.getByText('Übung – zählt nicht').count()).toBe(0);
    let shot = false;
    const rounds = await playToStandings(
      page,
      async (p) => {
        const step = await stepOf(p);
        const n = await firstPlayable(p);
        if (n < 0) await p.getByRole('button', { name: /^Aussteigen/ }).click();
        else await p.locator('.sl-hand-cards .sl-card-button').nth(n).click();
        await afterMove(p, step);
      },
      async (p) => {
        if (!shot) {
          shot = true;
          await p.screenshot({ path: `${SHOTS}speedlift-abrechnung-1280.png` });
          await p.setViewportSize({ width: 390, height: 844 });
          await p.screenshot({ path: `${SHOTS}speedlift-abrechnung-390.png` });
          await p.setViewportSize({ width: 1280, height: 800 });
        }
        // One "Weiter" for one step: the Abrechnung's; the frame shows only who is still reading.
        await expect.poll(() => p.getByRole('button', { name: /^Weiter/ }).count()).toBe(1);
        await p.getByRole('button', { name: 'Weiter Enter' }).click();
      },
    );
    expect(rounds).toBeGreaterThan(0); // the round summary between rounds
    expect(await page.locator('.sl-standings li').count()).toBe(3);
    await page.screenshot({ path: `${SHOTS}speedlift-standings-1280.png`, fullPage: true });

    // Its replay draws the Speedlift table, read-only: the page's ← → / Pos1 / Ende step, the
    // table's own keys are off.
    const games = await page.evaluate(
      async () => ((await (await fetch('/api/history')).json()) as { games: { gameId: string }[] }).games,
    );
    await page.goto(`${site.server.url}/wiederholung/${games[0]!.gameId}`);
    await page.locator('.replay-view .sl-table').waitFor();
    // The player watches the own game: the own seat is "Du", as at the table.
    await page.getByRole('heading', { name: 'Deine Hand' }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByText(/^Schritt 2 von/).waitFor();
    // The move in the log's words, not the notation ("P7", "A").
    await expect
      .poll(() => page.locator('.replay-move').innerText())
      .toMatch(/^(Du legst|Computer \d legt|Du steigst|Computer \d steigt) /);
    await page.keyboard.press('1');
    expect(await page.locator('.sl-card-button[data-lifted]').count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Aussteigen/ }).count()).toBe(0);
    expect(await page.locator('.replay-view .sl-key').count()).toBe(0); // no key hints without keys
    await page.keyboard.press('End');
    await page.locator('.replay-view .sl-standings').waitFor();
    await page.keyboard.press('Home');
    await page.getByText(/^Schritt 1 von/).waitFor();
    // Step on to the first step with cards on the ride (a ride can be taken as early as the second
    // card, so which step that is depends on the deal).
    const rideCards = page.locator('.replay-view .sl-ride-cards li');
    for (let n = 2; n <= 12 && (await rideCards.count()) === 0; n++) {
      await page.keyboard.press('ArrowRight');
      await page.getByText(new RegExp(`^Schritt ${n} von`)).waitFor();
    }
    await rideCards.first().waitFor();
    await page.screenshot({ path: `${SHOTS}speedlift-replay-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}speedlift-replay-390.png`, fullPage: true });
    await page.close();
  });

  it('a table with another player in a second browser context and a computer seat', async () => {
    const host = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const guest = await site.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const a = await host.newPage();
    await a.goto(`${site.server.url}/spiel/speedlift`);
    const open = a.locator('section', { has: a.getByRole('heading', { name: 'Mit anderen spielen' }) });
    await open.getByRole('group', { name: 'Plätze' }).getByRole('radio', { name: '3', exact: true }).click();
    await open.getByRole('button', { name: 'Tisch eröffnen' }).click();
    await a.waitForURL(/\/tisch\//);
    const b = await guest.newPage();
    await b.goto(`${a.url()}?platz=frei`);
    await a.getByText('(du)').first().waitFor();
    await b.getByText('(du)').first().waitFor();
    await a.getByRole('button', { name: 'Partie starten' }).click();
    await a.locator('.sl-table').waitFor();
    await b.locator('.sl-table').waitFor();
    // Both see the same ride; whoever is on turn lays a card, the other sees it in the log.
    let humanMoves = 0;
    for (let i = 0; i < 20 && humanMoves < 3; i++) {
      for (const [me, other] of [
        [a, b],
        [b, a],
      ] as const) {
        if ((await tableState(me)) !== 'mine') continue;
        const step = await stepOf(other);
        const n = await firstPlayable(me);
        let expected = /Gast \d+ steigt aus/;
        if (n < 0) await me.getByRole('button', { name: /^Aussteigen/ }).click();
        else {
          const button = me.locator('.sl-hand-cards .sl-card-button').nth(n);
          const card = ((await button.locator('.visually-hidden').textContent()) ?? '').split(',')[0] ?? '';
          expected = new RegExp(`Gast \\d+ legt ${card}\\.`);
          await button.click();
        }
        await afterMove(other, step);
        await other.waitForFunction(
          (re) => new RegExp(re).test(document.querySelector('.sl-log')?.textContent ?? ''),
          expected.source,
          { timeout: 5000 },
        );
        humanMoves++;
      }
      await a.waitForTimeout(100);
    }
    expect(humanMoves).toBeGreaterThanOrEqual(3);
    expect(await a.locator('.sl-seat').count()).toBe(3);
    const rideOf = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll<SVGElement>('.sl-ride [data-card]')].map((e) => e.dataset.card).join(' '),
      );
    const rideA = await rideOf(a);
    await expect.poll(() => rideOf(b)).toBe(rideA);

    // The guest's replay of the game while it runs: every step says its move as the table said it —
    // the host's and the computer's too (all public, L19), not "Ein Zug von … – verdeckt" (7 Dec 2026).
    const games = await b.evaluate(
      async () =>
        ((await (await fetch('/api/history')).json()) as { games: { gameId: string; finished: boolean }[] }).games,
    );
    const running = games.find((g) => !g.finished);
    expect(running).toBeDefined();
    const replay = await guest.newPage();
    await replay.goto(`${site.server.url}/wiederholung/${running!.gameId}`);
    await replay.locator('.replay-view .sl-table').waitFor();
    const last = Number((await replay.getByText(/^Schritt 1 von \d+/).innerText()).match(/von (\d+)/)![1]);
    expect(last).toBeGreaterThan(3);
    const said: string[] = [];
    for (let n = 2; n <= last; n++) {
      await replay.keyboard.press('ArrowRight');
      await replay.getByText(new RegExp(`^Schritt ${n} von`)).waitFor();
      said.push(await replay.locator('.replay-move').innerText());
    }
    expect(said.filter((t) => /verdeckt/.test(t))).toEqual([]);
    expect(said.some((t) => /^(Gast \d+|Computer 3) (legt|steigt aus)/.test(t))).toBe(true);
    expect(said.some((t) => /^Du (legst|steigst aus)/.test(t))).toBe(true);
    // The table's log says the steps before the last one too (a plain list, not a live region).
    expect(await replay.locator('.replay-view .sl-log li').count()).toBeGreaterThan(2);
    await host.close();
    await guest.close();
  });

  it('a Tagesfahrt at the server enters the Tagesliste; a second one that day is marked and does not count (L8)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift`);
    // Guests stay outside the lists (A1): register first (the form is tested in web-account).
    // A name of its own per try (a retry found the first try's account: 409).
    const rider = `Liftfahrerin${Date.now() % 100_000}`;
    const registered = await registerIn(page, rider, 'paternoster-1929');
    expect(registered).toBe(200);
    const ride = async () => {
      await page.goto(`${site.server.url}/spiel/speedlift`);
      const daily = page.locator('section', { has: page.getByRole('heading', { name: 'Tagesfahrt', exact: true }) });
      await daily.getByRole('button', { name: 'Tagesfahrt fahren' }).click();
      await page.waitForURL(/\/tisch\//);
      await page.locator('.sl-table').waitFor();
    };
    const playOut = (laying: 'first' | 'last') =>
      playToStandings(
        page,
        async (p) => {
          const step = await stepOf(p);
          const playable = await p.evaluate(() =>
            [...document.querySelectorAll('.sl-hand-cards .sl-card-button')].flatMap((b, i) =>
              b.hasAttribute('data-playable') ? [i] : [],
            ),
          );
          const n = laying === 'first' ? playable[0] : playable[playable.length - 1];
          if (n === undefined) await p.getByRole('button', { name: /^Aussteigen/ }).click();
          else await p.locator('.sl-hand-cards .sl-card-button').nth(n).click();
          await afterMove(p, step);
        },
        (p) => p.getByRole('button', { name: 'Weiter Enter' }).click(),
      );
    const listed = () =>
      page.evaluate(
        async () => ((await (await fetch('/api/daily')).json()) as { lines: { name: string; points: number }[] }).lines,
      );

    // The first ride of the day counts; four seats, one shift, no Rat.
    await ride();
    // What the badge says, if it says something else (a CI run saw none in 30 s).
    await expect
      .poll(() => page.locator('.sl-badge').allInnerTexts(), { timeout: 30_000 })
      .toContain('Tagesfahrt – zählt für die Tagesliste');
    expect(await page.locator('.sl-seat').count()).toBe(4);
    expect(await page.getByRole('button', { name: /Rat/ }).count()).toBe(0);
    await playOut('first');
    expect(await page.locator('.sl-standings li').count()).toBe(4);
    const first = await listed();
    expect(first).toEqual([expect.objectContaining({ name: rider })]);

    // Back in the lobby: the next ride is announced as not counting, and marked at the table.
    await page.goto(`${site.server.url}/spiel/speedlift`);
    await page.getByText('Du bist heute schon gefahren – dieser Versuch zählt nicht für die Tagesliste').waitFor();
    await page.screenshot({ path: `${SHOTS}speedlift-daily-again-lobby-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}speedlift-daily-again-lobby-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await ride();
    await page.locator('.sl-badge', { hasText: 'Tagesfahrt – zählt nicht' }).waitFor();
    await page.screenshot({ path: `${SHOTS}speedlift-daily-again-table-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}speedlift-daily-again-table-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await playOut('last');
    await page.getByText('Diese Tagesfahrt zählt nicht für die Tagesliste').waitFor();
    expect(await page.locator('.sl-badge', { hasText: 'zählt nicht' }).count()).toBe(1);

    // The Tagesliste still holds one entry: the first ride's.
    expect(await listed()).toEqual(first);
    await page.goto(`${site.server.url}/tagesliste`);
    await expect.poll(() => page.getByRole('table').innerText()).toContain(rider);
    expect(
      await page
        .getByRole('table')
        .getByRole('row', { name: new RegExp(rider) })
        .count(),
    ).toBe(1);
    await page.close();
  }, 180_000); // two whole shifts on a shared two-core machine

  it('while today’s Tagesfahrt runs the lobby says so and leads back to it, with no second start (QA item 7)', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    const lobby = () =>
      page.locator('section', { has: page.getByRole('heading', { name: 'Tagesfahrt', exact: true }) });
    // A slow line: the part that asks whether today's ride runs arrives late, the start's own part
    // (its request on the socket) later still. A click on the start before they came was lost — the
    // start shown meanwhile was replaced by another when the first part came, and the page stayed in
    // the lobby (CI 6 Dec 2026, this test's first try timed out here).
    // Both parts are held back until the click is done (then 0 and 800 ms more): a fixed delay from
    // the page's start let them come before a click on a slow CI machine (6 Dec 2026: "arrived").
    let arrived = false;
    let clicked!: () => void;
    const click = new Promise<void>((r) => (clicked = r));
    const late = (ms: number) => async (route: Route) => {
      await click;
      await new Promise((r) => setTimeout(r, ms));
      arrived = true;
      await route.continue();
    };
    await page.route('**/assets/RunningRide-*.js', late(0));
    await page.route('**/assets/StartTable-*.js', late(800));
    // (Not waiting for "load": the parts held back may keep it from firing.)
    await page.goto(`${site.server.url}/spiel/speedlift`, { waitUntil: 'domcontentloaded' });
    await lobby().getByRole('button', { name: 'Tagesfahrt fahren' }).click();
    expect(arrived).toBe(false);
    clicked();
    await page.waitForURL(/\/tisch\//);
    await page.unrouteAll({ behavior: 'wait' });
    await page.locator('.sl-table').waitFor();
    const ride = page.url();
    // Back in the lobby the box says at once that today's ride runs, with the way back and no
    // start (QA 6 Dec 2026: it had said only that a new attempt would not count, and offered one
    // the server refused).
    await page.goto(`${site.server.url}/spiel/speedlift`);
    await expect.poll(() => lobby().innerText()).toContain('Deine Tagesfahrt von heute läuft noch');
    expect(await lobby().getByRole('button', { name: 'Tagesfahrt fahren' }).count()).toBe(0);
    const back = lobby().getByRole('link', { name: 'Zurück zu deiner laufenden Tagesfahrt' });
    await page.screenshot({ path: `${SHOTS}speedlift-daily-running-1280.png` });
    await back.click();
    await page.waitForURL(ride);
    await page.locator('.sl-table').waitFor();
    await page.close();
  });

  it('a watcher sees the table but no "Deine Hand", no play keys and no seat\'s tools; its keys send nothing (QA item 9)', async () => {
    const t = await watchedTable(site.browser, site.server.url, 'speedlift', '.sl-hand-cards');
    const w = t.watcher;
    await w.locator('.sl-table .sl-seat').first().waitFor();
    await w.locator('.sl-log').waitFor();
    // The game so far in the watcher's log as in the players' (QA 6 Dec 2026: it stood empty, or
    // lacked the plays made while the watcher's game screen loaded). The computers play until it is
    // the host's turn (the host does not move here); then both logs hold the same lines.
    await expect.poll(() => t.host.locator('.sl-table').getAttribute('data-turn'), { timeout: 20_000 }).toBe('me');
    // (The computers' lines: the host's own read "Du …" there, the watcher's "Gast … ".)
    const computers = (lines: string[]) => lines.filter((l) => l.startsWith('Computer'));
    const hostLog = computers(await t.host.locator('.sl-log [role="log"] li').allInnerTexts());
    await expect
      .poll(async () => computers(await w.locator('.sl-log [role="log"] li').allInnerTexts()))
      .toEqual(hostLog);
    expect(await w.getByRole('heading', { name: 'Deine Hand' }).count()).toBe(0);
    expect(await w.locator('.sl-hand, .sl-keys, .sl-counting').count()).toBe(0);
    // No key badge and no Rat: the Bilanz stays, to read.
    expect(await w.locator('.sl-table kbd, .sl-table [aria-keyshortcuts]').count()).toBe(0);
    expect(await w.getByRole('button', { name: /Rat/ }).count()).toBe(0);
    await w.getByRole('button', { name: 'Bilanz' }).waitFor();
    await w.screenshot({ path: `${SHOTS}speedlift-watch-1280.png` });
    // The keys of a seat do nothing: no move, no "Weiter", no refusal, no dialog.
    await w.locator('.sl-log [role="log"]').focus();
    for (const key of ['1', 'Enter', 'a', 'r', 'b', 'ArrowRight']) await w.keyboard.press(key);
    await w.waitForTimeout(500);
    expect(movesSent(t.sent)).toEqual([]);
    expect(await w.locator('dialog[open], [role="alert"]').count()).toBe(0);
    // "?" lists the site's keys and says the game's are for the players.
    await w.keyboard.press('?');
    const keys = w.locator('dialog[open]');
    await expect.poll(() => keys.innerText()).toContain('Du schaust zu');
    expect(await keys.innerText()).not.toContain('Am Tisch');
    await t.close();
  });

  it('phone, upright and sideways: a card that does not fit says why in its detail, the alert not over it', async () => {
    for (const [width, height] of [
      [360, 740],
      [740, 360],
    ] as const) {
      const page = await site.browser.newPage({ viewport: { width, height }, hasTouch: true, isMobile: true });
      await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=nein&tempo=schnell`);
      await page.getByRole('button', { name: 'Losfahren' }).tap();
      // My turn with a card that does not fit (at an opening every number card fits: play on).
      let bad = page.locator('.sl-hand-cards .sl-card-button:not([data-playable])');
      for (let turn = 0; ; turn++) {
        expect(turn, 'a turn with a card that does not fit').toBeLessThan(12);
        await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
        if ((await bad.count()) > 0) break;
        const step = await stepOf(page);
        const card = page.locator('.sl-hand-cards .sl-card-button[data-playable]').first();
        await card.tap();
        await card.tap();
        await afterMove(page, step);
      }
      bad = bad.first();
      await bad.tap();
      const alert = page.getByRole('alert');
      await expect.poll(() => alert.innerText()).toMatch(/\S/);
      const why = (await alert.innerText()).trim();
      const detail = page.locator('.sl-detail-wrap');
      expect(await detail.innerText()).toContain(`✗ ${why}`);
      expect(await detail.innerText()).not.toContain('passt gerade nicht');
      const [d, a] = [(await detail.boundingBox())!, (await alert.boundingBox())!];
      const overlap =
        Math.max(0, Math.min(d.x + d.width, a.x + a.width) - Math.max(d.x, a.x)) *
        Math.max(0, Math.min(d.y + d.height, a.y + a.height) - Math.max(d.y, a.y));
      expect(
        overlap,
        `alert ${JSON.stringify(a)} over the detail ${JSON.stringify(d)} at ${width}×${height}`,
      ).toBeLessThanOrEqual(1);
      await page.screenshot({ path: `${SHOTS}speedlift-refused-${width}.png` });
      await page.close();
    }
  });

  it('phone, with a keyboard and by touch: after a card laid, the card the focus rests on covers not the ride', async () => {
    for (const touch of [false, true]) {
      const page = await site.browser.newPage({
        viewport: { width: 390, height: 844 },
        ...(touch ? { hasTouch: true, isMobile: true } : {}),
      });
      await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=ruhe&tempo=schnell`);
      await page.getByRole('button', { name: 'Losfahren' }).click();
      // A turn with a card that fits among the ten with a key (1–9, 0); before it, lay the first that fits.
      let i: number;
      for (let turn = 0; ; turn++) {
        expect(turn, 'a turn with a card that fits, with a key').toBeLessThan(12);
        await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
        i = await firstPlayable(page);
        expect(i, 'a card that fits').toBeGreaterThanOrEqual(0);
        if (i < 10) break;
        const step = await stepOf(page);
        const first = page.locator('.sl-hand-cards .sl-card-button').nth(i);
        // A mouse click lays a card at once; a finger's first tap lifts it, the second lays it.
        if (touch) {
          await first.tap();
          await first.tap();
        } else await first.click();
        await afterMove(page, step);
      }
      const card = page.locator('.sl-hand-cards .sl-card-button').nth(i);
      const step = await stepOf(page);
      if (touch) {
        await card.tap(); // lifts: its detail lies over the ride
        await expect.poll(() => page.locator('.sl-detail-wrap').count()).toBe(1);
        await card.tap(); // lays
      } else {
        await page.keyboard.press(String((i + 1) % 10)); // lifts: its detail lies over the ride
        await expect.poll(() => page.locator('.sl-detail-wrap').count()).toBe(1);
        await page.keyboard.press('Enter'); // lays
      }
      await afterMove(page, step);
      await page.waitForTimeout(300);
      // The focus rests on the card now at the laid card's place; its detail had covered the whole
      // ride while the computers played, and still when the turn came back.
      expect(await page.evaluate(() => document.activeElement?.classList.contains('sl-card-button'))).toBe(true);
      expect(await page.locator('.sl-detail-wrap').count(), touch ? 'by touch' : 'with a keyboard').toBe(0);
      if (!touch) {
        // A key lifts a card and shows its detail over the ride, at the player's turn.
        await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => page.locator('.sl-detail-wrap').count()).toBe(1);
      }
      await page.close();
    }
  });

  it('phone size: the table fits 390 × 844', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    // Zahnrad: counting help on (kept per device).
    await page.addInitScript(() =>
      localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ countingHelp: true })),
    );
    await page.goto(`${site.server.url}/spiel/speedlift/tagesfahrt?tempo=schnell`);
    await page.locator('.sl-table').waitFor();
    // The computers by their places, as at the real Tagesfahrt's server table (QA, session 46: 1–3).
    const seatNames = await page.locator('.sl-table').innerText();
    expect(seatNames).toContain('Computer 4');
    expect(seatNames).not.toMatch(/Computer 1\b/);
    // On a phone the counting help is a sheet of its own: its button opens it, Esc closes it.
    await page.getByRole('button', { name: 'Karten zählen' }).tap();
    const counting = page.getByRole('dialog', { name: 'Karten zählen' });
    await counting.waitFor();
    expect(await counting.locator('.sl-counting tr').count()).toBe(4); // four departments at four players
    await page.keyboard.press('Escape');
    await expect.poll(() => counting.isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: /Rat/ }).count()).toBe(0); // no Rat in the Tagesfahrt
    await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
    const i = await firstPlayable(page);
    // Lift then play on touch: the first tap lifts.
    await page.locator('.sl-hand-cards .sl-card-button').nth(Math.max(0, i)).tap();
    await page.locator('.sl-card-button[data-lifted]').waitFor();
    // The viewport (the table is one screen); a full-page shot would lay it out without touch.
    await page.screenshot({ path: `${SHOTS}speedlift-table-390.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // Long press ("am Handy: lange drücken"): the large card with its Kartons, effect and whether
    // it fits, while the finger stays down; lifting the finger closes it and plays nothing.
    const other = page.locator('.sl-hand-cards .sl-card-button:not([data-lifted])').first();
    await other.scrollIntoViewIfNeeded();
    const box = (await other.boundingBox())!;
    const cdp = await page.context().newCDPSession(page);
    const handBefore = await page.locator('.sl-hand-cards .sl-card-button').count();
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    const detail = page.getByTestId('sl-press-detail');
    await detail.waitFor();
    const text = await detail.innerText();
    expect(text).toMatch(/\d+ Kartons?/);
    expect(text).toMatch(
      /Etage \d+\.|Kehrt die Fahrtrichtung um|Fährt zurück an den Anfang|nimmt sofort die ganze Ladung/,
    );
    expect(text).toMatch(/passt jetzt|passt gerade nicht/);
    // "… siehst du ihr Bild": the card's picture too (a rule for the detail over the ride had hidden
    // it on every phone), and the whole box on the screen.
    const picture = await detail.locator('.sl-detail-card').boundingBox();
    expect(picture?.width ?? 0).toBeGreaterThan(40);
    expect(picture?.height ?? 0).toBeGreaterThan(60);
    const whole = (await detail.boundingBox())!;
    expect(whole.y + whole.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${SHOTS}speedlift-longpress-390.png` });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => detail.count()).toBe(0);
    expect(await page.locator('.sl-hand-cards .sl-card-button').count()).toBe(handBefore);
    expect(await page.locator('.sl-table').getAttribute('data-turn')).toBe('me');
    await page.close();
  });

  it('phone: no key letters on a touch screen, the final standings too', async () => {
    // The rule that hides them lived in the one-screen layout, which ends with the game: the
    // finished game on a phone showed its keys again (the key line, the buttons' letters).
    const page = await site.browser.newPage({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });
    await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=tasten&tempo=schnell`);
    await page.getByLabel('Computer').selectOption('2');
    await page.getByLabel('Stärke').selectOption({ label: 'leicht' });
    await page.getByLabel('Partie bis').selectOption('30');
    await page.getByRole('button', { name: 'Losfahren' }).tap();
    await page.locator('.sl-table').waitFor();
    const shownKeys = (p: Page) =>
      p.evaluate(() =>
        [...document.querySelectorAll('.sl-table :is(.sl-key, .sl-keys, kbd)')]
          .filter((e) => e.getBoundingClientRect().width > 0)
          .map((e) => (e as HTMLElement).innerText),
      );
    expect(await shownKeys(page)).toEqual([]);
    await playToStandings(
      page,
      async (p) => {
        const step = await stepOf(p);
        const i = await firstPlayable(p);
        if (i < 0) await p.getByRole('button', { name: /^Aussteigen/ }).tap();
        else {
          const card = p.locator('.sl-hand-cards .sl-card-button').nth(i);
          await card.tap(); // lifts (the Zahnrad's default on touch)
          await card.tap(); // lays
        }
        await afterMove(p, step);
      },
      (p) => p.locator('dialog[open] button.primary').tap(),
    );
    await page.locator('.sl-standings').waitFor();
    expect(await shownKeys(page)).toEqual([]);
    await page.close();
  });

  it('a short phone (360 × 640): the ride shows, in practice and at a server table', async () => {
    // The hand's two rows of six keep a finger's width; the ride took what was left and shrank to
    // its heading (23 px in practice; nothing at a server table under the frame's rows).
    const ride = (p: Page) =>
      p.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        const cards = [...document.querySelectorAll('.sl-ride-cards li svg')].map((e) => e.getBoundingClientRect());
        const hand = box('.sl-hand-cards');
        return {
          cards: cards.length,
          // The smallest ride card's height, and whether every ride card lies above the hand.
          minHeight: Math.min(...cards.map((c) => c.height)),
          aboveHand: cards.every((c) => c.bottom <= hand.top + 1 && c.top >= 0),
        };
      });
    const opened = async (p: Page) => {
      await p.locator('.sl-table[data-screen]').waitFor();
      await p.waitForFunction(() => document.querySelectorAll('.sl-ride-cards li').length > 0);
    };
    const phone = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

    const practice = await site.browser.newPage(phone);
    await practice.goto(`${site.server.url}/spiel/speedlift/uebung?seed=kurz&tempo=schnell`);
    await practice.getByRole('button', { name: 'Losfahren' }).tap();
    await opened(practice);
    const inPractice = await ride(practice);
    expect(inPractice.aboveHand).toBe(true);
    expect(inPractice.minHeight).toBeGreaterThanOrEqual(50);
    await practice.close();

    const server = await site.browser.newPage(phone);
    await server.goto(`${site.server.url}/spiel/speedlift`);
    await server.getByRole('button', { name: 'Tagesfahrt fahren' }).tap();
    await opened(server);
    const atServer = await ride(server);
    expect(atServer.aboveHand).toBe(true);
    expect(atServer.minHeight).toBeGreaterThanOrEqual(25);
    await server.close();
  });
});
