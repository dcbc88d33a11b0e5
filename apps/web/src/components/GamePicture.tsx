import type { GameId } from '../games.js';

/** Speedclimb: a granite mountain, the rope route with its camps, a climber near the top. */
function Mountain() {
  const camps: [number, number][] = [
    [40, 118],
    [62, 104],
    [78, 92],
    [96, 80],
    [112, 66],
    [128, 54],
    [140, 42],
    [150, 28],
  ];
  return (
    <>
      <rect width="240" height="140" fill="#dfe7ee" />
      <path d="M0 140 70 60l30 30 50-72 90 122z" fill="#6b7682" />
      <path d="M150 18 128 50l10-4 8 8 6-12 10 8z" fill="#fff" />
      <path d="M70 60 58 74l8-2 6 6 6-8 6 2z" fill="#f4f6f8" />
      <path d="M0 140 46 104l26 18 30-20 40 38z" fill="#4a535c" />
      <polyline
        points={camps.map((c) => c.join(',')).join(' ')}
        fill="none"
        stroke="#d23c2f"
        strokeWidth="3"
        strokeDasharray="6 3"
      />
      {camps.map(([x, y], i) => (
        <circle
          key={i}
          cx={x}
          cy={y}
          r={i === 7 ? 5 : 3.5}
          fill={i < 5 ? '#ffd447' : '#fff'}
          stroke="#222"
          strokeWidth="1.2"
        />
      ))}
      <path d="M150 28v-16l12 5-12 5" fill="#d23c2f" stroke="#222" strokeWidth="1" />
    </>
  );
}

/** Gipfelsturm: three peaks of cards (face-down rock, the bottom row open), two piles. */
function Peaks() {
  const step = 22;
  const x0 = 10;
  const rows: [number[], number][] = [
    [[0, 1, 2].map((k) => x0 + 1.5 * step + 3 * k * step), 10],
    [[0, 1, 2].flatMap((k) => [x0 + step + 3 * k * step, x0 + 2 * step + 3 * k * step]), 24],
    [Array.from({ length: 9 }, (_, i) => x0 + step / 2 + i * step), 38],
    [Array.from({ length: 10 }, (_, i) => x0 + i * step), 52],
  ];
  const open = ['A', '7', 'K', '4', '9', 'D', '2', '10', 'B', '5'];
  return (
    <>
      <rect width="240" height="140" fill="#e4f1ec" />
      <path d="M0 110 40 44l26 30 54-66 54 66 26-30 40 66z" fill="#c7e0d6" />
      {rows.map(([xs, y], r) =>
        xs.map((x, i) => (
          <g key={`${r}-${i}`}>
            <rect
              x={x}
              y={y}
              width="20"
              height="28"
              rx="2.5"
              fill={r === 3 ? '#fff' : '#35795f'}
              stroke={r === 3 ? '#35795f' : '#1f4f3e'}
              strokeWidth="1.2"
            />
            {r === 3 && (
              <text
                x={x + 10}
                y={y + 18}
                fontSize="10"
                textAnchor="middle"
                fill={i % 2 ? '#b3261e' : '#1b1b1b'}
                fontWeight="700"
              >
                {open[i]}
              </text>
            )}
          </g>
        )),
      )}
      <rect x="82" y="96" width="26" height="36" rx="3" fill="#fff" stroke="#1f4f3e" strokeWidth="1.5" />
      <rect x="132" y="96" width="26" height="36" rx="3" fill="#fff" stroke="#1f4f3e" strokeWidth="1.5" />
      <text x="95" y="119" fontSize="14" textAnchor="middle" fontWeight="700" fill="#1b1b1b">
        6
      </text>
      <text x="145" y="119" fontSize="14" textAnchor="middle" fontWeight="700" fill="#b3261e">
        B
      </text>
    </>
  );
}

/** Speedlift: the brass floor dial of the paternoster with its needle, over Art Deco rays. */
function Dial() {
  const ticks = Array.from({ length: 13 }, (_, i) => i);
  const angle = (i: number) => Math.PI - (i / 12) * Math.PI;
  const cy = 108;
  return (
    <>
      <rect width="240" height="140" fill="#1f3a32" />
      {Array.from({ length: 9 }, (_, i) => (
        <path key={i} d={`M120 140 L${i * 30} 0`} stroke="#2c5346" strokeWidth="6" />
      ))}
      <path d="M30 108a90 90 0 0 1 180 0z" fill="#c9a15a" stroke="#7a5a22" strokeWidth="3" />
      <path d="M44 108a76 76 0 0 1 152 0z" fill="#f3e6c4" />
      {ticks.map((i) => {
        const a = angle(i);
        const x1 = 120 + Math.cos(a) * 72;
        const y1 = cy - Math.sin(a) * 72;
        const x2 = 120 + Math.cos(a) * 62;
        const y2 = cy - Math.sin(a) * 62;
        const end = i === 0 || i === 12;
        const tx = 120 + Math.cos(a) * (end ? 46 : 52);
        const ty = end ? cy - 6 : cy - Math.sin(a) * 50 + 4;
        return (
          <g key={i}>
            <line x1={x1} y1={y1} x2={x2} y2={y2} stroke="#5a3d12" strokeWidth="2" />
            {i % 3 === 0 && (
              <text x={tx} y={ty} fontSize="11" textAnchor="middle" fill="#5a3d12" fontWeight="700">
                {i === 0 ? 'E' : i}
              </text>
            )}
          </g>
        );
      })}
      <line
        x1="120"
        y1={cy}
        x2={120 + Math.cos(angle(8)) * 66}
        y2={cy - Math.sin(angle(8)) * 66}
        stroke="#7a2638"
        strokeWidth="4"
        strokeLinecap="round"
      />
      <circle cx="120" cy={cy} r="7" fill="#7a5a22" />
      <path d="M196 30l10-14 10 14h-6v10h-8V30z" fill="#c9a15a" />
      <rect x="0" y="112" width="240" height="28" fill="#7a2638" />
      <path d="M0 117h240M0 135h240" stroke="#c9a15a" strokeWidth="1.5" />
    </>
  );
}

/** The picture of a game, drawn in SVG (decorative: the card next to it names the game). */
export function GamePicture({ game }: { game: GameId }) {
  return (
    <svg className="game-picture" viewBox="0 0 240 140" role="presentation" aria-hidden="true" focusable="false">
      {game === 'speedclimb' ? <Mountain /> : game === 'gipfelsturm' ? <Peaks /> : <Dial />}
    </svg>
  );
}
