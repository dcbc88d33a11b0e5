import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SHOWN_MS } from '../announce.js';
import { renderWithServices, testServices } from '../test-services.js';
import { LiveRegion } from './LiveRegion.js';

/** The sentences the page's live region holds now, as a screen reader browsing the page reads them. */
function heldBy(services: ReturnType<typeof testServices>): string[] {
  const html = renderWithServices(<LiveRegion />, services);
  const region = /<div[^>]*aria-live="polite"[^>]*>(.*)<\/div>/.exec(html)?.[1];
  if (region === undefined) throw new Error(`no live region in ${html}`);
  return [...region.matchAll(/<(?:p|span)[^>]*>([^<]*)<\/(?:p|span)>/g)].map((m) => m[1] ?? '');
}

/** Lets the current task end (the announcer takes the same words twice within one task as one). */
const nextTask = () => vi.advanceTimersByTimeAsync(0);

describe('the page’s live region', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lets a sentence go a few seconds after it was said (QA: a stale "Du bist dran." was read later)', () => {
    const services = testServices();
    services.announcer.announce('Du bist dran.');
    expect(heldBy(services)).toEqual(['Du bist dran.']);
    vi.advanceTimersByTime(SHOWN_MS - 1);
    expect(heldBy(services)).toEqual(['Du bist dran.']);
    vi.advanceTimersByTime(1);
    expect(heldBy(services)).toEqual([]);
  });

  it('keeps a sentence that comes while another is there beside it, for its own time', () => {
    const services = testServices();
    services.announcer.announce('Anna hat Platz genommen.');
    services.announcer.announce('Ben hat Platz genommen.');
    // Both said in one go (one frame's news): neither replaces the other.
    expect(heldBy(services)).toEqual(['Anna hat Platz genommen.', 'Ben hat Platz genommen.']);
    vi.advanceTimersByTime(5000);
    services.announcer.announce('Du bist dran.');
    vi.advanceTimersByTime(SHOWN_MS - 5000);
    // The older ones' time does not take the newer one with it.
    expect(heldBy(services)).toEqual(['Du bist dran.']);
    vi.advanceTimersByTime(5000);
    expect(heldBy(services)).toEqual([]);
  });

  it('says the same sentence again as a new element, so that it is read again', async () => {
    const services = testServices();
    services.announcer.announce('Kopiert.');
    await nextTask();
    services.announcer.announce('Kopiert.');
    expect(heldBy(services)).toEqual(['Kopiert.', 'Kopiert.']);
  });

  it('reads additions only: a sentence beside another is said alone, and one that goes is not said', () => {
    const html = renderWithServices(<LiveRegion />, testServices());
    expect(html).toContain('aria-atomic="false"');
    expect(html).toContain('aria-relevant="additions"');
  });
});
