/** The picture (start page, 240×140, decorative): a granite mountain, the rope route with its camps, a climber near the top. */
export function Picture() {
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
