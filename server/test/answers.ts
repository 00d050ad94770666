import { expect } from 'vitest';
import type { Tenant } from './factories.ts';
import { gql, type TestServer } from './harness.ts';

/** A GraphQL answer as the tests read it: the data, or the errors with their codes and fields. */
export type Answer = { data?: any; errors?: Array<{ message: string; extensions?: Record<string, any> }> };

/** Calls the API as a signed-in person of `tenant` (or of another tenant, `on`), in a language if asked. */
export function caller(server: TestServer, tenant: Tenant) {
  return (query: string, variables: Record<string, unknown>, token: string, options: { on?: Tenant; language?: string } = {}): Promise<Answer> =>
    gql(server, query, variables, { tenant: (options.on ?? tenant).slug, token, language: options.language });
}

export const codeOf = (answer: Answer) => answer.errors?.[0]?.extensions?.code;
export const fieldsOf = (answer: Answer) => ((answer.errors?.[0]?.extensions?.fields ?? []) as Array<{ field: string; message: string }>).map((f) => f.field);

/** The data of an answer that must have no errors (which the failure then shows). */
export function ok(answer: Answer) {
  expect(answer.errors, JSON.stringify(answer.errors)).toBeUndefined();
  return answer.data;
}
