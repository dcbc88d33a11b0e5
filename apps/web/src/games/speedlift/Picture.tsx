/** The picture (start page, 240×140, decorative): the brass floor dial of the paternoster with its needle, over Art Deco rays. */
export function Picture() {
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
            {/* Numbers only: the ground floor's letter is the language's ("EG", "G" at the table), and
                this picture is decorative (QA 6 Dec 2026: an "E" in English too). */}
            {i > 0 && i % 3 === 0 && (
              <text x={tx} y={ty} fontSize="11" textAnchor="middle" fill="#5a3d12" fontWeight="700">
                {i}
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
