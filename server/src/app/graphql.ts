import { createYoga, isAsyncIterable, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { GraphQLError, type ExecutionResult } from 'graphql';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { runAfterCommit, type Context } from '../core/context.ts';
import { AppError } from '../core/errors.ts';
import { requestLanguage, translator } from '../core/i18n/index.ts';
import type { Services } from '../core/services.ts';
import { RequestTransaction } from '../core/transaction.ts';
import { buildSchema } from './schema.ts';
import { buildContext, identify, type RequestInfo } from './request.ts';

type ServerContext = { info: RequestInfo };

const hasErrors = (result: unknown) => Boolean((result as ExecutionResult)?.errors?.length);

/**
 * Every operation runs in one tenant transaction. The viewer is found inside it first; the
 * transaction commits when the operation succeeds and rolls back when any error occurred, so a
 * failed mutation changes nothing. A subscription gets a fresh transaction for each event.
 */
function useTenantTransaction(): Plugin<Context> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const ctx = args.contextValue as Context;
        try {
          await identify(ctx);
          const result = await executeFn(args);
          await ctx.tx.finish(!hasErrors(result));
          await runAfterCommit(ctx);
          return presentResult(ctx.services, ctx, result);
        } catch (error) {
          await ctx.tx.finish(false).catch(() => undefined);
          throw error;
        }
      });
    },
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const ctx = args.contextValue as Context;
        try {
          await identify(ctx);
        } finally {
          await ctx.tx.finish(true);
        }
        const result = await subscribeFn(args);
        if (!isAsyncIterable(result)) return result;
        const iterator = result[Symbol.asyncIterator]();
        const nextEvent = async () => {
          ctx.tx = new RequestTransaction(ctx.services.pool, ctx.incubator.id);
          ctx.memo.clear();
          try {
            const step = await iterator.next();
            await ctx.tx.finish(true);
            return step.done ? step : { ...step, value: presentResult(ctx.services, ctx, step.value) };
          } catch (error) {
            await ctx.tx.finish(false).catch(() => undefined);
            throw error;
          }
        };
        return {
          [Symbol.asyncIterator]() {
            return this;
          },
          next: nextEvent,
          return: () => iterator.return?.() ?? Promise.resolve({ done: true as const, value: undefined }),
          throw: (error: unknown) => iterator.throw?.(error) ?? Promise.reject(error),
        } as AsyncIterableIterator<unknown>;
      });
    },
  };
}

// Checked by name: the executor may load graphql's other module format, whose class differs.
const isGraphQLError = (error: unknown): error is GraphQLError => error instanceof Error && error.name === 'GraphQLError';

/**
 * Errors meant for users arrive translated with their code; anything else is logged with the
 * request id and reaches the client as a generic message carrying only that id.
 */
export function presentError(services: Services, ctx: Context | undefined, error: unknown): GraphQLError {
  const graphqlError = isGraphQLError(error) ? error : null;
  const original = graphqlError ? (graphqlError.originalError ?? graphqlError) : error;
  const t = ctx?.t ?? translator('en');
  if (original instanceof AppError) {
    const { message, extensions } = original.translate(t);
    return new GraphQLError(message, { path: graphqlError?.path, extensions });
  }
  if (isGraphQLError(original) && !original.originalError) return original; // parse, validation, limits
  const requestId = ctx?.requestId ?? 'unknown';
  services.log.error({ err: original, requestId }, 'unexpected error');
  return new GraphQLError(t('errors.internal', { requestId }), { path: graphqlError?.path, extensions: { code: 'INTERNAL', requestId } });
}

function presentResult<T>(services: Services, ctx: Context, result: T): T {
  const errors = (result as ExecutionResult)?.errors;
  if (!errors?.length) return result;
  return { ...result, errors: errors.map((e) => presentError(services, ctx, e)) };
}

export function createGraphQL(services: Services) {
  return createYoga<ServerContext, Context>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    graphiql: false,
    logging: false,
    landingPage: false,
    context: async ({ info }: YogaInitialContext & ServerContext) => {
      try {
        return await buildContext(services, info);
      } catch (error) {
        throw presentError(services, undefined, error instanceof AppError ? error.toGraphQL(translator(requestLanguage(null, info.acceptLanguage))) : error);
      }
    },
    maskedErrors: { maskError: (error) => presentError(services, undefined, error) },
    plugins: [
      ...(services.config.introspection ? [] : [useDisableIntrospection()]),
      EnvelopArmorPlugin({
        maxDepth: { n: 12 },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 20_000 },
        maxTokens: { n: 4000 },
        maxDirectives: { n: 20 },
      }),
      useTenantTransaction(),
    ],
  });
}
