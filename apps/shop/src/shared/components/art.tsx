// Decorative landscape illustrations drawn inline, so the shop needs no image requests.

/** Landscape is the wide hero scene: sun, rolling hills, a winding path and a few trees. */
export function Landscape({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 480 300" aria-hidden="true" focusable="false">
      <rect width="480" height="300" fill="#e9efd9" />
      <circle cx="360" cy="86" r="38" fill="#f5c95a" />
      <path d="M0 190c70-50 140-62 220-40s150 10 260-42v192H0z" fill="#9dbb6b" />
      <path d="M0 226c90-38 190-44 290-18s140 2 190-16v108H0z" fill="#4d6b2e" />
      <path d="M0 262c110-22 250-26 480-8v46H0z" fill="#2f5d3a" />
      <path
        d="M208 300c10-26 60-40 54-62-5-18-48-22-30-42 12-13 44-16 70-20"
        fill="none"
        stroke="#ecdcb8"
        strokeWidth="10"
        strokeLinecap="round"
      />
      <Tree x={88} y={196} scale={1.1} />
      <Tree x={128} y={206} scale={0.8} />
      <Tree x={396} y={204} scale={1} />
      <path d="M60 70q10-8 20 0q10-8 20 0" fill="none" stroke="#6b4a2f" strokeWidth="3" strokeLinecap="round" />
      <path d="M110 96q7-6 14 0q7-6 14 0" fill="none" stroke="#6b4a2f" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

function Tree({ x, y, scale }: { x: number; y: number; scale: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`}>
      <rect x="-3" y="-6" width="6" height="26" rx="2" fill="#6b4a2f" />
      <path d="M0-62l24 44H-24z" fill="#1f3a2a" />
      <path d="M0-44l20 36H-20z" fill="#2f5d3a" />
    </g>
  );
}

const HILL_TONES = {
  day: ["#c9d8a8", "#9dbb6b", "#4d6b2e"],
  dusk: ["#d8c7a3", "#b08a5a", "#6b4a2f"],
  forest: ["#9dbb6b", "#2f5d3a", "#1f3a2a"],
} as const;

/** Hills is a low strip of layered hills, used as a card banner and above the footer. */
export function Hills({ className, tone = "day" }: { className?: string; tone?: keyof typeof HILL_TONES }) {
  const [back, middle, front] = HILL_TONES[tone];
  return (
    <svg className={className} viewBox="0 0 400 80" preserveAspectRatio="none" aria-hidden="true" focusable="false">
      <path d="M0 40c60-28 130-30 200-10s140 14 200-12v62H0z" fill={back} />
      <path d="M0 56c80-26 170-24 240-6s110 8 160-6v36H0z" fill={middle} />
      <path d="M0 70c120-16 260-18 400-4v14H0z" fill={front} />
    </svg>
  );
}

/** Sapling is a small sprout in the ground, for friendly messages. */
export function Sapling({ className }: { className?: string }) {
  return (
    <svg className={className} viewBox="0 0 120 100" aria-hidden="true" focusable="false">
      <ellipse cx="60" cy="88" rx="46" ry="9" fill="#ecdcb8" />
      <path d="M60 88V52" stroke="#6b4a2f" strokeWidth="4" strokeLinecap="round" />
      <path d="M60 60c-4-18-18-26-36-24 2 18 16 28 36 24z" fill="#9dbb6b" />
      <path d="M60 52c4-22 20-32 40-30-2 22-18 34-40 30z" fill="#4d6b2e" />
    </svg>
  );
}
