/** The Fahrschule passed as a new player would, and the Karten page; screenshots of both. */
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserAvailable, siteAndBrowser } from './harness.js';

const SHOTS = new URL('../docs/screens/', import.meta.url).pathname;

/** Per lesson: the hand card to play (or "Aussteigen") and the right quiz answer. */
const LESSONS: readonly { readonly play: string; readonly answer: string }[] = [
  { play: 'Spielwaren 9', answer: 'Hutsalon 11' },
  { play: 'Aussteigen', answer: 'Wer ausgestiegen ist' },
  { play: 'Liftboy', answer: 'tiefer als 10 legen' },
  { play: 'Hausdetektiv', answer: 'Wer die Karte direkt davor gelegt hat' },
  { play: 'Spielwaren 5', answer: '3' },
];

describe.runIf(browserAvailable())('Speedlift Fahrschule and Karten in Chromium', () => {
  const site = siteAndBrowser();

  beforeAll(() => {
    mkdirSync(SHOTS, { recursive: true });
  });

  /** The Fahrschule on a phone held upright, a touch screen (360 × 740). */
  const touchSchool = async () => {
    const context = await site.browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto(`${site.server.url}/spiel/speedlift/fahrschule`);
    return { context, page };
  };

  it('passes all five lessons: each a played position and a quiz question', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift`);
    await page.getByRole('link', { name: 'Fahrschule' }).click();
    await page.getByRole('heading', { name: 'Speedlift · Fahrschule' }).waitFor();
    for (const [i, l] of LESSONS.entries()) {
      await page.getByRole('heading', { name: new RegExp(`^Lektion ${i + 1}:`) }).waitFor();
      // The open lesson's button stands out in the row (QA 7 Dec 2026: the five looked the same);
      // polled, since a button's colour may still be in its transition. The pointer away first: left
      // where the lobby's link was, it hovered over a lesson's button (another fill).
      await page.mouse.move(0, 0);
      const looks = () =>
        page.locator('.sl-lesson-nav .button').evaluateAll((bs) =>
          bs.map((b) => ({
            open: b.getAttribute('aria-current') === 'step',
            fill: getComputedStyle(b).backgroundColor,
          })),
        );
      await expect
        .poll(async () => {
          const l = await looks();
          const others = new Set(l.filter((_, k) => k !== i).map((x) => x.fill));
          return { open: l[i]!.open, others: others.size, apart: !others.has(l[i]!.fill) };
        })
        .toEqual({ open: true, others: 1, apart: true });
      const live = page.locator('.sl-lesson-live');
      // A wrong quiz answer and a wrong move are refused first, each with the hint it points to
      // ("Noch nicht – lies den Hinweis …"; QA 4 Dec 2026: there was none).
      if (i === 0) {
        await page.getByLabel('Porzellan 9').check();
        await page.getByRole('button', { name: 'Prüfen' }).click();
        await page.getByText('Noch nicht').waitFor();
        expect(await page.locator('.sl-quiz .sl-lesson-hint').innerText()).toBe(
          'Hinweis: Rauf heißt: höher als die zuletzt gelegte Etage. Ist 9 höher als 9?',
        );
        // Another answer chosen: the verdict on the last one is gone until it is checked (QA 7 Dec
        // 2026: "Noch nicht" stood under the newly chosen answer).
        await page.getByLabel('Hutsalon 8').check();
        expect(await page.locator('.sl-quiz [role="status"]').innerText()).toBe('');
        await live.getByRole('button', { name: /^Porzellan 2,/ }).click();
        await live.getByText('Noch nicht').waitFor();
        expect(await live.locator('.sl-lesson-hint').innerText()).toMatch(
          /^Hinweis: Porzellan 2: Lift danach Etage 2, Runter\. .* Die Aufgabe: rauf, also höher als 7 – mit Spielwaren 9\.$/,
        );
        await live.getByRole('button', { name: 'Stellung neu' }).click();
      }
      // Lesson 2 asks to get out ("Steig aus"; the button says "Aussteigen A"): the key gets out.
      if (l.play === 'Aussteigen') await page.keyboard.press('a');
      else await live.getByRole('button', { name: new RegExp(`^${l.play},`) }).click();
      await live.getByText('✓ Richtig!').waitFor();
      // Lesson 5 ends the round: its Abrechnung, not the next round's hand.
      if (i === 4) {
        await live.getByRole('heading', { name: 'Abrechnung Runde 1' }).waitFor();
        expect(await live.locator('.sl-hand-cards li').count()).toBe(0);
      }
      if (i === 2) await page.screenshot({ path: `${SHOTS}speedlift-fahrschule-1280.png`, fullPage: true });
      await page.getByLabel(l.answer, { exact: true }).check();
      await page.getByRole('button', { name: 'Prüfen' }).click();
      await page.getByText('Lektion bestanden').waitFor();
      if (i < LESSONS.length - 1) await page.getByRole('button', { name: 'Nächste Lektion' }).click();
    }
    await page.getByText('Fahrschule bestanden!').waitFor();
    expect(await page.getByRole('button', { name: /✓$/ }).count()).toBe(5);
    await page.close();
  });

  it('keeps the passed lessons over a look at the lobby: the ✓ stay, the next lesson opens', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift/fahrschule`);
    const live = page.locator('.sl-lesson-live');
    await live.getByRole('button', { name: /^Spielwaren 9,/ }).click();
    await page.getByLabel('Hutsalon 11', { exact: true }).check();
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await page.getByText('Lektion bestanden').waitFor();
    // QA 7 Dec 2026: back from the lobby every ✓ was gone and lesson 1 open again.
    await page.getByRole('link', { name: 'Zur Lobby' }).click();
    await page.getByRole('link', { name: 'Fahrschule' }).click();
    await page.getByRole('heading', { name: /^Lektion 2:/ }).waitFor();
    expect(await page.getByRole('button', { name: /✓$/ }).allInnerTexts()).toEqual(['Lektion 1: Rauf oder runter ✓']);
    await page.close();
  });

  it('says a move’s verdict in the page’s language after a switch in the Zahnrad', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift/fahrschule`);
    const live = page.locator('.sl-lesson-live');
    await live.getByRole('button', { name: /^Hutsalon 3,/ }).click();
    await live.getByText('Du legst Hutsalon 3.').waitFor();
    await page.getByRole('button', { name: 'Zahnrad – Einstellungen' }).click();
    await page.getByRole('radio', { name: 'English' }).check();
    await page.keyboard.press('Escape');
    // QA 7 Dec 2026: the move's line and its hint stayed German on the English page.
    await live.getByText('You play Hutsalon 3.').waitFor();
    expect(await live.locator('.sl-lesson-hint').innerText()).toMatch(
      /^Hint: Hutsalon 3: then the lift is at floor 3, going down\. .* The task: up, so higher than 7 – with Spielwaren 9\.$/,
    );
    await page.close();
  });

  it('by the keyboard alone: the quiz checked with Enter, then a card chosen by its key is laid with Enter', async () => {
    // Keyboard QA, 5 Dec 2026: after the quiz "Prüfen" kept the focus, so Enter after "5" checked
    // the quiz again instead of laying the chosen card.
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift/fahrschule`);
    await page.getByRole('heading', { name: /^Lektion 1:/ }).waitFor();
    await page.getByLabel('Hutsalon 11', { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Prüfen' }).focus();
    await page.keyboard.press('Enter');
    await page.locator('.sl-quiz').getByText('✓ Richtig!').waitFor();
    const live = page.locator('.sl-lesson-live');
    const place = await live
      .locator('.sl-hand-cards .sl-card-button')
      .evaluateAll((bs) =>
        bs.findIndex((b) => (b.querySelector('.visually-hidden')?.textContent ?? '').startsWith('Spielwaren 9,')),
      );
    expect(place).toBeGreaterThanOrEqual(0);
    await page.keyboard.press(String(place + 1));
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.matches('.sl-card-button[aria-pressed="true"]') ?? false))
      .toBe(true);
    await page.keyboard.press('Enter');
    await live.getByText('✓ Richtig!').waitFor();
    await page.getByText('Lektion bestanden').waitFor();
    await page.close();
  });

  it('by the keyboard alone keeps the focus on the page: after a wrong move, a reset, a right move', async () => {
    // Keyboard QA, 6 Dec 2026: the laid card had the focus and was gone, so the focus fell to the
    // page (body) after every move and after "Stellung neu" — and 2, Enter, A did nothing then.
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.server.url}/spiel/speedlift/fahrschule`);
    await page.getByRole('heading', { name: /^Lektion 1:/ }).waitFor();
    const live = page.locator('.sl-lesson-live');
    const keyOf = async (name: string) =>
      String(
        (await live
          .locator('.sl-hand-cards .sl-card-button')
          .evaluateAll(
            (bs, n) => bs.findIndex((b) => (b.querySelector('.visually-hidden')?.textContent ?? '').startsWith(n)),
            `${name},`,
          )) + 1,
      );
    const wrong = await keyOf('Porzellan 2');
    const right = await keyOf('Spielwaren 9');
    expect([wrong, right]).not.toContain('0');
    const focused = () =>
      page.evaluate(() => {
        const a = document.activeElement;
        if (!a || a === document.body) return 'body';
        const hidden = a.querySelector('.visually-hidden')?.textContent;
        return `${a.tagName.toLowerCase()}: ${(hidden ?? (a as HTMLElement).innerText).split(',')[0]}${a.getAttribute('aria-pressed') === 'true' ? ' (chosen)' : ''}`;
      });
    // A wrong move by its key, twice (choose, lay): the focus on "Stellung neu".
    await page.keyboard.press(wrong);
    await page.keyboard.press(wrong);
    await live.getByText('Noch nicht').waitFor();
    await expect.poll(focused).toBe('button: Stellung neu');
    // Enter on it: the position anew, the focus in the hand.
    await page.keyboard.press('Enter');
    await expect.poll(() => live.getByText('Noch nicht').count()).toBe(0);
    await expect.poll(focused).toMatch(/^button: (Spielwaren|Hutsalon|Porzellan|Parfümerie|Feinkost|Uhren) \d+$/);
    // Wrong again; then a card's key straight away sets the position up anew and chooses that card.
    await page.keyboard.press(wrong);
    await page.keyboard.press(wrong);
    await live.getByText('Noch nicht').waitFor();
    await page.keyboard.press(right);
    await expect.poll(focused).toBe('button: Spielwaren 9 (chosen)');
    expect(await live.getByText('Noch nicht').count()).toBe(0);
    // Enter lays it: right, the focus on "Stellung neu" (the quiz is next in the Tab order).
    await page.keyboard.press('Enter');
    await live.getByText('✓ Richtig!').waitFor();
    await expect.poll(focused).toBe('button: Stellung neu');
    // The quiz by the keyboard: the lesson passed, the focus on "Nächste Lektion"; Enter opens lesson 2
    // with the focus on its heading, and A (its task: get out) still acts.
    await page.getByLabel('Hutsalon 11', { exact: true }).focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Prüfen' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Lektion bestanden').waitFor();
    await expect.poll(focused).toBe('button: Nächste Lektion');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /^Lektion 2:/ }).waitFor();
    await expect.poll(focused).toMatch(/^h2: Lektion 2:/);
    await page.keyboard.press('a');
    await live.getByText('✓ Richtig!').waitFor();
    await expect.poll(focused).toBe('button: Stellung neu');
    await page.close();
  });

  it('writes each seat of the Abrechnung on one line (English, a phone): "Computer 1", not "Computer / 1"', async () => {
    // QA 6 Dec 2026: the settlement wrapped "Computer / 1" onto two lines (the table's, 1280 × 800,
    // the same table as here: AbrechnungTable).
    const page = await site.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.addInitScript(() => localStorage.setItem('kartenhaus.settings.v1', JSON.stringify({ language: 'en' })));
    await page.goto(`${site.server.url}/spiel/speedlift/fahrschule`);
    await page.getByRole('button', { name: /^Lesson 5:/ }).click();
    const live = page.locator('.sl-lesson-live');
    await live.getByRole('button', { name: /^Spielwaren 5,/ }).click();
    await live.getByRole('heading', { name: 'Settlement round 1' }).waitFor();
    const lines = await live.locator('.sl-abrechnung tbody th').evaluateAll((ths) =>
      ths.map((th) => {
        const r = document.createRange();
        r.selectNodeContents(th);
        return `${(th as HTMLElement).innerText}: ${new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size}`;
      }),
    );
    expect(lines).toEqual(['You: 1', 'Computer 1: 1', 'Computer 2: 1']);
    await page.close();
  });

  it('names who laid a ride card without cutting the name on a phone', async () => {
    // The lesson's ride showed "Comput…" at 360 px: the school wrote the name plainly, where the
    // table writes it in its shorter forms ("Comp. 2", "C2") for narrow cards.
    const page = await site.browser.newPage({ viewport: { width: 360, height: 740 } });
    await page.goto(`${site.server.url}/spiel/speedlift/fahrschule`);
    await page.getByRole('heading', { name: /^Lektion 1:/ }).waitFor();
    const names = await page
      .locator('.sl-ride-who')
      .evaluateAll((es) =>
        es.map((e) => ({ text: (e as HTMLElement).innerText, cut: e.scrollWidth > e.clientWidth + 0.5 })),
      );
    expect(names).toEqual([{ text: 'Comp. 2', cut: false }]);
    await page.close();
  });

  it('its lessons are a finger’s targets on a touch screen: 44 px high, apart from each other', async () => {
    // They were `button small` (36 px) stacked without a gap (phone QA, 5 Dec 2026).
    const { context, page } = await touchSchool();
    await page.locator('.sl-lesson-nav .button').first().waitFor();
    const boxes = await page
      .locator('.sl-lesson-nav .button')
      .evaluateAll((bs) =>
        bs.map((b) => b.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, h: r.height })),
      );
    expect(boxes).toHaveLength(5);
    for (const b of boxes) expect(b.h).toBeGreaterThanOrEqual(44);
    for (let i = 1; i < boxes.length; i++)
      if (boxes[i]!.top > boxes[i - 1]!.top) expect(boxes[i]!.top - boxes[i - 1]!.bottom).toBeGreaterThanOrEqual(4);
    await context.close();
  });

  it('names no key on a touch screen: lesson 2 says "Steig aus", its button "Aussteigen"', async () => {
    // The task had said "Steig aus (Taste A)" and the button "Aussteigen A" on a phone, which has no A.
    const { context, page } = await touchSchool();
    const lesson = page.locator('.sl-lessons');
    // A click, asked again until the lesson shows: in a fresh-clone CI run (load ~20) a tap was lost
    // twice (Chromium reads a touch whose end comes late as a long press, and sends no click).
    const second = page.getByRole('button', { name: /^Lektion 2:/ });
    await expect
      .poll(
        async () => {
          await second.click();
          return lesson.getByRole('heading', { name: /^Lektion 2:/ }).count();
        },
        { timeout: 30_000 },
      )
      .toBe(1);
    expect(await lesson.locator('strong').first().innerText()).toMatch(/Steig aus\.$/);
    expect(
      await lesson
        .locator('.sl-lesson-live')
        .getByRole('button', { name: /^Aussteigen/ })
        .innerText(),
    ).toBe('Aussteigen');
    await context.close();
  });

  it('on a touch screen lifts a card with the first tap and lays it with the second, as the table does', async () => {
    // "Auf dem Handy hebt der erste Tipp die Karte an, der zweite legt sie (abschaltbar im
    // Zahnrad)": the lesson laid the card on the first tap (QA 4 Dec 2026).
    const { context, page } = await touchSchool();
    const live = page.locator('.sl-lesson-live');
    const card = live.getByRole('button', { name: /^Spielwaren 9,/ });
    // Clicks (the touch screen's media decides the gesture, not the event): a tap can be lost
    // under load (see above).
    await card.click();
    // Lifted, not laid: no verdict yet.
    const state = async () =>
      (await live.getByText('✓ Richtig!').count()) > 0 ? 'laid' : await card.getAttribute('aria-pressed');
    await expect.poll(state).toBe('true');
    expect(await live.locator('.sl-preview').innerText()).toMatch(/Computer 1 muss dann höher als 9 legen/);
    await card.click();
    await live.getByText('✓ Richtig!').waitFor();
    await context.close();
  });

  it('shows every department, the Kartons table and the special cards', async () => {
    const page = await site.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${site.server.url}/spiel/speedlift/karten`);
    await page.getByRole('heading', { name: 'Speedlift · Karten' }).waitFor();
    for (const d of ['Hutsalon', 'Porzellan', 'Spielwaren', 'Parfümerie', 'Feinkost', 'Uhren'])
      expect(await page.getByRole('heading', { name: d, level: 3 }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /^Porzellan 10, 3 Kartons$/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: 'Liftboy' }).count()).toBe(1);
    await page.screenshot({ path: `${SHOTS}speedlift-karten-390.png` });
    await page.locator('.sl-specials').screenshot({ path: `${SHOTS}speedlift-sonderkarten-390.png` });
    await page.close();
  });
});
