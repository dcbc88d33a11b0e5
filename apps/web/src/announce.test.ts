import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Announcer, followPages, KEPT_AT_PAGE_CHANGE_MS, LOADING_SAID_AFTER_MS, SHOWN_MS } from './announce.js';

const texts = (a: Announcer) => a.getSnapshot().map((x) => x.text);

describe('Announcer', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('the same words twice within one task are said once (StrictMode runs effects twice), in two tasks twice', async () => {
    const spoken: string[] = [];
    const a = new Announcer(
      (text) => spoken.push(text),
      () => ({ on: true, lang: 'de' }),
    );
    a.announce('Du bist dran.');
    a.announce('Du bist dran.');
    expect(texts(a)).toEqual(['Du bist dran.']);
    expect(spoken).toEqual(['Du bist dran.']);
    await vi.advanceTimersByTimeAsync(0);
    a.announce('Du bist dran.');
    expect(texts(a)).toEqual(['Du bist dran.', 'Du bist dran.']);
    expect(spoken).toEqual(['Du bist dran.', 'Du bist dran.']);
  });

  it('a new page drops what the page before said, but not what was said on the way to it', () => {
    const a = new Announcer(null, () => ({ on: false, lang: 'de' }));
    a.announce('Du bist dran.');
    vi.advanceTimersByTime(3000);
    // "Tisch verlassen": said, and the lobby opens.
    a.announce('Du hast den Tisch verlassen.');
    vi.advanceTimersByTime(KEPT_AT_PAGE_CHANGE_MS - 1);
    a.pageChanged();
    expect(texts(a)).toEqual(['Du hast den Tisch verlassen.']);
    vi.advanceTimersByTime(SHOWN_MS);
    expect(texts(a)).toEqual([]);
  });

  it('follows the pages by their address: a new one drops the old sentences, the same address keeps them', () => {
    const a = new Announcer(null, () => ({ on: false, lang: 'de' }));
    let listener = () => {};
    let where = '/tisch/t1';
    const off = followPages(
      a,
      (l) => {
        listener = l;
        return () => {
          listener = () => {};
        };
      },
      () => where,
    );
    a.announce('Du bist dran.');
    vi.advanceTimersByTime(2000);
    listener(); // a popstate or a link to the page that is open
    expect(texts(a)).toEqual(['Du bist dran.']);
    where = '/spiel/speedlift';
    listener();
    expect(texts(a)).toEqual([]);
    off();
  });

  it('tells its listeners of a sentence that goes, and not again when nothing changed', () => {
    const a = new Announcer(null, () => ({ on: false, lang: 'de' }));
    let told = 0;
    a.subscribe(() => told++);
    a.announce('Kopiert.');
    expect(told).toBe(1);
    a.pageChanged(); // said just now: stays, nothing to tell
    expect(told).toBe(1);
    vi.advanceTimersByTime(SHOWN_MS);
    expect(told).toBe(2);
    expect(texts(a)).toEqual([]);
  });

  describe('"Lädt …" (QA: said two to four times on the way from the lobby to a table)', () => {
    const quiet = () => new Announcer(null, () => ({ on: false, lang: 'de' }));

    it('a page that comes within a moment says nothing', () => {
      const a = quiet();
      const end = a.loading('Lädt …');
      vi.advanceTimersByTime(LOADING_SAID_AFTER_MS - 1);
      end();
      vi.advanceTimersByTime(10_000);
      expect(texts(a)).toEqual([]);
    });

    it('the parts that load one after another say it once, when the page is still loading after a moment', () => {
      const a = quiet();
      // The table page's code, then the table from the server, then the game screen's code: each
      // loader goes in the render that brings the next.
      const code = a.loading('Lädt …');
      vi.advanceTimersByTime(400);
      code();
      const table = a.loading('Lädt …');
      vi.advanceTimersByTime(LOADING_SAID_AFTER_MS - 401);
      expect(texts(a)).toEqual([]);
      vi.advanceTimersByTime(1);
      expect(texts(a)).toEqual(['Lädt …']);
      table();
      const screen = a.loading('Lädt …');
      vi.advanceTimersByTime(5000);
      screen();
      a.loading('Lädt …')();
      vi.advanceTimersByTime(SHOWN_MS);
      expect(a.getSnapshot()).toEqual([]);
      // Not said again on this page, however long it loads.
      a.loading('Lädt …');
      vi.advanceTimersByTime(SHOWN_MS);
      expect(texts(a)).toEqual([]);
    });

    it('a new page may say it again, once; speech leaves it out', async () => {
      const spoken: string[] = [];
      const a = new Announcer(
        (text) => spoken.push(text),
        () => ({ on: true, lang: 'de' }),
      );
      a.loading('Lädt …')();
      const lobby = a.loading('Lädt …');
      vi.advanceTimersByTime(LOADING_SAID_AFTER_MS);
      expect(texts(a)).toEqual(['Lädt …']);
      await vi.advanceTimersByTimeAsync(2 * KEPT_AT_PAGE_CHANGE_MS);
      lobby();
      // The table: its page's code was still loading when the route changed.
      const code = a.loading('Lädt …');
      a.pageChanged();
      expect(texts(a)).toEqual([]);
      await vi.advanceTimersByTimeAsync(LOADING_SAID_AFTER_MS - 1);
      expect(texts(a)).toEqual([]);
      await vi.advanceTimersByTimeAsync(1);
      expect(texts(a)).toEqual(['Lädt …']);
      code();
      expect(spoken).toEqual([]);
    });
  });
});
