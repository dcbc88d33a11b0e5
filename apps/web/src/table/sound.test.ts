import { afterEach, describe, expect, it, vi } from 'vitest';

describe('the tables’ sound', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.resetModules();
  });

  const withBrowser = (hasBeenActive: boolean) => {
    const made: unknown[] = [];
    class FakeContext {
      state = 'running';
      constructor() {
        made.push(this);
      }
    }
    vi.stubGlobal('window', { AudioContext: FakeContext });
    vi.stubGlobal('navigator', { userActivation: { hasBeenActive } });
    return made;
  };

  it('makes no AudioContext before the page’s first click or key (the browser would only warn)', async () => {
    const made = withBrowser(false);
    const { audio } = await import('./sound.js');
    expect(audio()).toBeNull();
    expect(made).toHaveLength(0);
  });

  it('after it, one context for the page', async () => {
    const made = withBrowser(true);
    const { audio } = await import('./sound.js');
    const a = audio();
    expect(a).not.toBeNull();
    expect(audio()).toBe(a);
    expect(made).toHaveLength(1);
  });
});
