/**
 * Three to six round values covering [low, high] for an axis: steps of 1, 2, 2.5 or 5 times a
 * power of ten, the first at or below `low` and the last at or above `high`.
 */
export function niceTicks(low: number, high: number, count = 4): number[] {
  if (high < low) [low, high] = [high, low];
  if (high === low) high = low === 0 ? 1 : low + Math.abs(low);
  const rough = (high - low) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rough) ?? 10 * power;
  const first = Math.floor(low / step) * step;
  const ticks: number[] = [];
  for (let tick = first; ; tick += step) {
    ticks.push(Number(tick.toPrecision(12)));
    if (tick >= high - step * 1e-9) return ticks;
  }
}
