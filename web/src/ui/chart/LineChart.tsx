import { Group, Text } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { niceTicks } from './ticks';
import classes from './chart.module.css';

export interface LineSeries {
  /** Key of the values in each row. */
  name: string;
  label: string;
  /** A theme colour as `name.shade` (`teal.7`), or any CSS colour. */
  color: string;
  dashed?: boolean;
}

interface LineChartProps {
  /** One row per point of the x axis, in order; a series' value is a number or null (no point). */
  rows: ReadonlyArray<Record<string, string | number | null>>;
  xKey: string;
  series: readonly LineSeries[];
  format: (value: number) => string;
  height?: number;
}

const PAD = { top: 12, right: 12, bottom: 28 };
const LABEL_WIDTH = 64;

const cssColor = (color: string) => (/^[a-z]+\.\d$/.test(color) ? `var(--mantine-color-${color.replace('.', '-')})` : color);

/**
 * Lines over an ordered axis (periods), drawn as SVG at the width it is given: a few round values
 * on the y axis, as many x labels as fit, a point per value with its value as a tooltip. It reads
 * left to right in every language, as numbers over time do. Being an image, it is named by whoever
 * places it, beside a table of the same values.
 */
export function LineChart({ rows, xKey, series, format, height = 220 }: LineChartProps) {
  const { ref, width } = useElementSize();
  const values = rows.flatMap((row) => series.map((s) => row[s.name])).filter((v): v is number => typeof v === 'number');
  const ticks = niceTicks(values.length ? Math.min(0, ...values) : 0, values.length ? Math.max(...values) : 1);
  const left = Math.min(96, 12 + Math.max(...ticks.map((tick) => format(tick).length)) * 7);
  const plotWidth = Math.max(0, width - left - PAD.right);
  const plotHeight = height - PAD.top - PAD.bottom;
  const low = ticks[0];
  const high = ticks[ticks.length - 1];
  const x = (i: number) => left + (rows.length > 1 ? (i / (rows.length - 1)) * plotWidth : plotWidth / 2);
  const y = (v: number) => PAD.top + plotHeight - ((v - low) / (high - low || 1)) * plotHeight;
  const every = Math.max(1, Math.ceil((rows.length * LABEL_WIDTH) / Math.max(plotWidth, 1)));

  return (
    <div>
      <div ref={ref} className={classes.frame} dir="ltr">
        {width > 0 && (
          <svg width={width} height={height} className={classes.svg} aria-hidden>
            {ticks.map((tick) => (
              <g key={tick}>
                <line x1={left} x2={left + plotWidth} y1={y(tick)} y2={y(tick)} className={classes.grid} />
                <text x={left - 8} y={y(tick)} className={classes.yLabel}>
                  {format(tick)}
                </text>
              </g>
            ))}
            {rows.map((row, i) =>
              i % every === 0 ? (
                <text key={String(row[xKey])} x={x(i)} y={height - 8} className={classes.xLabel}>
                  {String(row[xKey])}
                </text>
              ) : null,
            )}
            {series.map((s) => {
              const points = rows.flatMap((row, i) => (typeof row[s.name] === 'number' ? [{ i, v: row[s.name] as number }] : []));
              return (
                <g key={s.name} stroke={cssColor(s.color)} fill={cssColor(s.color)}>
                  <polyline points={points.map((p) => `${x(p.i)},${y(p.v)}`).join(' ')} fill="none" strokeWidth={2} strokeDasharray={s.dashed ? '5 5' : undefined} />
                  {points.map((p) => (
                    <circle key={p.i} cx={x(p.i)} cy={y(p.v)} r={3}>
                      <title>{`${String(rows[p.i][xKey])} · ${s.label}: ${format(p.v)}`}</title>
                    </circle>
                  ))}
                </g>
              );
            })}
          </svg>
        )}
      </div>
      {series.length > 1 && (
        <Group gap="md" justify="center" mt={4}>
          {series.map((s) => (
            <Group key={s.name} gap={6} wrap="nowrap">
              <span className={classes.swatch} style={{ background: cssColor(s.color) }} />
              <Text size="xs">{s.label}</Text>
            </Group>
          ))}
        </Group>
      )}
    </div>
  );
}
