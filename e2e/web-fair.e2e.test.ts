/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
/**
 * The frame's newer parts in Chromium against the whole site: settings kept in the account
 * (a fresh browser finds them after logging in), the fair deal at the table (seed hash while it
 * runs, watchers announced), the verify page, and the replay of a finished solo Speedlift game
 * opened from the Profil — with axe-core and screenshots at 1280×800 and 390×844.
 */
import { mkdirSync } from 'node:fs';
import { PROTOCOL_VERSION } from '@kartenhaus/protocol';
import { makeMove, type View } from '@kartenhaus/speedlift';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, startServer, siteAndBrowser, seriousViolations } from './harness.js';
import { ANNOUNCER } from './page-reads.js';

const SCREENS = new URL('../docs/screens/', import.meta.url).pathname;
const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

const nav = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });
const form = (page: Page, title: string) => page.locator('form', { has: page.getByRole('heading', { name: title }) });
/** The newest sentence in the page's live region (the frame's announcer), '' when it holds none. */
const lastSaid = (page: Page) =>
  page.evaluate((selector) => document.querySelector(`${selector} > :last-child`)?.textContent ?? '', ANNOUNCER);

const ONLINE = {
  game: 'speedlift',
  mode: 'online',
  players: 3,
  options: { limit: 30 },
  level: 'normal',
  clock: 120,
  tempo: 'normal',
  stake: 0,
  free: 'computer',
};
const SOLO = {
  game: 'speedlift',
  mode: 'solo',
  players: 3,
  options: { limit: 30 },
  level: 'leicht',
  clock: null,
  tempo: 'schnell',
  stake: 0,
  free: 'computer',
};

/**
 * Opens a solo Speedlift table over the page's own WebSocket (its session cookie) and, with
 * `play`, plays it to the end: on the player's turn the first legal move of the seat's view
 * (chosen in Node with the engine's notation), "Weiter" after every round. Returns the table id
 * and, when played, the finished game's id.
 */
async function playTable(
  page: Page,
  settings: object,
  mode: 'play' | 'open' | 'start',
): Promise<{ table: string; gameId: string | null }> {
  const play = mode === 'play';
  if (play && !(await page.evaluate(() => 'chooseMove' in window)))
    await page.exposeFunction('chooseMove', (view: View) => {
      const move = view.legalMoves[0];
      return move ? makeMove(move) : null;
    });
  return page.evaluate(
    async ({ settings, protocol, mode }) => {
      const play = mode === 'play';
      const choose = (window as unknown as { chooseMove: (v: unknown) => Promise<string | null> }).chooseMove;
      const ws = new WebSocket(`${location.origin.replace(/^http/, 'ws')}/ws`);
      return new Promise<{ table: string; gameId: string | null }>((resolve, reject) => {
        let table: string | null = null;
        let seq = 0;
        let movedAt = -1;
        let readySent = false;
        // An update leaves out an `info` that has not changed since the last one of its table on
        // this connection (ServerFrame), so every frame's info is kept — also those that arrive
        // before the answer to "create" names the table.
        const infos = new Map<string, { phase: string; you: number | null; gameNo: number; gameId?: string | null }>();
        // Likewise an update may carry only the view's changed fields (`viewPatch`, `viewDrop`).
        type Seen = { turn: number; over: boolean; legalMoves: unknown[] };
        const views = new Map<string, Seen | null>();
        const timer = setTimeout(() => reject(new Error('game did not end in time')), 150_000);
        const done = (gameId: string | null) => {
          clearTimeout(timer);
          ws.close();
          resolve({ table: table ?? '', gameId });
        };
        ws.onopen = () => {
          ws.send(JSON.stringify({ t: 'hello', protocol }));
          ws.send(JSON.stringify({ t: 'create', ref: 'c', settings }));
        };
        ws.onmessage = async (e) => {
          const m = JSON.parse(String(e.data)) as {
            t: string;
            ref?: string;
            table?: string;
            code?: string;
            seq?: number;
            v?: number;
            info?: { phase: string; you: number | null; gameNo: number; gameId?: string | null };
            view?: Seen | null;
            viewPatch?: Partial<Seen>;
            viewDrop?: string[];
          };
          if (m.t === 'ok' && m.ref === 'c' && m.table) {
            table = m.table;
            if (mode === 'start') ws.send(JSON.stringify({ t: 'start', ref: 's', table }));
            else if (!play) done(null);
          } else if (m.t === 'ok' && m.ref === 's') {
            done(null);
          } else if (m.t === 'error' && (m.ref === 'c' || m.ref === 's')) reject(new Error(m.code));
          if ((m.t === 'snapshot' || m.t === 'update') && m.table !== undefined) {
            if (m.info) infos.set(m.table, m.info);
            if (m.viewPatch) {
              const patched = { ...views.get(m.table), ...m.viewPatch } as Record<string, unknown>;
              for (const k of m.viewDrop ?? []) delete patched[k];
              views.set(m.table, patched as Seen);
            } else if (m.view !== undefined) views.set(m.table, m.view);
          }
          if ((m.t !== 'snapshot' && m.t !== 'update') || m.table !== table || m.v === undefined) return;
          const info = infos.get(table);
          if (!info) return;
          const { phase, you, gameId } = info;
          if (phase === 'finished') return done(gameId ?? null);
          // "Weiter" once per round summary.
          if (phase !== 'summary') readySent = false;
          else if (!readySent) {
            readySent = true;
            ws.send(JSON.stringify({ t: 'ready', table }));
            return;
          }
          const v = views.get(table);
          if (phase !== 'playing' || !v || v.over || v.turn !== you || v.legalMoves.length === 0 || movedAt === m.v)
            return;
          movedAt = m.v;
          const move = await choose(v);
          if (move) ws.send(JSON.stringify({ t: 'move', table, seq: ++seq, move }));
        };
        ws.onerror = () => reject(new Error('socket error'));
      });
    },
    { settings, protocol: PROTOCOL_VERSION, mode },
  );
}

const openZahnrad = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Zahnrad – Einstellungen' }).click();

async function register(page: Page, name: string, password: string): Promise<void> {
  await page.goto('/anmelden');
  const f = form(page, 'Registrieren');
  await f.getByLabel('Name', { exact: true }).fill(name);
  await f.getByLabel('Passwort', { exact: true }).fill(password);
  await f.getByLabel('Passwort wiederholen').fill(password);
  await f.getByRole('button', { name: 'Konto anlegen' }).click();
  await page.waitForURL(/\/profil$/);
  await expect.poll(() => nav(page).innerText()).toContain(name);
}

describe.runIf(browserAvailable())('fair deal, replays and settings in the account (Chromium, whole site)', () => {
  // The computers' pause shortened, so a whole game fits the test's time.
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 100 } }),
  );
  const contexts: BrowserContext[] = [];
  const newPage = async (viewport = DESKTOP) => {
    const c = await site.browser.newContext({ viewport, baseURL: site.server.url });
    contexts.push(c);
    const page = await c.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  };

  beforeAll(() => {
    mkdirSync(SCREENS, { recursive: true });
  });
  afterAll(async () => {
    for (const c of contexts) await c.close();
  });

  it('a registered player’s setting is there in a fresh browser after logging in', async () => {
    const page = await newPage();
    await register(page, 'Zahnradfee', 'sehr-geheim-77');
    await openZahnrad(page);
    const dialog = page.getByRole('dialog', { name: 'Zahnrad – Einstellungen' });
    await expect.poll(() => dialog.innerText()).toContain('in deinem Konto gespeichert');
    await dialog.getByRole('switch', { name: 'Karten zählen helfen' }).check();
    await page.keyboard.press('Escape');
    // Saved after a short pause (debounced): wait until the account has it.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const r = (await (await fetch('/api/settings')).json()) as { settings: { countingHelp?: boolean } | null };
          return r.settings?.countingHelp ?? null;
        }),
      )
      .toBe(true);

    const fresh = await newPage(PHONE);
    await fresh.goto('/anmelden');
    const login = form(fresh, 'Anmelden');
    await login.getByLabel('Name', { exact: true }).fill('Zahnradfee');
    await login.getByLabel('Passwort', { exact: true }).fill('sehr-geheim-77');
    await login.getByRole('button', { name: 'Anmelden' }).click();
    await fresh.waitForURL(/\/profil$/);
    await expect.poll(() => nav(fresh).innerText()).toContain('Zahnradfee');
    await openZahnrad(fresh);
    const freshDialog = fresh.getByRole('dialog', { name: 'Zahnrad – Einstellungen' });
    await expect.poll(() => freshDialog.getByRole('switch', { name: 'Karten zählen helfen' }).isChecked()).toBe(true);
    // A guest's device keeps its own: no account to save to.
    const guest = await newPage();
    await guest.goto('/');
    await expect.poll(() => nav(guest).innerText()).toMatch(/Gast \d+/);
    await openZahnrad(guest);
    const guestDialog = guest.getByRole('dialog', { name: 'Zahnrad – Einstellungen' });
    await expect.poll(() => guestDialog.innerText()).toContain('auf diesem Gerät gespeichert');
    expect(await guestDialog.getByRole('switch', { name: 'Karten zählen helfen' }).isChecked()).toBe(false);
  });

  it('the table shows the seed hash while the game runs and announces a new watcher; the verify page says "still running"', async () => {
    const host = await newPage();
    await host.goto('/');
    await expect.poll(() => nav(host).innerText()).toMatch(/Gast \d+/);
    // Solo tables are private: watching needs a table with others (here: computers).
    const { table } = await playTable(host, ONLINE, 'start');
    await host.goto(`/tisch/${table}`);
    const fair = host.locator('.fair').filter({ hasText: 'Faire Karten: SHA-256 des Startwerts' });
    await expect.poll(() => fair.count()).toBe(1);
    const code = fair.locator('code');
    const full = await code.getAttribute('title');
    expect(full).toMatch(/^[0-9a-f]{64}$/);
    expect(await code.innerText()).toBe(`${full?.slice(0, 12)}…`);
    await code.focus();
    expect(await code.innerText()).toBe(full);
    // "Kopieren" puts the full hash on the clipboard and says so.
    await host.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: site.server.url });
    await fair.getByRole('button', { name: /^Kopieren/ }).click();
    await expect.poll(() => lastSaid(host)).toBe('Kopiert.');
    expect(await host.evaluate(() => navigator.clipboard.readText())).toBe(full);

    const watcher = await newPage(PHONE);
    await watcher.goto('/');
    await expect.poll(() => nav(watcher).innerText()).toMatch(/Gast \d+/);
    const watcherName = /Gast \d+/.exec(await nav(watcher).innerText())?.[0] ?? '';
    await watcher.goto(`/tisch/${table}`);
    await expect.poll(() => host.getByText(`Es schauen zu: ${watcherName}`).count()).toBe(1);
    // A watcher is announced once it has watched for 1.5 s (one who sits down by then is not).
    await expect.poll(() => lastSaid(host), { timeout: 5000 }).toBe(`${watcherName} schaut jetzt zu.`);
    // The watcher sees the same hash.
    await expect.poll(() => watcher.locator('.fair code').getAttribute('title')).toBe(full);
    expect(await seriousViolations(host)).toEqual([]);
    await host.screenshot({ path: `${SCREENS}web-table-fair-1280.png` });
    await watcher.screenshot({ path: `${SCREENS}web-table-fair-390.png` });

    const gameId = await host.evaluate(async (id) => {
      const r = (await (await fetch('/api/history')).json()) as { games: { gameId: string }[] };
      return r.games[0]?.gameId ?? id;
    }, table);
    await host.goto(`/pruefen/${gameId}`);
    await expect.poll(() => host.getByRole('status').filter({ hasText: 'Diese Partie läuft noch.' }).count()).toBe(1);
    await host.goto('/pruefen/gibt-es-nicht');
    await expect.poll(() => host.getByText('Eine Partie mit dieser Nummer gibt es nicht.').count()).toBe(1);
    expect(await seriousViolations(host)).toEqual([]);
  });

  it('a finished solo Speedlift game: replay from the Profil step by step, any seat, and the verify page says the deal matches', async () => {
    const page = await newPage();
    await page.goto('/');
    await expect.poll(() => nav(page).innerText()).toMatch(/Gast \d+/);
    const { table, gameId } = await playTable(page, SOLO, 'play');
    expect(gameId).toMatch(/\S/);

    // The end screen at the table reveals the seed and links to the verify page.
    await page.goto(`/tisch/${table}`);
    const revealed = page.locator('.fair').filter({ hasText: 'Offengelegter Startwert dieser Partie' });
    await expect.poll(() => revealed.count(), { timeout: 10_000 }).toBe(1);
    expect(await revealed.locator('code').getAttribute('title')).toMatch(/\S{16,}/);
    expect(await page.getByRole('link', { name: 'Austeilung prüfen' }).getAttribute('href')).toBe(`/pruefen/${gameId}`);
    // What the end settled: a guest's points do not count (A1), and the end screen says so.
    expect(await page.locator('.summary').innerText()).toContain(
      'Als Gast zählen deine Punkte nicht für die Bestenliste.',
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.locator('.summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}web-table-end-1280.png` });

    await page.goto('/profil');
    const entry = page.getByRole('link', { name: /^Wiederholung ansehen/ }).first();
    await entry.click();
    await page.waitForURL(new RegExp(`/wiederholung/${gameId}$`));
    await page.getByRole('heading', { level: 1, name: 'Wiederholung: Speedlift' }).waitFor();
    const counter = page.locator('.replay-step');
    await expect.poll(() => counter.innerText()).toMatch(/^Schritt 1 von \d+ · Die Austeilung$/);
    const total = Number(/von (\d+)/.exec(await counter.innerText())?.[1]);
    expect(total).toBeGreaterThan(10);
    // After the game every seat's view can be chosen (3 seats).
    const perspective = page.getByLabel('Sicht von');
    expect(await perspective.locator('option').count()).toBe(3);
    expect(await page.getByRole('button', { name: 'Zurück' }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Vor' }).click();
    await expect.poll(() => counter.innerText()).toMatch(/^Schritt 2 von \d+$/);
    // The game's renderer says the move in the log's words (not the notation "P7").
    await expect.poll(() => page.locator('.replay-move').innerText()).toMatch(/^(Du legst|Computer \d legt) /);
    await page.locator('body').press('End');
    await expect.poll(() => counter.innerText()).toMatch(new RegExp(`^Schritt ${total} von ${total}`));
    expect(await page.getByRole('button', { name: 'Ende' }).isDisabled()).toBe(true);
    await page.locator('body').press('ArrowLeft');
    await expect.poll(() => counter.innerText()).toMatch(new RegExp(`^Schritt ${total - 1} von`));
    await page.locator('body').press('Home');
    await expect.poll(() => counter.innerText()).toMatch(/^Schritt 1 von/);
    await page.locator('body').press('ArrowRight');
    await expect.poll(() => counter.innerText()).toMatch(/^Schritt 2 von/);
    await page.getByLabel('Schritt', { exact: true }).fill('5');
    await expect.poll(() => counter.innerText()).toMatch(/^Schritt 5 von/);
    await perspective.selectOption({ index: 2 });
    // The view is drawn (the game's renderer, or the generic list of the view's facts).
    await expect.poll(() => page.locator('.replay-view').innerText()).toMatch(/\S/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}web-replay-1280.png`, fullPage: false });
    await page.setViewportSize(PHONE);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}web-replay-390.png` });

    await page.getByRole('link', { name: 'Austeilung prüfen' }).click();
    await page.waitForURL(new RegExp(`/pruefen/${gameId}$`));
    await expect
      .poll(() => page.locator('.verdict').innerText(), { timeout: 30_000 })
      .toContain('Die Austeilung stimmt.');
    expect(await page.locator('.facts').innerText()).toContain('Startwert passt zum Hash');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `${SCREENS}web-verify-390.png` });
    await page.setViewportSize(DESKTOP);
    await page.screenshot({ path: `${SCREENS}web-verify-1280.png` });
    // In English too.
    await page.evaluate(() => {
      const s = JSON.parse(localStorage.getItem('kartenhaus.settings.v1') ?? '{}') as object;
      localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ ...s, language: 'en' }));
    });
    await page.reload();
    await expect.poll(() => page.locator('.verdict').innerText()).toContain('The deal is correct.');
  });

  it('the start page and the lobbies say where offline practice and game screens exist', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await page.goto('/');
      const practice = page.locator('section', { has: page.getByRole('heading', { name: 'Üben ohne Verbindung' }) });
      // Every game has its offline practice and its table screen now.
      for (const game of ['speedclimb', 'gipfelsturm', 'speedlift']) {
        const name = game[0]!.toUpperCase() + game.slice(1);
        await expect
          .poll(() => practice.getByRole('link', { name: `${name} üben` }).getAttribute('href'))
          .toBe(`/spiel/${game}/uebung`);
      }
      expect(await practice.innerText()).not.toContain('bisher nur am Server');
      const cards = page.getByRole('list', { name: 'Spiele', exact: true }).getByRole('listitem');
      await expect.poll(() => cards.count()).toBe(3);
      const follows = await cards.evaluateAll((items) =>
        items.map((li) => (li.textContent ?? '').includes('Spielbildschirm folgt')),
      );
      expect(follows).toEqual([false, false, false]);
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `${SCREENS}web-start-practice-${viewport.width}.png`, fullPage: true });
      for (const name of ['Speedclimb', 'Gipfelsturm', 'Speedlift']) {
        await page.goto(`/spiel/${name.toLowerCase()}`);
        await page.getByRole('heading', { level: 1, name }).waitFor();
        expect(await page.getByRole('note').filter({ hasText: 'Spielbildschirm folgt' }).count()).toBe(0);
      }
    }
  });
});
