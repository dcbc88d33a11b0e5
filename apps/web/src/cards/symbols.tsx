/**
 * Symbols drawn in code for the card kit, each in a 24×24 box. Colour is never the only cue:
 * every rope colour has its own shape and pattern, every department its emblem, every suit its sign.
 */
import type { ReactElement } from 'react';

/** French suits (Gipfelsturm): clubs, spades, hearts, diamonds. */
export const SUITS = {
  c: {
    colour: '#1b1b1b',
    path: 'M12 2.5a4.6 4.6 0 0 1 4.3 6.2A4.6 4.6 0 1 1 13.4 17l1.6 4.5H9l1.6-4.5A4.6 4.6 0 1 1 7.7 8.7 4.6 4.6 0 0 1 12 2.5z',
  },
  s: {
    colour: '#1b1b1b',
    path: 'M12 2c3 4 8 6.8 8 11a4.3 4.3 0 0 1-7 3.4l1.5 5.1h-5L11 16.4A4.3 4.3 0 0 1 4 13c0-4.2 5-7 8-11z',
  },
  h: {
    colour: '#b3261e',
    path: 'M12 21.5C6.5 17 2.5 13.4 2.5 8.9A4.9 4.9 0 0 1 12 6.3a4.9 4.9 0 0 1 9.5 2.6c0 4.5-4 8.1-9.5 12.6z',
  },
  d: { colour: '#b3261e', path: 'M12 1.5 20 12l-8 10.5L4 12z' },
} as const;
export type SuitLetter = keyof typeof SUITS;

/**
 * Speedclimb rope colours (R, B, G, Y, O, V): hue, a shape and a pattern each. `colour` fills the
 * rope's shape and stripe; `ink` writes its index and must read at 4.5 : 1 on the card face (WCAG AA
 * for text, DESIGN.md). Gelb and orange are too light for that, so their ink is the nearest darker
 * shade of the same hue (cards/contrast.test.tsx); the fills keep the brighter hue that tells them apart.
 */
export const ROPES = {
  R: { colour: '#c62828', ink: '#c62828', name: 'rot', shape: 'circle', pattern: 'solid' },
  B: { colour: '#1565c0', ink: '#1565c0', name: 'blau', shape: 'square', pattern: 'stripes' },
  G: { colour: '#2e7d32', ink: '#2e7d32', name: 'grün', shape: 'triangle', pattern: 'dots' },
  Y: { colour: '#a87900', ink: '#986d00', name: 'gelb', shape: 'diamond', pattern: 'zigzag' },
  O: { colour: '#d84315', ink: '#d24115', name: 'orange', shape: 'hexagon', pattern: 'checks' },
  V: { colour: '#6a1b9a', ink: '#6a1b9a', name: 'violett', shape: 'star', pattern: 'waves' },
} as const;
export type RopeLetter = keyof typeof ROPES;

const SHAPES: Readonly<Record<(typeof ROPES)[RopeLetter]['shape'], string>> = {
  circle: 'M12 3a9 9 0 1 1 0 18 9 9 0 0 1 0-18z',
  square: 'M4 4h16v16H4z',
  triangle: 'M12 3l10 18H2z',
  diamond: 'M12 2l10 10-10 10L2 12z',
  hexagon: 'M7 3h10l5 9-5 9H7l-5-9z',
  star: 'M12 2l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17l-6.1 3.4 1.5-6.8L2.2 9l6.9-.7z',
};

/** SVG `<pattern>` bodies, drawn in white over the rope colour. */
export function RopePattern({ id, rope }: { id: string; rope: RopeLetter }): ReactElement {
  const { colour, pattern } = ROPES[rope];
  const white = 'rgba(255,255,255,0.75)';
  const body = (() => {
    switch (pattern) {
      case 'solid':
        return null;
      case 'stripes':
        return <path d="M0 6L6 0M-1 1L1 -1M5 7L7 5" stroke={white} strokeWidth="1.4" />;
      case 'dots':
        return <circle cx="3" cy="3" r="1.2" fill={white} />;
      case 'zigzag':
        return <path d="M0 4.5l1.5-3 1.5 3 1.5-3 1.5 3" fill="none" stroke={white} strokeWidth="1.1" />;
      case 'checks':
        return <path d="M0 0h3v3H0zM3 3h3v3H3z" fill={white} />;
      case 'waves':
        return <path d="M0 3q1.5-2 3 0t3 0" fill="none" stroke={white} strokeWidth="1.1" />;
    }
  })();
  return (
    <pattern id={id} width="6" height="6" patternUnits="userSpaceOnUse">
      <rect width="6" height="6" fill={colour} />
      {body}
    </pattern>
  );
}

export function RopeShape({ rope, fill }: { rope: RopeLetter; fill: string }) {
  return <path d={SHAPES[ROPES[rope].shape]} fill={fill} stroke="#1b1b1b" strokeWidth="1" />;
}

/** Speedlift departments (H, P, S, R, F, U) with their emblems (DESIGN: hat, teacup, tin toy, flacon, jar, clock). */
export const DEPARTMENTS = {
  H: { colour: '#7a2638', name: 'Hutsalon' },
  P: { colour: '#1f5a7a', name: 'Porzellan' },
  S: { colour: '#8a5a00', name: 'Spielwaren' },
  R: { colour: '#7b3f8c', name: 'Parfümerie' },
  F: { colour: '#2f6b2f', name: 'Feinkost' },
  U: { colour: '#4a4a4a', name: 'Uhren' },
} as const;
export type DepartmentLetter = keyof typeof DEPARTMENTS;

export function DepartmentEmblem({ dept, colour }: { dept: DepartmentLetter; colour: string }) {
  const s = {
    fill: 'none',
    stroke: colour,
    strokeWidth: 1.8,
    strokeLinejoin: 'round' as const,
    strokeLinecap: 'round' as const,
  };
  switch (dept) {
    case 'H': // a hat
      return (
        <g {...s}>
          <path d="M3 17c3 2 15 2 18 0" />
          <path d="M7 16.5V9c0-2 10-2 10 0v7.5" />
          <path d="M7 13h10" />
        </g>
      );
    case 'P': // a teacup (with a crack)
      return (
        <g {...s}>
          <path d="M4 9h13v4a6 6 0 0 1-6 6h-1a6 6 0 0 1-6-6z" />
          <path d="M17 10.5h1.5a2.5 2.5 0 0 1 0 5H16.5" />
          <path d="M10 9l1 3-1.5 2" />
          <path d="M3 21h16" />
        </g>
      );
    case 'S': // a tin toy: a little wind-up car
      return (
        <g {...s}>
          <path d="M3 16v-4l3-4h8l3 4h3v4z" />
          <circle cx="7.5" cy="17" r="2" />
          <circle cx="16.5" cy="17" r="2" />
          <path d="M11 8V5m-2 0h4" />
        </g>
      );
    case 'R': // a perfume flacon
      return (
        <g {...s}>
          <path d="M6 12a6 6 0 0 1 12 0v7a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" />
          <path d="M10 6h4v2.5h-4z" />
          <path d="M12 6V3.5l3-1" />
        </g>
      );
    case 'F': // a preserving jar
      return (
        <g {...s}>
          <path d="M6 8h12v11a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2z" />
          <path d="M5 5h14v3H5z" />
          <path d="M9 13h6" />
        </g>
      );
    case 'U': // a clock
      return (
        <g {...s}>
          <circle cx="12" cy="12" r="8.5" />
          <path d="M12 7v5l3.5 2" />
        </g>
      );
  }
}
