import type { z } from 'zod';
import type { Context } from './context.ts';
import type { Db } from './db/pool.ts';
import { recordEvent, type DomainEvent } from './events.ts';
import { parseInput } from './validation.ts';

/** What writing a change gives back: the answer, and the events that say what happened. */
export interface Written<R> {
  result: R;
  events: DomainEvent[];
}

/**
 * The steps of one change (guide §7), each a function of the module:
 * - `input`: the schema from contracts/ the web form checks too (it may depend on the tenant: its time zone);
 * - `authorize`: refuses (throws) unless the viewer may make this change to `target`, and hands
 *   `write` what it loaded to decide (the record, say);
 * - `write`: writes in the request's transaction and names the events.
 */
export interface ChangeSteps<S extends z.ZodType, T, A, R> {
  input: (ctx: Context) => S;
  authorize: (ctx: Context, input: z.output<S>, target: T) => Promise<A>;
  write: (ctx: Context, db: Db, input: z.output<S>, authorized: A) => Promise<Written<R>>;
}

/**
 * One path for every change: validate → authorize → write → record events, always in that order
 * and in the request's transaction, so that a refused or invalid change writes nothing, and the
 * events' reactions (notifications, live pushes) commit or roll back with it.
 */
export function defineChange<S extends z.ZodType, T = undefined, A = void, R = void>(steps: ChangeSteps<S, T, A, R>) {
  return async (ctx: Context, input: unknown, ...target: undefined extends T ? [] : [target: T]): Promise<R> => {
    const valid = parseInput(steps.input(ctx), input);
    const authorized = await steps.authorize(ctx, valid, target[0] as T);
    const db = await ctx.tx.db();
    const { result, events } = await steps.write(ctx, db, valid, authorized);
    for (const event of events) await recordEvent(ctx, db, event);
    return result;
  };
}
