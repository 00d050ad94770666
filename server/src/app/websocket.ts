import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs, GraphQLError } from 'graphql';
import type { createGraphQL } from './graphql.ts';
import type { RequestInfo } from '../core/request-context.ts';

type Yoga = ReturnType<typeof createGraphQL>;
type Enveloped = ReturnType<Yoga['getEnveloped']>;
/** A subscription refused before it could run: its answer is the refusal. */
type Refused = { refusal: GraphQLError };

const refusedOr = (root: unknown, run: (enveloped: Enveloped) => unknown) =>
  root && typeof root === 'object' && 'refusal' in root ? { errors: [(root as Refused).refusal] } : run(root as Enveloped);

const param = (params: Record<string, unknown> | undefined, name: string) => {
  const value = params?.[name];
  return typeof value === 'string' ? value : undefined;
};

/**
 * Subscriptions over graphql-ws at /subscriptions. The connection parameters name the tenant and
 * carry the bearer token; each subscription then runs through the same plugins as HTTP requests.
 */
export function attachSubscriptions(server: Server, yoga: Yoga) {
  const wss = new WebSocketServer({ server, path: '/subscriptions', maxPayload: 64 * 1024 });
  const disposable = useServer(
    {
      execute: (args) => refusedOr(args.rootValue, (enveloped) => enveloped.execute(args as ExecutionArgs)) as never,
      subscribe: (args) => refusedOr(args.rootValue, (enveloped) => enveloped.subscribe(args as ExecutionArgs)) as never,
      onSubscribe: async (ctx, _id, params) => {
        const request = ctx.extra.request;
        const connection = ctx.connectionParams as Record<string, unknown> | undefined;
        const info: RequestInfo = {
          host: request.headers.host,
          incubatorHeader: param(connection, 'incubator') ?? (request.headers['x-incubator'] as string | undefined),
          authorization: param(connection, 'authorization'),
          acceptLanguage: param(connection, 'language') ?? request.headers['accept-language'],
          userAgent: param(connection, 'userAgent') ?? request.headers['user-agent'],
        };
        const enveloped = yoga.getEnveloped({ info, request, params } as never);
        const document = enveloped.parse(params.query);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors;
        const operation = { schema: enveloped.schema, operationName: params.operationName, document, variableValues: params.variables };
        try {
          return { ...operation, contextValue: await enveloped.contextFactory(), rootValue: enveloped };
        } catch (error) {
          // Refused with its translated message (an unknown organisation, the database away), the
          // subscription answers that and ends; thrown, the error would close the websocket and
          // every other subscription on it. (graphql-ws checks returned errors by class, which the
          // graphql loaded here need not share, so the refusal travels as the operation's answer.)
          if (!(error instanceof Error && error.name === 'GraphQLError')) throw error;
          return { ...operation, contextValue: {}, rootValue: { refusal: error as GraphQLError } satisfies Refused };
        }
      },
    },
    wss,
  );
  return {
    close: async () => {
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}
