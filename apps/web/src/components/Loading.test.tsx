import { describe, expect, it } from 'vitest';
import { renderWithServices, testServices } from '../test-services.js';
import { ApiState } from './ApiState.js';
import { Loading } from './Loading.js';

/** Whether the markup holds a live region (a status, an alert, a log, or `aria-live`). */
const live = (html: string) => /role="(?:status|alert|log)"|aria-live="(?:polite|assertive)"/.test(html);

describe('Loading', () => {
  it('shows "Lädt …" (or the given words) without a live region of its own', () => {
    const html = renderWithServices(<Loading />, testServices());
    expect(html).toBe('<p class="state">Lädt …</p>');
    expect(renderWithServices(<Loading bare>Verbinde …</Loading>, testServices('en'))).toBe('<p>Verbinde …</p>');
  });

  it('an API answer not there yet says "Lädt …" through the announcer, not as a status of its own', () => {
    const html = renderWithServices(
      <ApiState result={null} what="Die Bestenliste">
        {() => null}
      </ApiState>,
      testServices(),
    );
    expect(html).toContain('Lädt …');
    expect(live(html)).toBe(false);
  });
});
