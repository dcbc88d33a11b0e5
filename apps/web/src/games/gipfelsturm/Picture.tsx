/** The picture (start page, 240×140, decorative): three peaks of cards (face-down rock, the bottom row open), two piles. */
export function Picture() {
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
