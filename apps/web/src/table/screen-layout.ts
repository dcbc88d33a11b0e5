import { useEffect, useState } from 'react';

/**
 * The table on one screen (issue 19): while a game is played the page is laid out to the
 * viewport — `html[data-layout="table"]` (styles-screen.css): the body is as high as the window, the
 * footer goes, `main` and every wrapper marked `screen-fill` pass their height down to the game,
 * whose own grid places hand, piles and actions inside it; logs and sheets scroll inside
 * themselves. Each game says when: Speedlift and, wide, Speedclimb keep it when the game is over
 * (their end block takes the place of the play), Gipfelsturm's end reads as a page.
 */
export function useScreenLayout(on: boolean): void {
  useEffect(() => {
    if (!on) return undefined;
    const html = document.documentElement;
    html.dataset.layout = 'table';
    return () => {
      delete html.dataset.layout;
    };
  }, [on]);
}

/** The width below which the tables use their phone layout (styles-phone.css, the games' -phone CSS: 48rem). */
export const NARROW_QUERY = '(max-width: 47.99rem)';

/**
 * A phone held sideways: low and wide (the games' CSS has the same query). Speedlift's counting
 * help is a sheet there too — its side column is gone.
 */
export const SIDEWAYS_QUERY = '(max-height: 28rem) and (min-width: 40rem)';

/** Whether the window is a phone held sideways (follows the window). */
export function useSideways(): boolean {
  return useMediaQuery(SIDEWAYS_QUERY);
}

/** Whether the window is narrower than the tables' wide layout (follows the window). */
export function useNarrow(): boolean {
  return useMediaQuery(NARROW_QUERY);
}

/** Whether a media query matches now (follows the window; false where there is no `matchMedia`). */
export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(media).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return undefined;
    const query = matchMedia(media);
    const on = () => setMatches(query.matches);
    on();
    query.addEventListener('change', on);
    return () => query.removeEventListener('change', on);
  }, [media]);
  return matches;
}
