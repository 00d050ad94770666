import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { isAuthStatus, RETRY } from '../apollo/retry';
import { connectionStore } from '../apollo/status';
import { interfaceLanguage } from '../i18n/current';

/**
 * The data a visitor's page needs (the organisation, its login layout) without the data layer:
 * a plain POST to /graphql with the same document, so that the sign-in page downloads neither
 * Apollo nor the websocket client. Signed-in screens go through Apollo (see ../apollo).
 */
export class PublicQueryError extends Error {
  constructor(
    readonly codes: readonly string[],
    readonly status?: number,
  ) {
    super(codes.length ? codes.join(', ') : `HTTP ${status ?? 'failure'}`);
  }
}

interface GraphQLAnswer<Result> {
  data?: Result | null;
  errors?: Array<{ extensions?: { code?: unknown } }>;
}

/** As the Apollo retry link waits: an exponential back-off with full jitter. */
const retryDelay = (count: number) => Math.random() * Math.min(RETRY.maxMs, RETRY.initialMs * 2 ** count);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function attempt<Result>(body: string): Promise<{ answer?: GraphQLAnswer<Result>; status?: number; retry: boolean }> {
  let response: Response;
  try {
    response = await fetch('/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'accept-language': interfaceLanguage.get() },
      body,
    });
  } catch {
    connectionStore.set(false);
    return { retry: true };
  }
  // An HTTP 4xx answer still proves the server is there.
  connectionStore.set(response.status < 500);
  const answer = (await response.json().catch(() => undefined)) as GraphQLAnswer<Result> | undefined;
  if (response.ok || answer?.errors?.length) return { answer, status: response.status, retry: false };
  return { status: response.status, retry: !isAuthStatus(response.status) };
}

/** Runs a query for visitors; rejects with the GraphQL error codes when the server refuses it. */
export async function fetchPublicQuery<Result, Variables>(document: TadaDocumentNode<Result, Variables>, variables?: Variables): Promise<Result> {
  const operation = document.definitions.find((definition) => definition.kind === 'OperationDefinition');
  const body = JSON.stringify({ operationName: operation?.name?.value, variables: variables ?? {}, query: print(document) });
  for (let count = 0; ; count += 1) {
    const { answer, status, retry } = await attempt<Result>(body);
    if (answer?.errors?.length) {
      throw new PublicQueryError(
        answer.errors.map(({ extensions }) => String(extensions?.code ?? '')),
        status,
      );
    }
    if (answer?.data) return answer.data;
    if (!retry || count + 1 >= RETRY.attempts) throw new PublicQueryError([], status);
    await wait(retryDelay(count));
  }
}
