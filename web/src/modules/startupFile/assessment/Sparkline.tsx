import classes from './assessment.module.css';

const WIDTH = 96;
const HEIGHT = 28;
const PAD = 4;

/**
 * A criterion's scores over time as a small line, oldest first. Drawn with plain SVG (no chart
 * library); `label` is its text alternative, since the picture alone says nothing to a screen reader.
 */
export function Sparkline({ values, label }: { values: ReadonlyArray<number | null>; label: string }) {
  const scored = values.flatMap((value, index) => (value === null ? [] : [{ index, value }]));
  const low = Math.min(...scored.map((p) => p.value));
  const high = Math.max(...scored.map((p) => p.value));
  const x = (index: number) => (values.length < 2 ? WIDTH / 2 : PAD + (index * (WIDTH - 2 * PAD)) / (values.length - 1));
  const y = (value: number) => (high === low ? HEIGHT / 2 : HEIGHT - PAD - ((value - low) * (HEIGHT - 2 * PAD)) / (high - low));
  const points = scored.map((p) => `${x(p.index).toFixed(1)},${y(p.value).toFixed(1)}`).join(' ');
  return (
    <svg className={classes.spark} width={WIDTH} height={HEIGHT} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label}>
      <title>{label}</title>
      {scored.length > 1 ? <polyline points={points} fill="none" stroke="currentColor" strokeWidth={2} strokeLinejoin="round" strokeLinecap="round" /> : null}
      {scored.map((p) => (
        <circle key={p.index} cx={x(p.index)} cy={y(p.value)} r={p.index === scored[scored.length - 1].index ? 3 : 2} fill="currentColor" />
      ))}
    </svg>
  );
}
