import { and, eq, isNotNull } from 'drizzle-orm';
import { EVALUATION_SCORE_MAX } from '@seedbed/contracts/applications';
import { memo, type Context } from '../../core/context.ts';
import { apEval } from './repo.ts';

/** Below this many evaluations in a round an evaluator's habits are not known well enough to correct. */
export const MIN_EVALUATIONS_TO_NORMALISE = 3;

interface Spread {
  mean: number;
  sd: number;
  count: number;
}

/** How one round's submitted totals spread: overall, and per evaluator. */
export interface RoundSpread {
  overall: Spread;
  byEvaluator: Map<string, Spread>;
}

function spreadOf(values: readonly number[]): Spread {
  const count = values.length;
  if (!count) return { mean: 0, sd: 0, count: 0 };
  const mean = values.reduce((sum, v) => sum + v, 0) / count;
  const variance = values.reduce((sum, v) => sum + (v - mean) ** 2, 0) / count;
  return { mean, sd: Math.sqrt(variance), count };
}

/** The spread of a round's submitted totals, from (evaluator, total) pairs. */
export function roundSpread(totals: ReadonlyArray<{ evaluatorId: string; total: number }>): RoundSpread {
  const per = new Map<string, number[]>();
  for (const { evaluatorId, total } of totals) {
    const list = per.get(evaluatorId) ?? [];
    list.push(total);
    per.set(evaluatorId, list);
  }
  return {
    overall: spreadOf(totals.map((row) => row.total)),
    byEvaluator: new Map([...per].map(([id, values]) => [id, spreadOf(values)])),
  };
}

/**
 * Per-evaluator bias correction: a harsh or generous evaluator's total is read as a z-score
 * within their own totals of the round and put back on the round's overall mean and spread, so
 * applications judged by different people compare. With fewer than
 * MIN_EVALUATIONS_TO_NORMALISE evaluations by that person the raw total stands; one who gives
 * everyone the same total is only shifted to the round's mean. Kept within the score range.
 */
export function normalisedTotal(spread: RoundSpread, evaluatorId: string, raw: number): number {
  const own = spread.byEvaluator.get(evaluatorId);
  if (!own || own.count < MIN_EVALUATIONS_TO_NORMALISE) return raw;
  const { mean, sd } = spread.overall;
  const value = own.sd > 0 ? mean + ((raw - own.mean) / own.sd) * sd : raw - own.mean + mean;
  return Math.min(EVALUATION_SCORE_MAX, Math.max(1, value));
}

/** A round's spread, read once per request: every evaluation on a page shares it. */
export function roundSpreadOf(ctx: Context, roundId: string): Promise<RoundSpread> {
  return memo(ctx, `evaluations:spread:${roundId}`, async () => {
    const rows = await (await ctx.tx.db())
      .select({ evaluatorId: apEval.evaluatorId, total: apEval.total })
      .from(apEval)
      .where(and(eq(apEval.incubatorId, ctx.incubator.id), eq(apEval.roundId, roundId), eq(apEval.status, 'submitted'), isNotNull(apEval.total)));
    return roundSpread(rows.map((row) => ({ evaluatorId: row.evaluatorId, total: row.total as number })));
  });
}
