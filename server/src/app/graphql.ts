import { createYoga, isAsyncIterable, type Plugin, type YogaInitialContext } from 'graphql-yoga';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { runAfterCommit, type Context } from '../core/context.ts';
import { clientError, RETRY_AFTER_SECONDS } from '../core/errors.ts';
import { requestLanguage, translator } from '../core/i18n/index.ts';
import type { Services } from '../core/services.ts';
import { RequestTransaction } from '../core/transaction.ts';
import { buildSchema } from './schema.ts';
import { buildContext, identify, type RequestInfo } from '../core/request-context.ts';
import { graphqlCors } from './security-headers.ts';
import { checkApiOperation } from '../core/auth/bearer.ts';

type ServerContext = { info: RequestInfo };

const hasErrors = (result: unknown) => Boolean((result as ExecutionResult)?.errors?.length);

/**
 * Every operation runs in one tenant transaction. The viewer is found inside it first; the
 * transaction commits when the operation succeeds and rolls back when any error occurred, so a
 * failed mutation changes nothing. A query reads without BEGIN and COMMIT until it first writes
 * (`RequestTransaction.readFrom`). A subscription gets a fresh transaction for each event, opened
 * only if the event's checks or fields read anything.
 */
function useTenantTransaction(): Plugin<Context> {
  return {
    onExecute({ executeFn, setExecuteFn }) {
      setExecuteFn(async (args) => {
        const ctx = args.contextValue as Context;
        if (getOperationAST(args.document, args.operationName)?.operation === 'query') ctx.tx.readFrom(ctx.services.readPool);
        try {
          await identify(ctx, { publicApi: true });
          checkApiOperation(ctx, args.document, args.operationName);
          const result = await executeFn(args);
          await ctx.tx.finish(!hasErrors(result));
          await runAfterCommit(ctx);
          return presentResult(ctx.services, ctx, result);
        } catch (error) {
          await ctx.tx.finish(false).catch(() => undefined);
          // Presented here rather than by the masking: the request's language and id are known. With
          // `data: null` a refusal before execution (an API token's scope) reads like one from a resolver.
          return { data: null, errors: [presentError(ctx.services, ctx, error)] };
        }
      });
    },
    onSubscribe({ subscribeFn, setSubscribeFn }) {
      setSubscribeFn(async (args) => {
        const ctx = args.contextValue as Context;
        try {
          await identify(ctx, { publicApi: true });
          checkApiOperation(ctx, args.document, args.operationName);
          await ctx.tx.finish(true);
        } catch (error) {
          await ctx.tx.finish(false).catch(() => undefined);
          // An answer, not a throw: thrown, it would close the websocket and every subscription on it.
          return { errors: [presentError(ctx.services, ctx, error)] };
        }
        const result = await subscribeFn(args);
        if (!isAsyncIterable(result)) return result;
        const iterator = result[Symbol.asyncIterator]();
        const nextEvent = async () => {
          // On the live pool: an event's delivery never waits for a connection behind HTTP requests.
          ctx.tx = new RequestTransaction(ctx.services.livePool, ctx.incubator.id);
          ctx.memo.clear();
          try {
            const step = await iterator.next();
            await ctx.tx.finish(true);
            return step.done ? step : { ...step, value: presentResult(ctx.services, ctx, step.value) };
          } catch (error) {
            await ctx.tx.finish(false).catch(() => undefined);
            // Ends the subscription with the client's message, never the database's own words.
            throw presentError(ctx.services, ctx, error);
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
export function presentError(services: Services, ctx: Partial<Pick<Context, 't' | 'requestId'>> | undefined, error: unknown): GraphQLError {
  const graphqlError = isGraphQLError(error) ? error : null;
  const original = graphqlError ? (graphqlError.originalError ?? graphqlError) : error;
  const t = ctx?.t ?? translator('en');
  const known = clientError(original);
  if (known) {
    const { message, extensions } = known.translate(t);
    // The answer's own status says "come back in a moment" to clients and proxies (not sent to them as an extension).
    if (known.status === 503) extensions.http = { status: 503, headers: { 'retry-after': RETRY_AFTER_SECONDS } };
    // An API token over its rate: the HTTP answer is a 429 a client's back-off understands.
    if (known.status === 429 && typeof known.extensions.retryAfter === 'number') extensions.http = { status: 429, headers: { 'retry-after': String(known.extensions.retryAfter) } };
    return new GraphQLError(message, { path: graphqlError?.path, extensions });
  }
  if (isGraphQLError(original) && !original.originalError) return withoutSuggestions(original); // parse, validation, limits, variables
  const requestId = ctx?.requestId ?? 'unknown';
  services.log.error({ err: original, requestId }, 'unexpected error');
  return new GraphQLError(t('errors.internal', { requestId }), { path: graphqlError?.path, extensions: { code: 'INTERNAL', requestId } });
}

/**
 * "Did you mean …?" names parts of the schema the caller did not ask about: field suggestions are
 * masked by graphql-armor, and enum values (`Value "X" does not exist in "Y" enum. Did you mean
 * the enum value "Z"?`, from a literal or a variable) lose theirs here.
 */
function withoutSuggestions(error: GraphQLError): GraphQLError {
  const message = error.message.replace(/\s*Did you mean [^?]*\?/g, '');
  if (message === error.message) return error;
  return new GraphQLError(message, { nodes: error.nodes, source: error.source, positions: error.positions, path: error.path, extensions: error.extensions });
}

/** Validation answers (an unknown enum value written in the query) without suggestions. */
function useNoSuggestions(): Plugin {
  return {
    onValidate:
      () =>
      ({ valid, result, setResult }) => {
        if (!valid) setResult(result.map((error) => (isGraphQLError(error) ? withoutSuggestions(error) : error)));
      },
  };
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
    cors: graphqlCors(services),
    context: async ({ info }: YogaInitialContext & ServerContext) => {
      try {
        return await buildContext(services, info);
      } catch (error) {
        throw presentError(services, { t: translator(requestLanguage(null, info.acceptLanguage)), requestId: info.requestId }, error);
      }
    },
    maskedErrors: { maskError: (error) => presentError(services, undefined, error) },
    plugins: [
      ...(services.config.introspection ? [] : [useDisableIntrospection()]),
      EnvelopArmorPlugin({
        // Fragments name parts of a query; only fields nest (the timeline's notes spread the
        // fragments of their replies and authors).
        maxDepth: { n: 12, flattenFragments: true },
        maxAliases: { n: 15 },
        costLimit: { maxCost: 20_000 },
        maxTokens: { n: 4000 },
        maxDirectives: { n: 20 },
      }),
      useNoSuggestions(),
      useTenantTransaction(),
    ],
  });
}
