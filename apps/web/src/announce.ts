/**
 * Announcements for screen readers (a polite live region) and, when the player wants it,
 * speech (Web Speech API). The queue is DOM-free; the live region component subscribes.
 *
 * Each sentence is its own element of the region, added when it is said and removed a few seconds
 * later (`SHOWN_MS`) or when the player goes to another page: a region that kept its last sentence
 * had a screen reader's user read a stale "Du bist dran." when browsing the page later, even in the
 * lobby after leaving the table (QA). The region reads additions only (`LiveRegion.tsx`), so the
 * same sentence said again is a new element, said again, and a sentence that comes while another
 * is still there is added beside it — neither replaces nor repeats the other.
 */
export interface Announcement {
  readonly id: number;
  readonly text: string;
  /** When it was said (`Date.now()`). */
  readonly at: number;
}

export type Speak = (text: string, lang: string) => void;

/** How long a sentence stays in the live region: long enough for a screen reader to have read it. */
export const SHOWN_MS = 7000;

/**
 * What a new page keeps: sentences said this shortly before it belong to the step that led there
 * ("Du hast den Tisch verlassen." is said, then the lobby opens), not to the page that was left.
 */
export const KEPT_AT_PAGE_CHANGE_MS = 1000;

/** A page still loading after this long says "Lädt …" once; a faster one says nothing. */
export const LOADING_SAID_AFTER_MS = 1000;

export class Announcer {
  #shown: readonly Announcement[] = [];
  #nextId = 1;
  readonly #listeners = new Set<() => void>();
  /** Texts said in the current task (see `announce`). */
  readonly #thisTask = new Set<string>();
  /** Loading parts on the page now (`loading`), and whether this page said "Lädt …" already. */
  #loaders = 0;
  #loadingSaid = false;
  #loadingTimer: ReturnType<typeof setTimeout> | undefined;
  #loadingText = '';

  constructor(
    private readonly speak: Speak | null,
    private readonly wantsSpeech: () => { on: boolean; lang: string },
  ) {}

  /** The sentences in the live region now, oldest first. */
  readonly getSnapshot = (): readonly Announcement[] => this.#shown;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Says something to everyone who listens: the live region, and speech if switched on. */
  announce(text: string): void {
    if (!this.#show(text)) return;
    const want = this.wantsSpeech();
    if (want.on && this.speak) this.speak(text, want.lang);
  }

  /**
   * A new page: what was said on the page before leaves the live region (except what was said just
   * now, on the way here), and the new page may say "Lädt …" once again.
   */
  pageChanged(): void {
    const keepFrom = Date.now() - KEPT_AT_PAGE_CHANGE_MS;
    this.#set(this.#shown.filter((a) => a.at >= keepFrom));
    this.#loadingSaid = false;
    clearTimeout(this.#loadingTimer);
    this.#loadingTimer = undefined;
    if (this.#loaders > 0) this.#startLoading();
  }

  /**
   * A part of the page shows that it loads (`components/Loading.tsx`); the returned function ends
   * that. Every such part used to be a status region of its own, and the lobby's way to a table
   * passes three or four of them (the table page's code, the table from the server, the game
   * screen's code): a screen reader said "Lädt …" each time (QA). Now a page says it at most once,
   * when something of it is still loading `LOADING_SAID_AFTER_MS` after the loading began; the
   * parts that follow one another within a render count as one loading. Not spoken by the speech
   * setting, which is for the game's news.
   */
  loading(text: string): () => void {
    this.#loaders++;
    this.#loadingText = text;
    if (!this.#loadingSaid && this.#loadingTimer === undefined) this.#startLoading();
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#loaders--;
    };
  }

  #startLoading(): void {
    this.#loadingTimer = setTimeout(() => {
      this.#loadingTimer = undefined;
      // Nothing loads at this moment: the page came (a later part that loads starts anew).
      if (this.#loaders === 0 || this.#loadingSaid) return;
      this.#loadingSaid = true;
      this.#show(this.#loadingText);
    }, LOADING_SAID_AFTER_MS);
  }

  /** Adds a sentence to the live region for `SHOWN_MS`; false when the same was said in this task. */
  #show(text: string): boolean {
    // The same words twice within one task are one sentence: React's StrictMode runs a page's
    // effects twice in development (the table's "Du bist dran." at the opening). Two presses of a
    // key, two refusals, are two tasks and said twice.
    if (this.#thisTask.has(text)) return false;
    if (this.#thisTask.size === 0) queueMicrotask(() => this.#thisTask.clear());
    this.#thisTask.add(text);
    const a: Announcement = { id: this.#nextId++, text, at: Date.now() };
    this.#set([...this.#shown, a]);
    setTimeout(() => this.#set(this.#shown.filter((x) => x !== a)), SHOWN_MS);
    return true;
  }

  #set(shown: readonly Announcement[]): void {
    if (shown.length === this.#shown.length && shown.every((a, i) => a === this.#shown[i])) return;
    this.#shown = shown;
    for (const l of this.#listeners) l();
  }
}

/**
 * Tells the announcer of every new page: `where` (the page's address, without a hash within the
 * page) changed when `subscribe`'s listener is called. Called once by the app; returns the
 * unsubscription.
 */
export function followPages(
  announcer: Announcer,
  subscribe: (listener: () => void) => () => void,
  where: () => string,
): () => void {
  let here = where();
  return subscribe(() => {
    const next = where();
    if (next === here) return;
    here = next;
    announcer.pageChanged();
  });
}

/** Speech through the browser's Web Speech API (no-op where it is missing). */
export function browserSpeak(): Speak | null {
  if (typeof window === 'undefined' || !('speechSynthesis' in window)) return null;
  return (text, lang) => {
    const u = new SpeechSynthesisUtterance(text);
    u.lang = lang === 'de' ? 'de-DE' : 'en-GB';
    window.speechSynthesis.speak(u);
  };
}
