import { unwrap } from '@kartenhaus/core';
import { gipfelsturm, type GipfelView } from '@kartenhaus/gipfelsturm';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../../context.js';
import { renderWithServices, testServices } from '../../test-services.js';
import { GipfelsturmTable, type GipfelsturmTableProps } from './GipfelsturmTable.js';
import { clickable, clockText } from './model.js';
import { PeaksArea } from './PeaksArea.js';
import { QuickCalls } from './QuickCalls.js';
import { TEXT } from './strings.js';

/** A dealt two-seat table after "Los!", seen from seat 1 (index 0). */
function running(options: Record<string, unknown> = {}): GipfelView {
  const config = unwrap(gipfelsturm.parseConfig({ players: 2, ...options }));
  const s = unwrap(gipfelsturm.play(gipfelsturm.deal(config, 'render'), 0, { type: 'start' }, 1000)).state;
  return gipfelsturm.view(s, 0);
}

const render = (p: Partial<GipfelsturmTableProps> & { view: GipfelView }, services?: Services) =>
  renderWithServices(
    <GipfelsturmTable
      names={['Du', 'Computer 2']}
      events={[]}
      step={0}
      countdownEnd={null}
      refused={null}
      onMove={() => {}}
      badge={null}
      title=""
      lobbyHref="/spiel/gipfelsturm"
      {...p}
    />,
    services,
  );

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('the table screen', () => {
  it('draws every free card as a button; those the legal moves allow carry the ring and their pile', () => {
    const view = running();
    const html = render({ view });
    expect(count(html, /class="gs-slot gs-card"/g)).toBe(10); // the ten open cards of the bottom row
    expect(count(html, /data-fits="true"/g)).toBe(clickable(view).size);
    expect(count(html, /aria-hidden="true"><svg class="gs-face gs-rock/g)).toBe(18);
    expect(html).toContain('data-live="true"');
    if (clickable(view).size > 0)
      expect(html).toMatch(/aria-label="[^"]+ – passt auf (deinen Stapel|den Stapel von Computer 2)"/);
    expect(count(html, /class="gs-call"/g)).toBeGreaterThanOrEqual(3); // Warte!, Ich deck auf!, Ich brauch …
    expect(html).toContain('Dein Stapel');
    expect(html).toContain('Vorrat: 11 Karten');
  });

  it("on a phone plays the free cards from the row under the peaks: each once, 44 px, the peaks' picture not read", () => {
    const view = running();
    const peaks = (freeRow: boolean) =>
      renderWithServices(
        <PeaksArea
          view={view}
          tx={TEXT.de}
          live
          readOnly={false}
          hidden={false}
          highlight
          pending={undefined}
          bounce={null}
          pileOf={(s) => `Stapel ${s}`}
          onCard={() => {}}
          onDragStart={() => {}}
          countdown={null}
          freeRow={freeRow}
        />,
      );
    const html = peaks(true);
    expect(html).toContain('<div class="gs-free" role="group" aria-label="Freie Karten">');
    expect(count(html, /<button[^>]*class="gs-card gs-free-card"/g)).toBe(10);
    expect(count(html, /<button/g)).toBe(10); // the peaks' free cards are no buttons
    expect(count(html, /class="gs-slot gs-peak-free"[^>]*aria-hidden="true"/g)).toBe(10);
    expect(count(html, /aria-label="[^"]+ – (passt|passt gerade nicht)/g)).toBe(10);
    // Five columns, each under two bottom-row cards: the leftmost card up left, the second under it.
    expect(html).toMatch(/style="grid-column:1;grid-row:1"[^>]*data-card/);
    expect(html).toMatch(/style="grid-column:1;grid-row:2"[^>]*data-card/);
    expect(html).toMatch(/style="grid-column:5;grid-row:2"[^>]*data-card/);
    expect(count(html, /data-fits="true"/g)).toBe(clickable(view).size);
    // Elsewhere the peaks' own cards are the buttons, and there is no row.
    const wide = peaks(false);
    expect(wide).not.toContain('gs-free');
    expect(count(wide, /class="gs-slot gs-card"/g)).toBe(10);
  });

  it('plays nothing during the countdown', () => {
    const config = unwrap(gipfelsturm.parseConfig({ players: 2 }));
    const view = gipfelsturm.view(gipfelsturm.deal(config, 'render'), 0);
    const html = render({ view, countdownEnd: 1e12 });
    expect(html).not.toContain('data-live');
    expect(count(html, /data-fits/g)).toBe(0);
    expect(html).toContain('gs-countdown');
  });

  it('holds the clock during a countdown over a started game (a practice restored after a reload)', () => {
    // A started game with a clock, seen again while the countdown runs: the page's clock moves on
    // 3 s between the clock's reading of the view and its ticker, as a countdown lets it.
    const config = unwrap(gipfelsturm.parseConfig({ players: 2 }));
    const s = unwrap(gipfelsturm.play(gipfelsturm.deal(config, 'render'), 0, { type: 'start' }, 1000)).state;
    const view = gipfelsturm.view(s, 0);
    expect(view.clock.startedAt).not.toBeNull();
    const shown = (countdownEnd: number | null) => {
      let t = 50_000;
      const clock = vi.spyOn(performance, 'now').mockImplementation(() => (t += 3000));
      try {
        return /role="timer"[^>]*aria-label="([^"]+)"/.exec(render({ view, countdownEnd }))?.[1];
      } finally {
        clock.mockRestore();
      }
    };
    const left = (ms: number) => `${TEXT.de.clock}: ${clockText(ms)}`;
    expect(shown(1e12)).toBe(left(view.clock.leftMs!));
    // Without the countdown the clock runs: the time the page's clock moved is gone from it.
    expect(shown(null)).not.toBe(left(view.clock.leftMs!));
  });

  it('plays nothing while the computer plays the seat (A3, until "Ich bin zurück")', () => {
    const view = running();
    expect(clickable(view).size).toBeGreaterThan(0); // the view itself still lists the seat's moves
    const html = render({ view, away: true });
    expect(html).not.toContain('data-live');
    expect(count(html, /data-fits/g)).toBe(0);
    expect(count(html, /draggable="true"/g)).toBe(0);
    expect(html).toMatch(/<button[^>]*class="[^"]*gs-flip[^"]*"[^>]*disabled=""/);
    // The calls are there but disabled, as during the countdown; no "Brauch …" suggestion.
    expect(count(html, /class="gs-call"/g)).toBe(count(html, /class="gs-call"[^>]*disabled=""/g));
    // The cards are still drawn: the player watches the computer play the seat.
    expect(count(html, /class="gs-slot gs-card"/g)).toBe(10);
  });

  it('has no calls with Stiller Gipfel', () => {
    const html = render({ view: running({ stillerGipfel: true }) });
    expect(html).toContain('Stiller Gipfel: keine Zurufe.');
    expect(count(html, /class="gs-call"/g)).toBe(0);
    // The key list ("Tasten") names the card keys but not the call keys, which do nothing here.
    expect(html).toContain('<dt><kbd>V</kbd></dt>');
    for (const k of ['W', 'D', 'B + Wert']) expect(html).not.toContain(`<dt><kbd>${k}</kbd></dt>`);
    // With calls allowed the list names them.
    const loud = render({ view: running() });
    for (const k of ['V', 'W', 'D', 'B + Wert']) expect(loud).toContain(`<dt><kbd>${k}</kbd></dt>`);
  });

  it('in a replay shows the table only: no buttons, nobody is "Du"', () => {
    const html = render({ view: running(), readOnly: true, names: ['Anna', 'Ben'] });
    expect(html).not.toContain('<button');
    expect(html).toContain('Stapel von Anna');
    expect(html).not.toContain('Dein Stapel');
  });

  it('to a watcher (no seat) shows the table as it is and no seat’s tools: no card to play, no calls, no keys; the log stays', () => {
    const config = unwrap(gipfelsturm.parseConfig({ players: 2 }));
    const s = unwrap(gipfelsturm.play(gipfelsturm.deal(config, 'render'), 0, { type: 'start' }, 1000)).state;
    const watched = gipfelsturm.view(s, null);
    for (const lang of ['de', 'en'] as const) {
      const html = render({ view: watched, names: ['Anna', 'Ben'] }, testServices(lang));
      expect(html).not.toContain('<button');
      expect(html).not.toContain('<kbd');
      expect(html).not.toContain('gs-calls');
      expect(html).not.toContain('gs-keys');
      expect(html).not.toContain('data-live');
      // The peaks' open cards, both piles by their players' names, the log.
      expect(count(html, /class="gs-slot" style="[^"]*"><svg/g)).toBe(10);
      expect(html).toContain(lang === 'de' ? 'Stapel von Anna' : 'Anna’s pile');
      expect(html).not.toMatch(/Dein Stapel|Your pile/);
      expect(html).toContain('role="log"');
    }
  });

  it("between two Rekordjagd deals shows the finished deal's result, not the next deal's fresh cards", () => {
    const config = unwrap(gipfelsturm.parseConfig({ players: 2, rekordjagd: true }));
    const started = unwrap(gipfelsturm.play(gipfelsturm.deal(config, 'series'), 0, { type: 'start' }, 1000)).state;
    // The clock runs out: deal 1 is lost and deal 2 is dealt at once (the engine's next state).
    const ended = gipfelsturm.tick!(started, 1e9);
    expect(ended.events.map((e) => e.type)).toContain('dealt');
    const view = gipfelsturm.view(ended.state, 0);
    expect(view.over).toBe(false);
    const html = render({ view, between: true });
    expect(html).toContain('Partie 1: Verloren');
    // The peaks and piles of deal 2 are in the page but hidden until its countdown.
    // (`hidden` and `display: none`: the piles' own CSS sets a display the attribute would lose to.)
    expect(html).toMatch(/<section class="gs-peaks-wrap"[^>]*hidden=""[^>]*style="display:none"/);
    expect(html).toMatch(/<section class="gs-piles"[^>]*hidden=""[^>]*style="display:none"/);
    // Nor does the top line count deal 2's peak cards over deal 1's result.
    expect(html).not.toContain('gs-left');
    // During play they show.
    expect(render({ view: running() })).not.toMatch(/<section class="gs-peaks-wrap"[^>]*hidden/);
  });

  it('names a partner’s pile and its list of last plays by the partner’s name, in German and English', () => {
    const config = unwrap(gipfelsturm.parseConfig({ players: 2 }));
    let state = unwrap(gipfelsturm.play(gipfelsturm.deal(config, 'render'), 0, { type: 'start' }, 1000)).state;
    const events: unknown[] = [];
    // The partner (seat 1) lays what fits or turns up its stock: its last plays stand at its pile.
    for (let i = 0; i < 2; i++) {
      const move = gipfelsturm.legalMoves(state, 1).find((m) => m.type === 'play' || m.type === 'flip')!;
      const r = unwrap(gipfelsturm.play(state, 1, move, 2000 + i * 100));
      state = r.state;
      events.push(...r.events);
    }
    const props = { view: gipfelsturm.view(state, 0), events: events as never, step: 1, restored: true };
    const heads = (html: string) =>
      [...html.matchAll(/<div class="gs-pile"[^>]*><h3><span class="gs-pile-name">([^<]*)/g)].map((m) => m[1]);
    const lists = (html: string) => [...html.matchAll(/<ul class="gs-recent" aria-label="([^"]*)"/g)].map((m) => m[1]);
    const de = render({ ...props, names: ['Du', 'Anna'] });
    expect(heads(de)).toEqual(['Dein Stapel', 'Stapel von Anna']);
    expect(lists(de)).toEqual(['Zuletzt gespielt von Anna']);
    const en = render({ ...props, names: ['You', 'Anna'] }, testServices('en'));
    expect(heads(en)).toEqual(['Your pile', 'Anna’s pile']);
    expect(lists(en)).toEqual(['Anna’s recent plays']);
    // A computer partner is named as the site names computers, by its seat (the pile's key 2).
    const computer = render({ ...props, names: ['Du', TEXT.de.computer(2)] });
    expect(heads(computer)).toEqual(['Dein Stapel', 'Stapel von Computer 2']);
    expect(lists(computer)).toEqual(['Zuletzt gespielt von Computer 2']);
    // A card the partner laid on its own pile is "auf den eigenen Stapel" there (it said "auf den
    // Stapel von Computer 2" under Computer 2's own pile); on the player's pile "auf deinen Stapel".
    const items = (html: string) =>
      [
        ...(/<ul class="gs-recent"[^>]*>([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '').matchAll(/<li[^>]*>([^<]*)<\/li>/g),
      ].map((m) => m[1] ?? '');
    const played = items(computer).filter((t) => t.includes(' auf '));
    for (const t of played) expect(t).toMatch(/ auf (den eigenen Stapel|deinen Stapel)$/);
    expect(items(computer).join(' ')).not.toContain('Stapel von Computer 2');
  });

  it("a page opened anew rebuilds the log from the snapshot's steps; the computer's plays for the own seat are its own", () => {
    const config = unwrap(gipfelsturm.parseConfig({ players: 2 }));
    let state = unwrap(gipfelsturm.play(gipfelsturm.deal(config, 'render'), 0, { type: 'start' }, 1000)).state;
    const events: unknown[] = [];
    // Seat 0 turns up its stock and lays what fits: a few steps, as the server would have sent them.
    for (let i = 0; i < 3; i++) {
      const moves = gipfelsturm.legalMoves(state, 0).filter((m) => m.type === 'flip' || m.type === 'play');
      const move = moves[0];
      if (!move) break;
      const r = unwrap(gipfelsturm.play(state, 0, move, 2000 + i * 100));
      state = r.state;
      events.push(...r.events);
    }
    const view = gipfelsturm.view(state, 0);
    const lines = (html: string) =>
      [...(/<ol class="gs-log">([\s\S]*?)<\/ol>/.exec(html)?.[1] ?? '').matchAll(/<li>([^<]*)<\/li>/g)].map(
        (m) => m[1] ?? '',
      );
    const mine = lines(render({ view, events: events as never, step: 1, restored: true }));
    const own = mine.filter((l) => l.startsWith('Du '));
    expect(own.length).toBeGreaterThan(0);
    // Every step the computer's for the own seat (the server's `by`), whatever the seat is now.
    const all = events.map(() => true);
    const away = lines(render({ view, events: events as never, step: 1, restored: true, byComputer: all }));
    expect(away.some((l) => l.startsWith('Du '))).toBe(false);
    expect(away.filter((l) => l.startsWith('Der Computer (für dich) ')).length).toBe(own.length);
    // The seat away now: its earlier own plays stay its own (QA 5 Dec 2026: after "Tisch verlassen"
    // and back they read as the computer's).
    const none = events.map(() => false);
    const before = lines(
      render({ view, events: events as never, step: 1, restored: true, away: true, byComputer: none }),
    );
    expect(before).toEqual(mine);
    // Without `restored` a first render has no log yet (the steps come as they happen).
    expect(lines(render({ view, events: events as never, step: 1 }))).toEqual([]);
    // The partner's seat taken over by the computer after the first event: said there, once.
    const told = lines(
      render({
        view,
        events: events as never,
        step: 1,
        restored: true,
        restoredNews: [{ at: 1, news: { type: 'computerPlays', name: 'Ben' } }],
      }),
    );
    expect(told.filter((l) => l === 'Für Ben spielt jetzt der Computer.')).toHaveLength(1);
    expect(told.filter((l) => l !== 'Für Ben spielt jetzt der Computer.')).toEqual(mine.slice(-(told.length - 1)));
  });

  // QA 6 Dec 2026 (g3-A-result.png): "Won!" over "Won! All peaks cleared – 6 stock cards left."
  it('the result says won or lost once: its title, then why', () => {
    const result = (html: string) => {
      const box = /<section class="gs-result"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
      return {
        title: /<h2[^>]*>([\s\S]*?)<\/h2>/.exec(box)?.[1]?.replace(/<!-- -->/g, ''),
        said: /<p>([^<]*)<\/p>/.exec(box)?.[1],
      };
    };
    const view = running();
    const won = { ...view, over: true, finished: [{ won: true, score: 6 } as const] };
    expect(result(render({ view: won }))).toEqual({
      title: 'Gewonnen!',
      said: 'Alle Gipfel sind abgeräumt – 6 Vorratskarten übrig.',
    });
    const lost = { ...view, over: true, finished: [{ won: false, reason: 'timeUp' } as const] };
    expect(result(render({ view: lost }))).toEqual({ title: 'Verloren', said: 'Die Zeit ist um – Hände weg.' });
    const en = result(render({ view: won }, testServices('en')));
    expect(en).toEqual({ title: 'Won!', said: 'All peaks cleared – 6 stock cards left.' });
  });
});

describe('the "Ich brauch …" rank picker', () => {
  const picker = (lang: 'de' | 'en') =>
    renderWithServices(
      <QuickCalls view={running()} tx={TEXT[lang]} lang={lang} live mode="need" setMode={() => {}} act={() => {}} />,
    );

  it('shows each rank’s key as a badge, in the language’s letters (QA 6 Dec 2026: J, Q did nothing, no badge)', () => {
    const en = picker('en');
    expect(en).toMatch(/>Jack<kbd aria-hidden="true">J<\/kbd>/);
    expect(en).toMatch(/>Queen<kbd aria-hidden="true">Q<\/kbd>/);
    expect(en).toMatch(/>10<kbd aria-hidden="true">0<\/kbd>/);
    expect(en).toContain('aria-keyshortcuts="J"');
    const de = picker('de');
    expect(de).toMatch(/>Bube<kbd aria-hidden="true">B<\/kbd>/);
    expect(de).toMatch(/>Dame<kbd aria-hidden="true">D<\/kbd>/);
    expect(de).toMatch(/>König<kbd aria-hidden="true">K<\/kbd>/);
  });
});

describe('the quick calls’ names', () => {
  /** Each button's name as a screen reader reads it: its words, without what is aria-hidden (the keys). */
  const names = (lang: 'de' | 'en') =>
    [
      ...renderWithServices(
        <QuickCalls
          view={running()}
          tx={TEXT[lang]}
          lang={lang}
          live
          mode="normal"
          setMode={() => {}}
          act={() => {}}
        />,
      ).matchAll(/<button[^>]*>(.*?)<\/button>/g),
    ].map(([, inner]) =>
      inner!
        .replace(/<(\w+) aria-hidden="true">.*?<\/\1>/g, '')
        .replace(/<[^>]+>/g, '')
        .replace(/<!--.*?-->/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );

  it('reads each call once: the short words, then the rule text’s where they differ (QA 7 Dec 2026)', () => {
    const de = names('de');
    expect(de).toContain('Warte! – Warte, noch nicht aufdecken!');
    expect(de).toContain('Ich deck auf!');
    expect(de).toContain('Ich brauch …');
    const en = names('en');
    expect(en).toContain('I’m turning up!');
    for (const name of [...de, ...en]) {
      const [short, long] = name.split(' – ');
      expect(short, name).not.toBe(long);
    }
  });
});
