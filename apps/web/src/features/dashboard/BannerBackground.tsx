import type { ReactNode } from 'react';

/** Props of BannerBackground. */
export interface BannerBackgroundProps {
  /** Which of the three drawings (0 to 2). */
  index: number;
}

const WHITE = '#ffffff';

/** A table card of the "schema" drawing: header bar and row lines. */
function tableCard(x: number, y: number, rows: number, key: string): ReactNode {
  const height = 26 + rows * 16;
  return (
    <g key={key} transform={`translate(${x} ${y})`}>
      <rect width="132" height={height} rx="10" fill={WHITE} fillOpacity="0.1" />
      <rect width="132" height="24" rx="10" fill={WHITE} fillOpacity="0.22" />
      {Array.from({ length: rows }, (_, i) => (
        <rect
          key={i}
          x="12"
          y={34 + i * 16}
          width={i === 0 ? 70 : 96 - i * 9}
          height="5"
          rx="2.5"
          fill={WHITE}
          fillOpacity="0.3"
        />
      ))}
    </g>
  );
}

/** Tables joined by relationships, the product's own motif. */
function schema(): ReactNode {
  return (
    <>
      <path
        d="M772 86 C 840 86, 840 150, 904 150 M1036 110 C 1080 110, 1080 52, 1120 52 M970 196 C 970 214, 880 214, 850 214"
        stroke={WHITE}
        strokeOpacity="0.35"
        strokeWidth="2.5"
        fill="none"
        strokeDasharray="6 6"
      />
      {tableCard(640, 40, 4, 'a')}
      {tableCard(904, 96, 5, 'b')}
      {tableCard(1120, 20, 3, 'c')}
      {tableCard(718, 170, 3, 'd')}
      <circle cx="560" cy="200" r="90" fill={WHITE} fillOpacity="0.05" />
    </>
  );
}

/** Layered waves with a few bubbles. */
function tide(): ReactNode {
  const waves = [
    { d: 'M0 170 C 200 120, 380 220, 600 170 S 1000 110, 1200 160 V240 H0 Z', o: 0.08 },
    { d: 'M0 195 C 240 150, 420 240, 660 195 S 1020 150, 1200 190 V240 H0 Z', o: 0.1 },
    { d: 'M0 220 C 260 190, 460 250, 720 215 S 1060 200, 1200 215 V240 H0 Z', o: 0.14 },
  ];
  return (
    <>
      {waves.map((w) => (
        <path key={w.d} d={w.d} fill={WHITE} fillOpacity={w.o} />
      ))}
      {[
        [880, 60, 26],
        [960, 104, 12],
        [1050, 48, 18],
        [1130, 110, 8],
        [780, 40, 8],
      ].map(([cx, cy, r]) => (
        <circle
          key={`${cx}-${cy}`}
          cx={cx}
          cy={cy}
          r={r}
          fill="none"
          stroke={WHITE}
          strokeOpacity="0.3"
          strokeWidth="2"
        />
      ))}
    </>
  );
}

/** Nodes joined by thin lines, like a graph of related data. */
function constellation(): ReactNode {
  const nodes: [number, number, number][] = [
    [700, 60, 5],
    [790, 130, 7],
    [880, 70, 4],
    [960, 160, 6],
    [1040, 90, 8],
    [1120, 170, 5],
    [1160, 50, 4],
    [840, 200, 4],
    [620, 170, 4],
  ];
  const links: [number, number][] = [
    [0, 1],
    [1, 2],
    [2, 4],
    [1, 3],
    [3, 4],
    [4, 6],
    [4, 5],
    [3, 5],
    [1, 7],
    [0, 8],
    [8, 7],
  ];
  return (
    <>
      {links.map(([a, b]) => {
        const [x1, y1] = nodes[a] ?? [0, 0];
        const [x2, y2] = nodes[b] ?? [0, 0];
        return (
          <line
            key={`${a}-${b}`}
            x1={x1}
            y1={y1}
            x2={x2}
            y2={y2}
            stroke={WHITE}
            strokeOpacity="0.3"
            strokeWidth="1.5"
          />
        );
      })}
      {nodes.map(([cx, cy, r]) => (
        <circle key={`${cx}-${cy}`} cx={cx} cy={cy} r={r} fill={WHITE} fillOpacity="0.6" />
      ))}
      <circle cx="1000" cy="120" r="130" fill={WHITE} fillOpacity="0.04" />
    </>
  );
}

/** Dark enough under white text for 4.5:1 in every theme; the drawings stay to the right. */
const DRAWINGS = [
  { from: '#312e81', to: '#6d28d9', draw: schema },
  { from: '#0b4f6c', to: '#1d4ed8', draw: tide },
  { from: '#7c2d12', to: '#be185d', draw: constellation },
];

/** One of the welcome banner's three backgrounds (spec 1 §2), drawn as light inline SVG. */
export function BannerBackground({ index }: BannerBackgroundProps) {
  const drawing = DRAWINGS[index] ?? DRAWINGS[0];
  if (!drawing) return null;
  const id = `banner-gradient-${index}`;
  return (
    <svg
      viewBox="0 0 1200 240"
      preserveAspectRatio="xMaxYMid slice"
      width="100%"
      height="100%"
      aria-hidden="true"
      focusable="false"
      data-testid="banner-background"
      data-index={index}
      style={{ position: 'absolute', inset: 0 }}
    >
      <defs>
        <linearGradient id={id} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={drawing.from} />
          <stop offset="1" stopColor={drawing.to} />
        </linearGradient>
      </defs>
      <rect width="1200" height="240" fill={`url(#${id})`} />
      <g data-drawing="">{drawing.draw()}</g>
    </svg>
  );
}
