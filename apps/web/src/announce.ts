/**
 * Announcements for screen readers (a polite live region) and, when the player wants it,
 * speech (Web Speech API). The queue is DOM-free; the live region component subscribes.
 */
export interface Announcement {
  readonly id: number;
  readonly text: string;
}

export type Speak = (text: string, lang: string) => void;

export class Announcer {
  #current: Announcement | null = null;
  #nextId = 1;
  readonly #listeners = new Set<() => void>();

  constructor(
    private readonly speak: Speak | null,
    private readonly wantsSpeech: () => { on: boolean; lang: string },
  ) {}

  readonly getSnapshot = (): Announcement | null => this.#current;

  readonly subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Says something to everyone who listens: the live region, and speech if switched on. */
  announce(text: string): void {
    this.#current = { id: this.#nextId++, text };
    for (const l of this.#listeners) l();
    const want = this.wantsSpeech();
    if (want.on && this.speak) this.speak(text, want.lang);
  }
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
