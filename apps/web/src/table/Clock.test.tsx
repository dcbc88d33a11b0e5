import { describe, expect, it } from 'vitest';
import { renderWithServices } from '../test-services.js';
import { Clock } from './Clock.js';
import { GRACE_MS } from './clock.js';

/** The clock as it reads the moment a reading arrives (received "in the future": nothing elapsed yet). */
const shown = (msLeft: number, grace = false) =>
  renderWithServices(<Clock msLeft={msLeft} grace={grace} receivedAt={performance.now() + 3_600_000} />);

describe('the seat clock (QA item 8)', () => {
  it('a "2 Minuten" decision shows 2:00 as think time, without the grace added', () => {
    const html = shown(120_000 + GRACE_MS);
    expect(html).toContain('2:00');
    expect(html).not.toContain('2:10');
    expect(html).toContain('aria-label="Bedenkzeit: noch 2:00"');
    expect(html).not.toContain('clock-grace');
  });

  it('the think time ends at 0:0x, then the grace shows as "Nachfrist", counting its own 10 s', () => {
    const last = shown(GRACE_MS + 1_000);
    expect(last).toContain('aria-label="Bedenkzeit: noch 0:01"');
    expect(last).not.toContain('clock-grace');
    const html = shown(GRACE_MS);
    expect(html).toContain('clock-grace');
    expect(html).toContain('<span class="clock-tag">Nachfrist</span>0:10');
    expect(html).toContain('aria-label="Nachfrist: noch 0:10"');
  });
});
