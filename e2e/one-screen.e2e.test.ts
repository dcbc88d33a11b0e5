/**
 * The table on one screen (issue 19): during play the page does not scroll — neither down nor
 * sideways — at 1280×720, 1366×768, 390×844 and 360×740, for every game, every Speedclimb route
 * and the fewest and most seats; the hand, the piles (ride, peaks), whose turn, the clock and the
 * action buttons are inside the viewport and not cut off by a panel that scrolls; on the phone
 * sizes every card one taps is at least 44 px in both directions. Also on phones held sideways
 * (Speedclimb's measured there, not asserted: it does not fit yet), with Gipfelsturm's "Ich brauch …"
 * open, with Speedclimb's Meister stage bar open, and at every server table after "Tisch verlassen"
 * (the computer plays the seat). One browser, one desktop and one phone page reused for every table,
 * each size a `setViewportSize`.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser, startServer } from './harness.js';
import { measure, settle, type Part } from './one-screen-measure.js';

type Size = readonly [number, number];
const DESKTOP: readonly Size[] = [
  [1280, 720],
  [1366, 768],
];
const PHONE: readonly Size[] = [
  [390, 844],
  [360, 740],
];
/** Phones held sideways (for the tables with `landscape`). */
const LANDSCAPE: readonly Size[] = [
  [844, 390],
  [740, 360],
];

const SPEEDLIFT: readonly Part[] = [
  { name: 'hand', sel: '.sl-hand-cards .sl-card-button', required: true, touch: true },
  { name: 'dial', sel: '.sl-dial-wrap', required: true },
  { name: 'ride', sel: '.sl-ride', required: true },
  { name: 'ride cards', sel: '.sl-ride-cards li' },
  { name: 'turn', sel: '.sl-preview', required: true },
  { name: 'seats', sel: '.sl-seat', required: true },
  { name: 'actions', sel: '.sl-actions .button, .sl-tools .button', required: true },
];
const SPEEDCLIMB: readonly Part[] = [
  { name: 'hand', sel: '.sc-hand .sc-hand-cards .sc-card-button', required: true, touch: true },
  { name: 'piles', sel: '.sc-piles .sc-pile', required: true },
  { name: 'pile buttons', sel: '.sc-pile-button', touch: true },
  // The route map on wide screens; on a phone the seats say where each climber stands.
  { name: 'route', sel: '.sc-route' },
  { name: 'depots', sel: '.sc-depots .sc-pile' },
  { name: 'seats', sel: '.sc-seat', required: true },
  { name: 'turn', sel: '.sc-turn', required: true },
  // The combinations scroll inside their panel; one that fits the chosen card is brought into view.
  { name: 'fitting combination', sel: '.sc-meld[data-fits]', first: true },
  { name: 'melds', sel: '.sc-melds', required: true },
  { name: 'camp', sel: '.sc-camp', required: true },
  { name: 'camp parts', sel: '.sc-camp .sc-part' },
  { name: 'stages', sel: '.sc-stage:not(:disabled)', touch: true },
  { name: 'backpack', sel: '.sc-backpack' },
  {
    name: 'actions',
    sel: '.sc-actions .button, .sc-camp-actions .button, .sc-sort, .sc-tools .button, .sc-hand-head .button, .sc-fit, .sc-storm-target',
    required: true,
  },
];
const GIPFELSTURM: readonly Part[] = [
  { name: 'peaks', sel: '.gs-peaks-wrap', required: true },
  // Every free card's tap target: on a phone held upright the row under the peaks, else the peaks' own.
  { name: 'free cards', sel: '.gs-card', required: true, touch: true },
  { name: 'piles', sel: '.gs-pile', required: true },
  { name: 'flip', sel: '.gs-flip', required: true },
  { name: 'clock', sel: '.gs-clock', required: true },
  { name: 'calls', sel: '.gs-call' },
];
/** At a server table the frame's bar and seats (with the clocks) count too. */
const FRAME: readonly Part[] = [
  { name: 'frame bar', sel: '.table-bar', required: true },
  // Shown when a seat has a clock or a state (away, gone); otherwise read, not seen.
  { name: 'frame seats', sel: '.table-frame .seats .seat' },
];

/** A table to look at: how to open it mid-play, and its parts. */
interface Table {
  readonly name: string;
  readonly parts: readonly Part[];
  readonly open: (page: Page, url: string, phone: boolean) => Promise<void>;
  /** More to check at each size (a message of each problem). */
  readonly check?: (page: Page, phone: boolean) => Promise<string[]>;
  /** The screenshots' name in docs/screens (`<shot>-<width>.png` at 1280 and every phone width). */
  readonly shot?: string;
  /** Also on phones held sideways (`LANDSCAPE`); 'measured': there only measured and listed, not asserted (docs/web.md says what remains). */
  readonly landscape?: boolean | 'measured';
}

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

/** "Einpacken: … auf den Rucksack rechts unten klicken": on a wide screen the backpack is the table's bottom right. */
async function backpackBottomRight(page: Page, phone: boolean): Promise<string[]> {
  if (phone) return [];
  const at = await page.evaluate(() => {
    const t = document.querySelector('.sc-table')!.getBoundingClientRect();
    const b = document.querySelector('.sc-backpack')?.getBoundingClientRect();
    return b ? { right: t.right - b.right, bottom: t.bottom - b.bottom, left: b.left - t.left - t.width / 2 } : null;
  });
  if (!at) return ['no backpack'];
  return at.right <= 2 && at.bottom <= 2 && at.left > 0 ? [] : [`backpack not bottom right: ${JSON.stringify(at)}`];
}

const click = (page: Page, phone: boolean, sel: string) =>
  phone ? page.locator(sel).first().tap() : page.locator(sel).first().click();

/** Speedlift at the player's turn with the first card lifted (its preview and detail shown). */
async function speedliftMidPlay(page: Page, phone: boolean): Promise<void> {
  await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me', null, {
    timeout: 20_000,
  });
  if (phone) await page.locator('.sl-hand-cards .sl-card-button').first().tap();
  else await page.keyboard.press('1');
}

/** Speedclimb at the player's turn: a card taken from the Material, then one hand card chosen. */
async function speedclimbMidPlay(page: Page, phone: boolean): Promise<void> {
  const state = () =>
    page.evaluate(() => {
      const t = document.querySelector('.sc-table');
      return t?.getAttribute('data-turn') === 'me' ? t.getAttribute('data-phase') : 'wait';
    });
  // A round may end before the seat's turn: its Bilanz is confirmed first.
  await expect
    .poll(
      async () => {
        const weiter = page.locator('dialog[open] button.primary');
        if ((await weiter.count()) > 0) await weiter.click();
        return state();
      },
      { timeout: 20_000 },
    )
    .toMatch(/draw|play/);
  if ((await state()) === 'draw') await click(page, phone, '.sc-stock .sc-pile-button');
  await expect.poll(state, { timeout: 10_000 }).toBe('play');
  await click(page, phone, '.sc-hand .sc-hand-cards .sc-card-button');
}

/** Gipfelsturm after "Los!": the table is live. */
async function gipfelsturmMidPlay(page: Page): Promise<void> {
  await page.locator('.gs-table[data-live]').waitFor({ timeout: 20_000 });
}

function speedliftPractice(computers: number): Table {
  return {
    name: `Speedlift practice, ${computers + 1} seats`,
    parts: SPEEDLIFT,
    shot: computers === 5 ? 'speedlift-screen' : undefined,
    landscape: true,
    open: async (page, url, phone) => {
      await page.goto(`${url}/spiel/speedlift/uebung?seed=eins-${computers}&tempo=schnell`);
      await page.locator('.practice-setup select').nth(0).selectOption(String(computers));
      await page.getByRole('button', { name: 'Losfahren' }).click();
      await speedliftMidPlay(page, phone);
    },
  };
}

function speedclimbPractice(route: string, computers: number): Table {
  return {
    name: `Speedclimb practice, ${route}, ${computers + 1} seats`,
    parts: SPEEDCLIMB,
    check: route === 'meister' ? backpackBottomRight : undefined,
    shot: route === 'gipfelsturm' && computers === 5 ? 'speedclimb-screen' : undefined,
    // Sideways Speedclimb does not fit yet (docs/web.md): measured and listed, not asserted.
    landscape: 'measured',
    open: async (page, url, phone) => {
      await page.goto(`${url}/spiel/speedclimb/uebung?seed=eins-${route}-${computers}&tempo=schnell`);
      await page.locator('.practice-setup select').nth(0).selectOption(String(computers));
      await page.locator('.practice-setup select').nth(2).selectOption(route);
      await page.getByRole('button', { name: 'Losklettern' }).click();
      await speedclimbMidPlay(page, phone);
    },
  };
}

/**
 * Speedclimb's Meister-Expedition at the start of the own turn, before the draw: the stage bar is
 * open (S12: "bis zu deinem ersten Zug … eine andere noch offene Etappe wählen"), every open stage a
 * target of at least 44 × 44 px on a phone.
 */
const SPEEDCLIMB_STAGE_CHOICE: Table = {
  name: 'Speedclimb practice, Meister-Expedition, 6 seats, choosing a stage',
  parts: [
    ...SPEEDCLIMB.filter((p) => p.name !== 'stages'),
    { name: 'open stages', sel: '.sc-stagebar .sc-stage:not(:disabled)', required: true, touch: true },
  ],
  shot: 'speedclimb-stages',
  open: async (page, url) => {
    await page.goto(`${url}/spiel/speedclimb/uebung?seed=etappe&tempo=schnell`);
    await page.locator('.practice-setup select').nth(0).selectOption('5');
    await page.locator('.practice-setup select').nth(2).selectOption('meister');
    await page.getByRole('button', { name: 'Losklettern' }).click();
    await page.waitForFunction(
      () => {
        const t = document.querySelector('.sc-table');
        return t?.getAttribute('data-turn') === 'me' && t.getAttribute('data-phase') === 'draw';
      },
      null,
      { timeout: 20_000 },
    );
  },
};

function gipfelsturmPractice(three: boolean): Table {
  return {
    name: `Gipfelsturm practice, ${three ? 3 : 2} seats`,
    parts: GIPFELSTURM,
    check: async (page, phone) => [...(await freeCardsOnce(page)), ...(await refusalBesideTheClock(page, phone))],
    shot: three ? 'gipfelsturm-screen' : undefined,
    landscape: true,
    open: async (page, url) => {
      await page.goto(`${url}/spiel/gipfelsturm/uebung?seed=eins`);
      if (three) await page.getByLabel(/Zu dritt/).check();
      await page.getByRole('button', { name: 'Los geht’s' }).click();
      await gipfelsturmMidPlay(page);
    },
  };
}

/**
 * Every free card is one tap target and read once: as many buttons as face-up peak cards, each a
 * different card; where the phone's row plays them, the peaks' pictures are no buttons and not read.
 */
async function freeCardsOnce(page: Page): Promise<string[]> {
  const at = await page.evaluate(() => {
    const buttons = [...document.querySelectorAll('button.gs-card')];
    const pictures = [...document.querySelectorAll('.gs-peaks .gs-peak-free')];
    return {
      faceUp: document.querySelectorAll('.gs-peaks .gs-card, .gs-peaks .gs-peak-free').length,
      buttons: buttons.length,
      cards: new Set(buttons.map((b) => b.getAttribute('data-card'))).size,
      read: pictures.filter((p) => !p.closest('[aria-hidden="true"]') || p.querySelector('button, [tabindex]')).length,
    };
  });
  return at.buttons === at.faceUp && at.cards === at.faceUp && at.read === 0
    ? []
    : [`free cards not once each: ${JSON.stringify(at)}`];
}

/**
 * A card that fits nowhere, clicked: the refusal says why — in the top bar, not over the summit
 * row (the peaks start below it).
 */
async function refusalBesideTheClock(page: Page, phone: boolean): Promise<string[]> {
  // Real time: the partner may make the card fit before the click lands; then the next one.
  const message = page.locator('.gs-message:not([data-empty])');
  for (let i = 0; i < 8 && (await message.count()) === 0; i++) {
    const card = page.locator('.gs-card:not([data-fits])').first();
    if ((await card.count()) === 0) return [];
    // (aria-disabled: Playwright would wait for it to be enabled; a person can click it.)
    if (phone) await card.tap({ force: true });
    else await card.click({ force: true });
    await message.waitFor({ timeout: 1000 }).catch(() => undefined);
  }
  if ((await message.count()) === 0) return ['no refusal said'];
  const at = await page.evaluate(() => ({
    message: document.querySelector('.gs-message')!.getBoundingClientRect().bottom,
    peaks: document.querySelector('.gs-peaks')!.getBoundingClientRect().top,
  }));
  return at.message <= at.peaks + 1 ? [] : [`the refusal covers the summits: ${JSON.stringify(at)}`];
}

/** Gipfelsturm for three with the rank picker of "Ich brauch …" open: its 13 ranks on screen too. */
const GIPFELSTURM_PICKER: Table = {
  name: 'Gipfelsturm practice, 3 seats, "Ich brauch …" open',
  parts: [...GIPFELSTURM, { name: 'ranks', sel: '.gs-need .gs-rank', required: true, touch: true }],
  check: freeCardsOnce,
  shot: 'gipfelsturm-picker',
  open: async (page, url, phone) => {
    await page.goto(`${url}/spiel/gipfelsturm/uebung?seed=picker`);
    await page.getByLabel(/Zu dritt/).check();
    await page.getByRole('button', { name: 'Los geht’s' }).click();
    await gipfelsturmMidPlay(page);
    await click(page, phone, '.gs-call[aria-expanded]');
    await page.locator('.gs-need').waitFor();
  },
};

/** The lobby's "Allein spielen" form of a game. */
const soloForm = (page: Page) =>
  page.locator('section', { has: page.getByRole('heading', { name: 'Allein spielen' }) });

/**
 * "Tisch verlassen" → "Verlassen" at a solo table: the computer plays the seat (A3), the frame
 * shows the banner with "Ich bin zurück" and the seat chips ("Computer spielt").
 */
async function leaveTheSeat(page: Page, phone: boolean): Promise<void> {
  await click(page, phone, '.leave-button');
  await click(page, phone, 'dialog[open] .button.danger');
  await page.locator('.table-frame .banner').waitFor({ timeout: 10_000 });
  await page.locator('.table-frame .seats .seat-state').first().waitFor({ state: 'attached', timeout: 10_000 });
}

/** With the computer at the seat: its banner, "Ich bin zurück" and the chip that says so count too. */
const AWAY: readonly Part[] = [
  { name: 'away banner', sel: '.table-frame .banner', required: true },
  { name: 'back button', sel: '.table-frame .banner .button', required: true, touch: true },
  // (The own seat's chip "Computer spielt" is read, not shown, while the banner says so.)
  { name: 'seat state', sel: '.table-frame .seats .seat-state' },
];

/** A server table as the one before, after the player left the seat to the computer. */
const away = (table: Table): Table => ({
  ...table,
  name: `${table.name}, the computer plays for the seat`,
  // Without "the table is live" (Gipfelsturm's peaks are the computer's now) and without the refusal
  // check. Speedclimb's camp field scrolls inside itself while the banner takes its height (its parts
  // not asserted here; docs/web.md has the figures).
  parts: [...table.parts.filter((p) => !['free cards', 'flip', 'camp parts'].includes(p.name)), ...AWAY],
  check: undefined,
  shot: undefined,
  landscape: false,
  open: async (page, url, phone) => {
    await table.open(page, url, phone);
    await leaveTheSeat(page, phone);
  },
});

const SERVER_TABLES: readonly Table[] = [
  {
    name: 'Speedlift server table, 6 seats',
    parts: [...SPEEDLIFT, ...FRAME],
    landscape: true,
    open: async (page, url, phone) => {
      await page.goto(`${url}/spiel/speedlift`);
      await soloForm(page)
        .getByRole('group', { name: 'Computergegner' })
        .getByRole('radio', { name: '5', exact: true })
        .check();
      await soloForm(page).getByRole('button', { name: 'Spiel starten' }).click();
      await page.waitForURL(/\/tisch\//);
      await speedliftMidPlay(page, phone);
    },
  },
  {
    name: 'Speedclimb server table, Meister, 6 seats',
    parts: [...SPEEDCLIMB, ...FRAME],
    landscape: 'measured',
    open: async (page, url, phone) => {
      await page.goto(`${url}/spiel/speedclimb`);
      await soloForm(page)
        .getByRole('group', { name: 'Computergegner' })
        .getByRole('radio', { name: '5', exact: true })
        .check();
      await soloForm(page)
        .getByRole('group', { name: 'Route' })
        .getByRole('radio', { name: /Meister/ })
        .check();
      await soloForm(page).getByRole('button', { name: 'Spiel starten' }).click();
      await page.waitForURL(/\/tisch\//);
      await speedclimbMidPlay(page, phone);
    },
  },
  {
    name: 'Gipfelsturm server table, 3 seats',
    parts: [...GIPFELSTURM, ...FRAME],
    check: freeCardsOnce,
    landscape: true,
    open: async (page, url) => {
      await page.goto(`${url}/spiel/gipfelsturm`);
      await soloForm(page).getByRole('switch', { name: 'Variante: Zu dritt' }).check();
      await soloForm(page).getByRole('button', { name: 'Spiel starten' }).click();
      await page.waitForURL(/\/tisch\//);
      await gipfelsturmMidPlay(page);
    },
  },
];

const TABLES: readonly Table[] = [
  speedliftPractice(2),
  speedliftPractice(5),
  ...['gipfelsturm', 'nordwand', 'expedition', 'meister'].flatMap((r) => [
    speedclimbPractice(r, 1),
    speedclimbPractice(r, 5),
  ]),
  SPEEDCLIMB_STAGE_CHOICE,
  gipfelsturmPractice(false),
  gipfelsturmPractice(true),
  GIPFELSTURM_PICKER,
  ...SERVER_TABLES,
  ...SERVER_TABLES.map(away),
];

describe.runIf(browserAvailable())('the table on one screen', () => {
  const site = siteAndBrowser(() =>
    startServer({}, { timing: { botDelayMs: { normal: 30, schnell: 30, turbo: 15 }, botBudgetMs: 60 } }),
  );
  let desktop: BrowserContext;
  let phone: BrowserContext;
  let desktopPage: Page;
  let phonePage: Page;
  const rows: string[] = [];

  beforeAll(async () => {
    desktop = await site.browser.newContext({ viewport: { width: 1280, height: 720 } });
    phone = await site.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    desktopPage = await desktop.newPage();
    phonePage = await phone.newPage();
  });
  afterAll(async () => {
    // The figures for docs/web.md: how far each page scrolled (0: not at all).
    console.log(`document overflow (height, width) per table and size:\n${rows.join('\n')}`);
    await desktop?.close();
    await phone?.close();
  });

  it('Speedlift at 360 px: the Abrechnung and the Bilanz of six players read whole, no sideways scroll', async () => {
    const page = phonePage;
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=abrechnung&tempo=schnell`);
    await page.locator('.practice-setup select').nth(0).selectOption('5');
    await page.getByRole('button', { name: 'Losfahren' }).click();
    // Play the first round out: the first card that fits (tapped twice: lift, lay), else get out.
    for (let i = 0; i < 400 && (await page.locator('dialog[open] .sl-abrechnung').count()) === 0; i++) {
      const turn = await page.evaluate(() => {
        if (document.querySelector('.sl-table')?.getAttribute('data-turn') !== 'me') return 'wait';
        const cards = [...document.querySelectorAll('.sl-hand-cards .sl-card-button')];
        const i = cards.findIndex((b) => b.hasAttribute('data-playable'));
        return i;
      });
      if (turn === 'wait') await page.waitForTimeout(20);
      else if (turn < 0) await page.locator('.sl-actions .button').tap();
      else {
        const step = await page.locator('.sl-table').getAttribute('data-step');
        const card = page.locator('.sl-hand-cards .sl-card-button').nth(turn);
        await card.tap();
        await card.tap();
        await page.waitForFunction((s) => document.querySelector('.sl-table')?.getAttribute('data-step') !== s, step);
      }
    }
    /** The open sheet: how far it is wider than its dialog, which header cells stick out, how many rows. */
    const sheet = (sel: string) =>
      page.evaluate((sel) => {
        const d = document.querySelector('dialog[open]')!;
        const t = d.querySelector(sel)!;
        const box = d.getBoundingClientRect();
        const out = [...t.querySelectorAll('th, td')].filter((c) => {
          const r = c.getBoundingClientRect();
          return r.left < box.left - 0.5 || r.right > box.right + 0.5;
        });
        return {
          wider: d.scrollWidth - d.clientWidth,
          bodyWider: t.getBoundingClientRect().width - d.querySelector('.dialog-body')!.clientWidth,
          pageWider: document.scrollingElement!.scrollWidth - innerWidth,
          out: out.map((c) => c.textContent),
          heads: [...t.querySelectorAll('thead th')].map((c) => c.textContent),
          rows: t.querySelectorAll('tbody tr').length,
        };
      }, sel);
    const abrechnung = await sheet('.sl-abrechnung');
    expect(abrechnung.heads).toEqual(['Spieler', 'Kartons', '', 'Ladenhüter', '', 'Strafe der Runde', 'Summe']);
    expect(abrechnung).toMatchObject({ wider: 0, out: [], rows: 6, pageWider: 0 });
    expect(abrechnung.bodyWider).toBeLessThanOrEqual(0);
    expect(await page.locator('dialog[open] .sl-abrechnung tbody td', { hasText: '=' }).count()).toBe(6);
    await page.screenshot({ path: `${SHOTS}speedlift-abrechnung-360.png` });
    await page.locator('dialog[open] button.primary').tap();
    await page.waitForFunction(() => !document.querySelector('dialog[open]'));
    await page.getByRole('button', { name: 'Bilanz' }).tap();
    const bilanz = await sheet('.sl-bilanz');
    expect(bilanz.heads).toHaveLength(7); // the round and six players
    expect(bilanz).toMatchObject({ wider: 0, out: [], rows: 1, pageWider: 0 });
    expect(bilanz.bodyWider).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}speedlift-bilanz-360.png` });
    await page.keyboard.press('Escape');
  }, 90_000);

  it('Speedlift in a narrow window with a mouse: the detail of the card under the mouse shows; the "A" is dark on white', async () => {
    const page = desktopPage;
    await page.setViewportSize({ width: 700, height: 720 });
    await page.goto(`${site.server.url}/spiel/speedlift/uebung?seed=schmal&tempo=schnell`);
    await page.getByLabel('Aussteigen jederzeit').check();
    await page.getByRole('button', { name: 'Losfahren' }).click();
    await page.waitForFunction(() => document.querySelector('.sl-table')?.getAttribute('data-turn') === 'me');
    // A card that does not fit now: the detail says so ("passt gerade nicht") on the screen.
    const notFitting = page.locator('.sl-hand-cards .sl-card-button:not([data-playable])').first();
    const card = (await notFitting.count()) > 0 ? notFitting : page.locator('.sl-hand-cards .sl-card-button').first();
    await card.hover();
    const detail = page.locator('.sl-detail-wrap');
    await detail.waitFor();
    expect(await detail.innerText()).toMatch(/passt jetzt|passt gerade nicht/);
    const box = (await detail.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(720);
    expect(box.x + box.width).toBeLessThanOrEqual(700);
    // "Aussteigen A" (with the house rule the button is always there): the key's contrast.
    const contrast = await page.evaluate(() => {
      const k = document.querySelector('.sl-actions .button kbd')!;
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = ([r, g, b]: number[]) => {
        const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
      };
      const a = lum(rgb(getComputedStyle(k).color));
      const b = lum(rgb(getComputedStyle(k).backgroundColor));
      return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
    });
    expect(contrast).toBeGreaterThanOrEqual(4.5);
  });

  for (const table of TABLES) {
    it(
      table.name,
      async () => {
        const problems: string[] = [];
        for (const [kind, page, sizes] of [
          ['desktop', desktopPage, DESKTOP],
          ['phone', phonePage, table.landscape ? [...PHONE, ...LANDSCAPE] : PHONE],
        ] as const) {
          await page.setViewportSize({ width: sizes[0]![0], height: sizes[0]![1] });
          await table.open(page, site.server.url, kind === 'phone');
          await page.evaluate(() => document.fonts.ready.then(() => undefined));
          for (const [w, h] of sizes) {
            await page.setViewportSize({ width: w, height: h });
            await settle(page);
            const m = await measure(page, table.parts, kind === 'phone');
            rows.push(`${table.name} @${w}×${h}: ${m.overH} px, ${m.overW} px; smallest ${m.smallest.join(', ')}`);
            const asserted = !(table.landscape === 'measured' && LANDSCAPE.some(([lw, lh]) => lw === w && lh === h));
            const found: string[] = [];
            if (m.overH > 0) found.push(`${w}×${h}: the page scrolls down by ${m.overH} px`);
            if (m.overW > 0) found.push(`${w}×${h}: the page scrolls sideways by ${m.overW} px`);
            for (const x of m.missing) found.push(`${w}×${h}: no ${x}`);
            for (const x of m.outside) found.push(`${w}×${h}: off screen ${x}`);
            for (const x of m.small) found.push(`${w}×${h}: smaller than 44 px ${x}`);
            for (const x of (await table.check?.(page, kind === 'phone')) ?? []) found.push(`${w}×${h}: ${x}`);
            if (asserted) problems.push(...found);
            else if (found.length > 0) rows.push(`  (measured, not asserted) ${found.join('; ')}`);
            if (table.shot && (w === 1280 || kind === 'phone'))
              // The viewport: the page is one screen (a full-page shot would lay it out without touch).
              await page.screenshot({ path: `${SHOTS}${table.shot}-${w}.png` });
          }
        }
        expect(problems).toEqual([]);
      },
      60_000,
    );
  }
});
