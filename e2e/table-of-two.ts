/** Two humans at one server table of Speedlift or Speedclimb, each in a browser context of its own, and their moves. */
import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * The page's host opens a table "Mit anderen spielen" of `seats` (the free ones computers'), a guest
 * in a context of its own sits down, the host starts it; both pages at the table. `beforeGuest`
 * runs on the host's page at the table before the guest comes (to listen to what it says).
 */
export async function tableOfTwo(
  browser: Browser,
  contexts: BrowserContext[],
  url: string,
  game: 'speedlift' | 'speedclimb',
  host: object,
  seats: number,
  beforeGuest?: (host: Page) => Promise<void>,
): Promise<{ host: Page; guest: Page }> {
  const open = async (options: object) => {
    const context = await browser.newContext(options);
    contexts.push(context);
    return context.newPage();
  };
  const a = await open(host);
  await a.goto(`${url}/spiel/${game}`);
  const form = a.locator('section', { has: a.getByRole('heading', { name: 'Mit anderen spielen' }) });
  await form
    .getByRole('group', { name: 'Plätze' })
    .getByRole('radio', { name: String(seats), exact: true })
    .check();
  await form.getByRole('button', { name: 'Tisch eröffnen' }).click();
  await a.waitForURL(/\/tisch\//);
  // The guest comes by the invitation the host's page offers (the link that seats whoever opens it).
  const invite = (await a.locator('.invite code').innerText()).trim();
  if (invite !== `${a.url()}?platz=frei`) throw new Error(`the invitation reads ${invite}`);
  await beforeGuest?.(a);
  const b = await open({ viewport: { width: 1280, height: 800 } });
  await b.goto(invite);
  await a.locator('.seats .seat-you').waitFor();
  await b.locator('.seats .seat-you').waitFor();
  await a.getByRole('button', { name: 'Partie starten' }).click();
  await Promise.all([a, b].map((p) => p.locator('.table-game [data-screen]').waitFor()));
  return { host: a, guest: b };
}

/** One Speedlift move of the page if it is on turn (the first card that fits, else "Aussteigen"); whether it moved. */
export async function speedliftMove(page: Page): Promise<boolean> {
  const turn = await page.evaluate(() => {
    if (document.querySelector('dialog[open]')) return null;
    if (document.querySelector('.sl-table')?.getAttribute('data-turn') !== 'me') return null;
    const step = document.querySelector('.sl-table')!.getAttribute('data-step');
    const i = [...document.querySelectorAll('.sl-hand-cards .sl-card-button')].findIndex((b) =>
      b.hasAttribute('data-playable'),
    );
    return { step, i };
  });
  if (!turn) return false;
  if (turn.i < 0) await page.getByRole('button', { name: /^Aussteigen/ }).click();
  else await page.locator('.sl-hand-cards .sl-card-button').nth(turn.i).click();
  await page
    .waitForFunction((s) => document.querySelector('.sl-table')?.getAttribute('data-step') !== s, turn.step, {
      timeout: 5000,
    })
    .catch(() => undefined);
  return true;
}

/** One Speedclimb turn of the page if it is on turn (take, then lay the camp, lay off, discard or give a Schneesturm); whether it moved. */
export async function speedclimbMove(page: Page): Promise<boolean> {
  const state = await page.evaluate(() => {
    if (document.querySelector('dialog[open]')) return null;
    const t = document.querySelector('.sc-table');
    if (t?.getAttribute('data-turn') !== 'me') return null;
    const cards = [...document.querySelectorAll('.sc-hand .sc-hand-cards .sc-card-button')];
    const pick = (attr: string) => cards.flatMap((b, i) => (b.hasAttribute(attr) ? [i] : []));
    const camp = [...document.querySelectorAll('.sc-camp-actions button, .sc-lay-camp')].find((b) =>
      (b.textContent ?? '').startsWith('Lager aufschlagen'),
    ) as HTMLButtonElement | undefined;
    return {
      step: t.getAttribute('data-step'),
      draw: t.getAttribute('data-phase') === 'draw',
      layoff: pick('data-layoff'),
      discard: pick('data-discard'),
      campReady: !!camp && !camp.disabled,
      storm: cards.findIndex((b) => (b.textContent ?? '').includes('Schneesturm')),
    };
  });
  if (!state) return false;
  const cards = page.locator('.sc-hand .sc-hand-cards .sc-card-button');
  if (state.draw) await page.locator('.sc-stock .sc-pile-button').click();
  else if (state.campReady) await page.getByRole('button', { name: /^Lager aufschlagen/ }).click();
  else if (state.layoff[0] !== undefined) {
    await cards.nth(state.layoff[0]).click();
    await page.locator('.sc-fit').first().click();
  } else if (state.discard.length > 0) {
    await cards.nth(state.discard.at(-1)!).click();
    await page.getByRole('button', { name: /^Abwerfen: / }).click();
  } else {
    await cards.nth(state.storm).click();
    await page.locator('.sc-storm-target').first().click();
  }
  await page
    .waitForFunction((s) => document.querySelector('.sc-table')?.getAttribute('data-step') !== s, state.step, {
      timeout: 10_000,
    })
    .catch(() => undefined);
  return true;
}

/** Plays the pages' turns until `done` holds on every page of `until`. */
export async function playUntil(
  pages: readonly Page[],
  move: (page: Page) => Promise<boolean>,
  until: readonly Page[],
  done: (page: Page) => Promise<boolean>,
): Promise<void> {
  for (let i = 0; i < 4000; i++) {
    if ((await Promise.all(until.map(done))).every(Boolean)) return;
    let moved = false;
    for (const p of pages) moved = (await move(p)) || moved;
    if (!moved) await pages[0]!.waitForTimeout(25);
  }
  throw new Error('the round did not end');
}
