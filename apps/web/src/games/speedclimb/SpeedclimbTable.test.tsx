import { speedclimb, type View } from '@kartenhaus/speedclimb';
import { describe, expect, it, vi } from 'vitest';
import { noHint, noMove, nothing } from '../../table/replay-step.js';
import type { Services } from '../../context.js';
import { renderWithServices, testServices } from '../../test-services.js';
import { ClimbCard } from './Card.js';
import { campMoves } from './model.js';
import { Melds, Seats } from './panels.js';
import { TEXT } from './strings.js';
import { SHORT_END_QUERY, SpeedclimbTable, type SpeedclimbTableProps } from './SpeedclimbTable.js';
import { playToEnd, playUntil } from './test-positions.js';

const render = (view: View, p: Partial<SpeedclimbTableProps> = {}, services?: Services) =>
  renderWithServices(
    <SpeedclimbTable
      view={view}
      step={0}
      events={[]}
      thinking={null}
      summary={null}
      names={view.handCounts.map((_, i) => (i === view.seat ? 'Du' : `Computer ${i}`))}
      hintAllowed
      badge={null}
      title=""
      onMove={noMove}
      onConfirm={nothing}
      onHint={noHint}
      lobbyHref="/spiel/speedclimb"
      {...p}
    />,
    services,
  );

describe('speedclimb table screen (static render)', () => {
  it('Gipfelsturm, camp ready: the proposal, "Lager aufschlagen" with L, the renewal counter, the depots', () => {
    const { v } = playUntil('gipfelsturm', 'r1', (v) => campMoves(v).length > 0);
    const html = render(v);
    expect(html).toContain('Lager aufschlagen');
    expect(html).toContain('aria-keyshortcuts="L"');
    expect(html).toContain(`Material neu gemischt: ${v.reshuffles} von ${v.reshuffleLimit}`);
    // Read, but not shown before a first renewal (QA: "0 von 9" stood there unexplained).
    expect(v.reshuffles).toBe(0);
    expect(html).toMatch(/class="sc-pile-label sc-renewals visually-hidden" data-count="0"/);
    expect(html).toContain('Dein Depot');
    expect(html.match(/class="sc-card-button"/g)?.length).toBe(v.hand.length);
    expect(html.match(/data-proposal="true"/g)?.length).toBe(
      campMoves(v)[0]!.parts.reduce((n, p) => n + p.cards.length, 0),
    );
  });

  it('the turn line asks for the camp until it stands, then for laying off and the discard (QA 7 Dec 2026)', () => {
    const before = playUntil('gipfelsturm', 'r1', (v) => v.phase === 'play' && v.campLaid[v.seat!] === false).v;
    expect(render(before)).toContain('Lager aufschlagen, anlegen, dann abwerfen (Pflicht)');
    const laid = playUntil('gipfelsturm', 'r1', (v) => v.phase === 'play' && v.campLaid[v.seat!] === true).v;
    const html = render(laid);
    expect(html).toContain('Anlegen, dann abwerfen (Pflicht)');
    expect(html).not.toContain('Lager aufschlagen, anlegen');
    expect(render(laid, {}, testServices('en'))).toContain('Lay off, then discard (required)');
  });

  it('the one-screen table: "Lager aufschlagen" and "Sherpa in der Folge" stand with the actions, not in the camp field', () => {
    // A proposal with a Sherpa in a run can be laid two ways, so the choice is offered.
    const { v } = playUntil('gipfelsturm', 'v0', (v) => v.phase === 'play' && campMoves(v).length > 1);
    const section = (html: string, cls: string) => html.slice(html.indexOf(`class="${cls}"`)).split('</section>')[0]!;
    const screen = render(v, { screen: true });
    expect(section(screen, 'sc-actions')).toContain('Sherpa in der Folge:');
    expect(section(screen, 'sc-actions')).toContain('Lager aufschlagen');
    expect(section(screen, 'sc-camp')).not.toContain('Sherpa in der Folge:');
    expect(section(screen, 'sc-camp')).not.toContain('Lager aufschlagen');
    // Its name is the whole sentence; the short words ("Sherpa: oben") are what a phone shows.
    expect(section(screen, 'sc-actions')).toMatch(/aria-label="Sherpa in der Folge: (oben|unten)"/);
    expect(section(screen, 'sc-actions')).toMatch(/class="sc-short"[^>]*>Sherpa: (oben|unten)</);
    // The page laid out as a document keeps them in the camp field.
    const page = render(v);
    expect(section(page, 'sc-camp')).toContain('Sherpa in der Folge:');
    expect(section(page, 'sc-camp')).toContain('Lager aufschlagen');
    expect(section(page, 'sc-actions')).not.toContain('Sherpa in der Folge:');
  });

  it('while the computer plays the seat (A3): no actions and no "Du bist dran" prompt to act (the server refuses the seat\'s moves), the table marked for its layout', () => {
    const { v } = playUntil('gipfelsturm', 'r1', (v) => campMoves(v).length > 0);
    const own = render(v, { screen: true });
    expect(own).toContain('class="sc-actions"');
    expect(own).toContain('data-turn="me"');
    const away = render(v, { screen: true, away: true });
    expect(away).not.toContain('class="sc-actions"');
    expect(own).toContain('sc-lay-camp');
    expect(away).not.toContain('sc-lay-camp');
    expect(away).toContain('data-turn="other"');
    expect(away).toContain('data-away="true"');
    expect(own).not.toContain('data-away');
  });

  it('the turn line asks for no move while the Bilanz is open or the computer plays the seat (German and English)', () => {
    // The second round dealt, its first player "Du"; the first round's Bilanz still open.
    const { v } = playUntil('gipfelsturm', 'r1', (v) => v.history.length > 0 && v.phase === 'draw');
    expect(v.turn).toBe(v.seat);
    const turnLine = (html: string) =>
      /<p class="sc-turn"[^>]*>(.*?)<\/p>/
        .exec(html)?.[1]
        ?.replace(/<!-- -->/g, '')
        .trim();
    expect(turnLine(render(v, { screen: true }))).toMatch(/^Du bist dran\. /);
    expect(turnLine(render(v, { screen: true, summary: 0 }))).toBe('Der nächste Durchgang beginnt nach „Weiter“.');
    expect(turnLine(render(v, { screen: true, summary: 0 }, testServices('en')))).toBe(
      'The next round starts after “Continue”.',
    );
    expect(turnLine(render(v, { screen: true, away: true }))).toBe('Du bist dran – der Computer spielt für dich.');
  });

  it('Meister-Expedition before the first draw: the stage bar 1–10 and the backpack', () => {
    const { v } = playUntil('meister', 'r2', (v) => v.phase === 'draw' && v.seat !== null && !v.acted[v.seat]);
    const html = render(v);
    expect(html).toContain('aria-label="Etappe wählen"');
    expect(html.match(/class="sc-stage"/g)?.length).toBe(10);
    expect(html).toContain('Rucksack');
    expect(html).toContain('Ablage');
    expect(html).toContain('Strafpunkte');
  });

  it('Nordwand carry-over: the Bilanz offers the cards to keep and one "Weiter"', () => {
    const { v } = playUntil('nordwand', 'k1', (v) => v.phase === 'carry' && v.keep !== null, 2);
    const html = render(v, { summary: v.history.length - 1 });
    expect(html).toContain('Karten mitnehmen (Nordwand)');
    expect(html.match(/>Weiter</g)?.length).toBe(1);
  });

  it("the round's Bilanz dialog is described by its sentence (who finished), so a screen reader reads it with the title", () => {
    const { v } = playUntil('gipfelsturm', 'r1', (v) => v.history.length === 1);
    const html = render(v, { summary: 0 });
    const dialog = /<dialog[^>]*>/.exec(html)?.[0] ?? '';
    const id = /aria-describedby="([^"]+)"/.exec(dialog)?.[1];
    expect(id).toBeTruthy();
    const sentence = new RegExp(`<p id="${id}">([^<]*)</p>`).exec(html)?.[1] ?? '';
    const who = v.history[0]!.finisher;
    expect(who).not.toBeNull();
    expect(sentence).toBe(who === v.seat ? 'Du bist fertig.' : `Computer ${who} ist fertig.`);
    // Closed, the dialog points at nothing.
    expect(/<dialog[^>]*>/.exec(render(v))?.[0]).not.toContain('aria-describedby');
  });

  it('the round’s Bilanz: column heads in one case; who went out is said to leap two camps (QA 6 Dec 2026)', () => {
    const { v } = playUntil('gipfelsturm', 'r1', (v) => v.history.length === 1);
    const who = v.history[0]!.finisher!;
    const rows = (html: string) => [...html.matchAll(/<tr><th scope="row">([^<]*)<\/th>(.*?)<\/tr>/g)];
    const de = render(v, { summary: 0 });
    expect(de).toContain('<th scope="col">Spieler</th><th scope="col">Lager</th>');
    expect(de).toContain('<th scope="col">Jetzt</th>');
    const leaps = rows(de).filter((r) => r[2]!.includes('Gipfelsprung'));
    expect(leaps.map((r) => r[1])).toEqual([who === v.seat ? 'Du' : `Computer ${who}`]);
    expect(leaps[0]![2]).toContain('Lager 3 (Gipfelsprung: zwei Lager weiter)');
    const en = render(v, { summary: 0 }, testServices('en'));
    expect(en).toContain('<th scope="col">Now</th>');
    expect(en).toContain('Camp 3 (summit leap: two camps on)');
  });

  it('read-only (replay): no moves, no keys', () => {
    const { v } = playUntil('gipfelsturm', 'r3', (v) => v.phase === 'draw');
    const html = render(v, { readOnly: true });
    expect(html).not.toContain('Karte vom Material nehmen');
    expect(html).not.toContain('aria-keyshortcuts');
    expect(html).toContain('Deine Hand');
    expect(html).not.toContain('Hand von Du');
  });

  it('a round-6 summit: the end table is "Bilanz nach Durchgang 6" and names who laid the Gipfellager', () => {
    const end = playToEnd('gipfelsturm', 'summit-0', 2);
    expect([end.summit, end.round]).toEqual([1, 6]);
    const html = render(speedclimb.view(end, 0));
    expect(html).toContain('Bilanz nach Durchgang 6');
    expect(html).not.toContain('Bilanz nach Durchgang 5');
    expect(html).toContain('Computer 1 schlägt das Gipfellager auf und gewinnt sofort.');
    // The turn line (a live region) says who won, not only that the game is over.
    expect(html).toMatch(/<p class="sc-turn" aria-live="polite">Die Partie ist zu Ende\. Computer 1 gewinnt\.\s*</);
  });

  it('the game over after "Tisch verlassen": the computer won the seat, not "Du" (QA 7 Dec 2026)', () => {
    // Seat 1 lays the Gipfellager; its player had left the table, the computer played it (A3).
    const end = playToEnd('gipfelsturm', 'summit-0', 2);
    expect(end.summit).toBe(1);
    const turn = (html: string) => /<p class="sc-turn" aria-live="polite">([^<]*)/.exec(html)?.[1]?.trim();
    expect(turn(render(speedclimb.view(end, 1), { away: true }))).toBe(
      'Die Partie ist zu Ende. Der Computer (für dich) gewinnt.',
    );
    expect(turn(render(speedclimb.view(end, 1)))).toBe('Die Partie ist zu Ende. Du gewinnst.');
    // The other seat reads the winner's name as before.
    expect(turn(render(speedclimb.view(end, 0), { away: true }))).toBe('Die Partie ist zu Ende. Computer 1 gewinnt.');
  });

  it('the end in a short wide window (1024 × 600) reads as a page: one screen had left the standings one place and a half (QA 7 Dec 2026)', () => {
    const end = speedclimb.view(playToEnd('gipfelsturm', 'summit-0', 2), 0);
    const oneScreen = (html: string) => /<div[^>]*class="sc-table"[^>]*data-screen="true"/.test(html);
    const windowOf = (matching: (q: string) => boolean) =>
      vi.stubGlobal('matchMedia', (q: string) => ({
        matches: matching(q),
        addEventListener() {},
        removeEventListener() {},
      }));
    try {
      windowOf(() => false); // 1280 × 800
      expect(oneScreen(render(end, { screen: true }))).toBe(true);
      windowOf((q) => q === SHORT_END_QUERY); // 1024 × 600
      expect(oneScreen(render(end, { screen: true }))).toBe(false);
      // While the game runs the short window keeps its one screen.
      const { v } = playUntil('gipfelsturm', 'r3', (v) => v.phase === 'draw');
      expect(oneScreen(render(v, { screen: true }))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('the game over: no "Rat" (nothing is left to advise; it stood there, disabled), the Bilanz still offered', () => {
    const rat = (html: string) => html.includes('aria-keyshortcuts="R"');
    const { v } = playUntil('gipfelsturm', 'r3', (v) => v.phase === 'draw');
    expect(rat(render(v))).toBe(true);
    const html = render(speedclimb.view(playToEnd('gipfelsturm', 'summit-0', 2), 0));
    expect(rat(html)).toBe(false);
    expect(html).toMatch(/<button[^>]*>Bilanz/);
  });

  it('Große Expedition, the end: each place names the stage after those done, a seat with all ten none (QA 7 Dec 2026)', () => {
    const end = playToEnd('expedition', 'etappen-ende', 3);
    const v = speedclimb.view(end, 0);
    const html = render(v);
    const standings = /<section class="sc-standings"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    const places = [...standings.matchAll(/<li data-seat="(\d)">([\s\S]*?)<\/li>/g)].map(([, seat, li]) => ({
      seat: Number(seat),
      level: v.level[Number(seat)]!,
      text: li!.replace(/<[^>]+>/g, ''),
    }));
    expect(places).toHaveLength(3);
    // The view's stage is the one dealt for the last round: for a seat that laid it, no longer "now".
    expect(places.some((p) => p.level < 10 && v.stage[p.seat] !== p.level)).toBe(true);
    for (const p of places)
      expect(p.text).toContain(
        p.level >= 10 ? '— 10 von 10 Etappen ·' : `— Etappe ${p.level + 1} · ${p.level} von 10 Etappen ·`,
      );
    expect(places.some((p) => p.level >= 10)).toBe(true);
    expect(standings).not.toContain('Etappe 11');
  });

  it('Meister: the Bilanz says which stages are done, not the next round’s proposal as "jetzt"', () => {
    // Seat 0 laid Etappe 2 in round 1; the next round proposes Etappe 1.
    const { v } = playUntil(
      'meister',
      'm-9',
      (v) => v.seat === 0 && v.history.length === 1 && v.history[0]!.campLaid[0] === true,
      2,
    );
    expect([v.history[0]!.stage[0], v.stage[0]]).toEqual([1, 0]);
    const html = render(v, { summary: 0 });
    const sheet = /<dialog[^>]*>[\s\S]*?<\/dialog>/.exec(html)?.[0] ?? '';
    const own = /<th scope="row">Du<\/th>([\s\S]*?)<\/tr>/.exec(sheet)?.[1] ?? '';
    expect(own).toContain('Etappe 2: ✓ aufgeschlagen');
    expect(own).toContain('1 von 10 Etappen geschafft (Etappe 2)');
    expect(own).not.toContain('Etappe 1 ·');
  });

  it('the own seat in the second person: "Du bist dran", "Folge … von dir"; the Sherpa shows no "J"', () => {
    const { v } = playUntil('gipfelsturm', 'r4', (v) => v.phase === 'draw' && v.melds.some((m) => m.owner === v.seat));
    // Read-only (a replay step) on the own turn: the turn line and the seat box.
    const html = render(v, { readOnly: true });
    expect(html).toContain('Du bist dran.');
    expect(html).toContain(
      '<span class="sc-seat-name">Du<span class="sc-turn-mark"> ◆ <span class="sc-turn-word">bist dran</span></span>',
    );
    expect(html).not.toContain('Du ist dran');
    expect(html).toContain('von dir');
    expect(html).not.toContain('von Du');
    expect(renderWithServices(<ClimbCard card="J" />)).not.toMatch(/>J</);
  });
});

describe('speedclimb table: a watcher (no seat) sees no seat’s tools', () => {
  // The table at the draw as the server shows it to a watcher ("Zuschauen"): `seat: null`.
  const { s } = playUntil('gipfelsturm', 'r3', (v) => v.phase === 'draw');
  const watched = speedclimb.view(s, null);
  const names = watched.handCounts.map((_, i) => `Spieler ${i + 1}`);

  it('no Rat, no key badge or key line, no hand; the seats, the piles, the log and the Bilanz stay', () => {
    for (const lang of ['de', 'en'] as const) {
      // Even where the Rat would be offered (`hintAllowed`): it is advice for a seat's hand.
      const html = render(watched, { names, hintAllowed: true, screen: true }, testServices(lang));
      expect(html).not.toContain('<kbd>');
      expect(html).not.toContain('aria-keyshortcuts');
      expect(html).not.toMatch(/>(Rat|Hint)\b/);
      expect(html).not.toContain('class="sc-keys');
      expect(html).not.toContain('class="sc-hand');
      expect(html).not.toContain('class="sc-actions');
      expect(html).toContain('class="sc-seat"');
      expect(html).toContain('class="sc-piles"');
      expect(html).toContain('role="log"');
      expect(html).toMatch(/<button[^>]*>(Bilanz|Scores)/);
    }
  });
});

describe('a chosen Schneesturm', () => {
  it('"oben auf einen Mitspieler klicken": each seat it may go to takes the click, besides its button', () => {
    const { v } = playUntil('gipfelsturm', 'r1', () => true);
    const names = v.handCounts.map((_, i) => (i === v.seat ? 'Du' : `Computer ${i}`));
    const target = names.findIndex((_, i) => i !== v.seat);
    const html = renderWithServices(
      <Seats view={v} names={names} thinking={null} tx={TEXT.de} storms={[{ type: 'storm', target }]} />,
    );
    const seatTags = [...html.matchAll(/<li class="sc-seat"[^>]*>/g)].map((m) => m[0]);
    expect(seatTags.filter((t) => t.includes('data-target="yes"'))).toEqual([
      expect.stringContaining(`data-seat="${target}"`),
    ]);
    expect(html).toContain(`❄ ${TEXT.de.storm(names[target]!)}`);
  });

  it('the hand’s key badges: 1–9, 0, then ⇧1 on the 11th card (it had none)', () => {
    const { v } = playUntil('gipfelsturm', 'r1', (v) => v.phase === 'play' && v.hand.length === 11);
    const html = render(v);
    expect(html).toContain('aria-keyshortcuts="0"');
    expect(html).toContain('aria-keyshortcuts="Shift+1"');
    expect(html).toMatch(/<span class="sc-key" aria-hidden="true" data-shift="true">⇧1<\/span>/);
    expect(html).toContain('Tasten: 1–9, 0, ⇧1–⇧0 oder ← → Karte wählen');
  });
});

describe('the combinations on the table', () => {
  // A Sherpa that fits a run at both ends ("Einen Sherpa an eine Folge legst du unten an, wenn du
  // auf das linke Drittel klickst"): the position of model.test.ts's left-third test.
  const { v } = playUntil('gipfelsturm', 'sherpa-layoff', (v) =>
    v.legalMoves.some(
      (m) =>
        m.type === 'layoff' &&
        m.card === 'J' &&
        m.end === 'low' &&
        v.legalMoves.some((n) => n.type === 'layoff' && n.card === 'J' && n.meld === m.meld && n.end === 'high'),
    ),
  );
  const targets = v.legalMoves.filter(
    (m): m is Extract<typeof m, { type: 'layoff' }> => m.type === 'layoff' && m.card === 'J',
  );
  const names = v.handCounts.map((_, i) => (i === v.seat ? 'Du' : `Computer ${i}`));
  const melds = (compact: boolean) =>
    renderWithServices(
      <Melds view={v} names={names} lang="de" tx={TEXT.de} targets={targets} onMove={noMove} compact={compact} />,
    );

  it('a phone held upright draws their cards with the number large; the names and buttons read as before', () => {
    const phone = melds(true);
    const wide = melds(false);
    // The names' words as they were ("1. Folge 4–7 von Computer 2"), the owner a span of its own.
    const text = (html: string) =>
      [...html.matchAll(/<span class="sc-meld-name">([\s\S]*?)<\/span><span class="sc-meld-cards"/g)].map((m) =>
        m[1]!.replace(/<[^>]+>/g, ''),
      );
    expect(text(phone)).toEqual(text(wide));
    expect(text(phone)[0]).toMatch(/^1\. .+ von (dir|Computer \d)$/);
    expect(text(phone)).toHaveLength(v.melds.length);
    // The numbered cards as the camp field's places (CompactFace) on the phone only.
    const numbered = v.melds.flatMap((m) => m.cards).filter((c) => c !== 'J' && c !== 'X').length;
    expect(phone.match(/sc-compact/g)?.length).toBe(numbered);
    expect(wide).not.toContain('sc-compact');
    // The run's two ends: "(unten)" and "(oben)", marked for the phone's left third; the sign not read.
    const low = targets.find((t) => t.end === 'low')!;
    for (const html of [phone, wide]) {
      expect(html).toContain(`data-end="low"`);
      expect(html).toContain(`data-end="high"`);
      expect(html).toMatch(
        new RegExp(
          `<button[^>]*data-end="low"[^>]*><span class="sc-fit-sign" aria-hidden="true">\\+</span>Anlegen an ${low.meld + 1} \\(unten\\)`,
        ),
      );
    }
  });
});
