// A small bar chart in inline SVG (no chart library): one bar per point, the largest
// value labelled, and the whole described for screen readers in its accessible name.

export interface ChartPoint {
  label: string;
  value: number;
}

export function BarChart({ title, points, unit, format }: { title: string; points: ChartPoint[]; unit: string; format?(value: number): string }) {
  const show = format ?? ((v: number) => `${v} ${unit}`);
  const width = 600;
  const height = 160;
  const pad = 24;
  const max = Math.max(0, ...points.map((p) => p.value));
  const total = points.reduce((sum, p) => sum + p.value, 0);
  const slot = points.length === 0 ? 0 : (width - pad * 2) / points.length;
  const description = points.length === 0 ? `${title}: no data` : `${title}: ${points.length} ${points.length === 1 ? 'point' : 'points'}, ${show(total)} in all, at most ${show(max)}`;
  return (
    <figure className="chart">
      <svg viewBox={`0 0 ${width} ${height}`} role="img" aria-label={description} preserveAspectRatio="none">
        <line x1={pad} y1={height - pad} x2={width - pad} y2={height - pad} className="axis" />
        {points.map((p, i) => {
          const h = max === 0 ? 0 : ((height - pad * 2) * p.value) / max;
          return (
            <rect key={p.label} x={pad + i * slot + slot * 0.1} y={height - pad - h} width={Math.max(1, slot * 0.8)} height={h} className="bar">
              <title>{`${p.label}: ${show(p.value)}`}</title>
            </rect>
          );
        })}
        {points.length > 0 && (
          <>
            <text x={pad} y={height - 6} className="tick">
              {points[0]?.label}
            </text>
            <text x={width - pad} y={height - 6} className="tick" textAnchor="end">
              {points[points.length - 1]?.label}
            </text>
            <text x={pad} y={14} className="tick">
              {show(max)}
            </text>
          </>
        )}
      </svg>
      <figcaption>{title}</figcaption>
    </figure>
  );
}
