import type { Server } from 'node:http';
import { WebSocketServer } from 'ws';
import { useServer } from 'graphql-ws/use/ws';
import type { ExecutionArgs } from 'graphql';
import type { createGraphQL } from './graphql.ts';
import type { RequestInfo } from './request.ts';

type Yoga = ReturnType<typeof createGraphQL>;
type Enveloped = ReturnType<Yoga['getEnveloped']>;

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
      execute: (args) => (args.rootValue as Enveloped).execute(args as ExecutionArgs),
      subscribe: (args) => (args.rootValue as Enveloped).subscribe(args as ExecutionArgs),
      onSubscribe: async (ctx, _id, params) => {
        const request = ctx.extra.request;
        const connection = ctx.connectionParams as Record<string, unknown> | undefined;
        const info: RequestInfo = {
          host: request.headers.host,
          incubatorHeader: param(connection, 'incubator') ?? (request.headers['x-incubator'] as string | undefined),
          authorization: param(connection, 'authorization'),
          acceptLanguage: param(connection, 'language') ?? request.headers['accept-language'],
          userAgent: param(connection, 'userAgent') ?? request.headers['user-agent'],
          origin: `http://${request.headers.host}`,
        };
        const enveloped = yoga.getEnveloped({ info, request, params } as never);
        const document = enveloped.parse(params.query);
        const errors = enveloped.validate(enveloped.schema, document);
        if (errors.length) return errors;
        return {
          schema: enveloped.schema,
          operationName: params.operationName,
          document,
          variableValues: params.variables,
          contextValue: await enveloped.contextFactory(),
          rootValue: enveloped,
        };
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
