/**
 * A person's trend in one measure as a small line, period by period, drawn left to right as time
 * runs in every language. Decorative: the number beside it and the measure's table say the same.
 */
export function Sparkline({ values, width = 72, height = 20 }: { values: readonly number[]; width?: number; height?: number }) {
  const high = Math.max(1, ...values);
  const step = values.length > 1 ? (width - 4) / (values.length - 1) : 0;
  const points = values.map((v, i) => `${2 + i * step},${height - 2 - (v / high) * (height - 4)}`).join(' ');
  return (
    <svg width={width} height={height} aria-hidden focusable="false" style={{ direction: 'ltr', flexShrink: 0 }}>
      <polyline points={points} fill="none" stroke="var(--mantine-color-blue-6)" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
