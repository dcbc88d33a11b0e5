/** The picture (start page, 240×140, decorative): three cards, the lowest on top. */
export function Picture() {
  return (
    <>
      <rect width="240" height="140" fill="#e9efe6" />
      {[9, 5, 1].map((n, i) => (
        <g key={n} transform={`translate(${62 + i * 40} ${22 + i * 6}) rotate(${(i - 1) * 8})`}>
          <rect width="56" height="84" rx="6" fill="#fff" stroke="#35513a" strokeWidth="2" />
          <text x="28" y="54" textAnchor="middle" fontSize="34" fontWeight="700" fill="#35513a">
            {n}
          </text>
        </g>
      ))}
    </>
  );
}
