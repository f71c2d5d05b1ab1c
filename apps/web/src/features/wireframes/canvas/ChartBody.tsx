/** Props of ChartBody. */
export interface ChartBodyProps {
  kind: 'bar' | 'line' | 'pie';
  color: string;
}

const VALUES = [40, 70, 55, 90, 65];

/** A schematic chart drawn in SVG, scaled to the component's box. */
export function ChartBody({ kind, color }: ChartBodyProps) {
  return (
    <svg viewBox="0 0 100 100" preserveAspectRatio="none" width="100%" height="100%" aria-hidden>
      {kind === 'bar' &&
        VALUES.map((v, i) => (
          <rect key={i} x={8 + i * 18} y={95 - v} width={12} height={v} fill={color} />
        ))}
      {kind === 'line' && (
        <polyline
          points={VALUES.map((v, i) => `${10 + i * 20},${95 - v}`).join(' ')}
          fill="none"
          stroke={color}
          strokeWidth={3}
          vectorEffect="non-scaling-stroke"
        />
      )}
      {kind === 'pie' && (
        <>
          <circle cx={50} cy={50} r={40} fill={color} opacity={0.35} />
          <path d="M50 50 L50 10 A40 40 0 0 1 88 62 Z" fill={color} />
        </>
      )}
    </svg>
  );
}
