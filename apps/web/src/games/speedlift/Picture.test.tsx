import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Picture } from './Picture.js';

describe('Speedlift picture (start page, lobby)', () => {
  it('writes no ground-floor letter: only the floor numbers, the same in every language', () => {
    // It showed "E" (Erdgeschoss) in English too, where the table's dial writes "G" (QA 6 Dec 2026).
    const svg = renderToStaticMarkup(
      <svg>
        <Picture />
      </svg>,
    );
    const texts = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(texts).toEqual(['3', '6', '9', '12']);
  });
});
