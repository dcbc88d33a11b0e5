/**
 * The floor indicator: a brass semicircular dial over the paternoster with a needle and an arrow
 * for the direction ("Rauf" / "Runter"). A dashed second needle previews where a card would send
 * the lift. Ground floor (0, after an Expresskabine going up) at the left, the roof (13) at the right,
 * written as the language's lift writes them ("EG" and "D", "G" and "R": `dialEnds` in strings.ts).
 * A picture with a name (`label`): a screen reader hears the name, not the drawn numbers.
 */
import type { Dir } from './model.js';

const CX = 110;
const CY = 104;
const R = 84;

/** Angle in radians for a floor: 0 → left (π), 13 → right (0). */
const angle = (floor: number): number => Math.PI * (1 - Math.max(0, Math.min(13, floor)) / 13);
const at = (floor: number, r: number): { x: number; y: number } => ({
  x: CX + r * Math.cos(angle(floor)),
  y: CY - r * Math.sin(angle(floor)),
});

export interface FloorDialProps {
  /** −1: not opened yet. */
  readonly floor: number;
  readonly dir: Dir;
  readonly preview: { readonly floor: number; readonly dir: Dir } | null;
  readonly label: string;
  readonly upWord: string;
  readonly downWord: string;
  /** The ends' marks: ground floor, roof. */
  readonly ends: readonly [string, string];
}

/** The direction word's ink and the plate under it (AA: 8.1 : 1, FloorDial.test.tsx measures it). */
export const WORD_INK = '#f7e7c1';
export const WORD_PLATE = '#1f4a3d';
/** Wide enough for the word in the bold 12 px of any of the site's faces ("Runter", "Down"). */
const plateWidth = (word: string): number => Math.ceil(word.length * 7.6 + 7);

function DirArrow({ dir, x, word, dashed }: { dir: Dir; x: number; word: string; dashed?: boolean }) {
  if (dir === 0) return null;
  const up = dir === 1;
  return (
    <g transform={`translate(${x} 118)`} className={dashed ? 'sl-dial-preview' : 'sl-dial-dir'}>
      <path
        d={up ? 'M0 -12 9 0H4v8h-8V0h-5z' : 'M0 8 9 -4H4v-8h-8v8h-5z'}
        fill={dashed ? 'none' : '#b3344d'}
        stroke={dashed ? '#9cc0ff' : '#f7e7c1'}
        strokeWidth="1"
        strokeDasharray={dashed ? '2 2' : undefined}
      />
      {/* The word on a plate of the table's green: under the dial it stood on whatever the page had,
          cream on cream paper where the dial has no green frame (QA 6 Dec 2026, the Fahrschule). */}
      <rect
        className="sl-dial-word-plate"
        x="11"
        y="-9"
        width={plateWidth(word)}
        height="15"
        rx="3"
        fill={WORD_PLATE}
      />
      <text x="14" y="2" fontSize="12" fontWeight="700" fill={WORD_INK}>
        {word}
      </text>
    </g>
  );
}

export function FloorDial({ floor, dir, preview, label, upWord, downWord, ends }: FloorDialProps) {
  const opened = floor >= 0;
  const needle = at(opened ? floor : 6.5, R - 14);
  return (
    <svg className="sl-dial" viewBox="0 0 220 132" role="img" aria-label={label}>
      <defs>
        <linearGradient id="sl-brass" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e9c77b" />
          <stop offset="1" stopColor="#a87a2e" />
        </linearGradient>
      </defs>
      <path
        d={`M${CX - R - 10} ${CY} A${R + 10} ${R + 10} 0 0 1 ${CX + R + 10} ${CY}z`}
        fill="url(#sl-brass)"
        stroke="#5a3d12"
        strokeWidth="1.5"
      />
      <path
        d={`M${CX - R + 4} ${CY} A${R - 4} ${R - 4} 0 0 1 ${CX + R - 4} ${CY}z`}
        fill="#fbf3df"
        stroke="#5a3d12"
        strokeWidth="0.8"
      />
      {/* Art-Deco rays */}
      {Array.from({ length: 14 }, (_, f) => {
        const a = at(f, R - 6);
        const b = at(f, R - 14);
        return (
          <path
            key={f}
            d={`M${a.x} ${a.y}L${b.x} ${b.y}`}
            stroke="#5a3d12"
            strokeWidth={f === 0 || f === 13 ? 1.6 : 1}
          />
        );
      })}
      {Array.from({ length: 14 }, (_, f) => {
        // The ends sit a little inside so their marks ("EG", "D") stay on the dial face.
        const p = at(f === 0 ? 0.45 : f === 13 ? 12.55 : f, R - 24);
        return (
          <text
            key={f}
            x={p.x}
            y={p.y + 3.5}
            className="sl-dial-num"
            fontSize={f === 0 || f === 13 ? 8 : 10}
            textAnchor="middle"
            fill="#2b2118"
            fontWeight={opened && f === floor ? 700 : 400}
          >
            {f === 0 ? ends[0] : f === 13 ? ends[1] : f}
          </text>
        );
      })}
      {preview && preview.floor >= 0 && (
        <path
          className="sl-dial-preview"
          d={`M${CX} ${CY}L${at(preview.floor, R - 14).x} ${at(preview.floor, R - 14).y}`}
          stroke="#1a56c4"
          strokeWidth="2.5"
          strokeDasharray="5 4"
          strokeLinecap="round"
        />
      )}
      {opened && (
        <path
          className="sl-dial-needle"
          d={`M${CX} ${CY}L${needle.x} ${needle.y}`}
          stroke="#7a2638"
          strokeWidth="3.5"
          strokeLinecap="round"
        />
      )}
      <circle cx={CX} cy={CY} r="7" fill="url(#sl-brass)" stroke="#5a3d12" />
      <DirArrow dir={dir} x={28} word={dir === 1 ? upWord : downWord} />
      {preview && preview.dir !== 0 && preview.dir !== dir && (
        <DirArrow dir={preview.dir} x={150} word={preview.dir === 1 ? upWord : downWord} dashed />
      )}
    </svg>
  );
}
