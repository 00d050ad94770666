import { Kind, type DocumentNode, type FragmentDefinitionNode, type OperationDefinitionNode, type SelectionSetNode } from 'graphql';
import type { Context, Viewer } from '../context.ts';

export type OperationKind = 'query' | 'mutation' | 'subscription';

/** What a token of the public API may do, carried by its viewer. */
export interface ApiAccess {
  /** The token's row, for the answers that name it (the token list marks the one in use). */
  tokenId: string;
  /** Throws (a translated FORBIDDEN) unless the token may run an operation of this kind touching these root fields. */
  checkOperation(kind: OperationKind, rootFields: readonly string[]): void;
}

/**
 * A kind of bearer token other than the sign-in token, recognised by its prefix: the public API's.
 * `authenticate` throws when the token is refused (unknown, revoked, expired, over its rate) and
 * returns the viewer it acts as, with its `api` limits. A module declares it (`bearerTokens` in its
 * module.ts); the server registers it when it assembles.
 */
export interface BearerTokenScheme {
  prefix: string;
  authenticate(ctx: Context, token: string): Promise<Viewer>;
}

const schemes: BearerTokenScheme[] = [];

export function registerBearerScheme(scheme: BearerTokenScheme): void {
  if (!schemes.includes(scheme)) schemes.push(scheme);
}

export const bearerSchemeOf = (token: string): BearerTokenScheme | undefined => schemes.find((scheme) => token.startsWith(scheme.prefix));

/** The operation a request runs: the named one, or the only one. */
function operationOf(document: DocumentNode, operationName?: string | null): OperationDefinitionNode | undefined {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION);
  return operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined;
}

/** The root fields an operation selects, through fragments spread at its top level too. */
export function rootFieldsOf(document: DocumentNode, operationName?: string | null): { kind: OperationKind; fields: string[] } | null {
  const operation = operationOf(document, operationName);
  if (!operation) return null;
  const fragments = new Map(
    document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((fragment) => [fragment.name.value, fragment]),
  );
  const fields = new Set<string>();
  const seen = new Set<string>();
  const collect = (selections: SelectionSetNode) => {
    for (const selection of selections.selections) {
      if (selection.kind === Kind.FIELD) fields.add(selection.name.value);
      else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        const fragment = fragments.get(selection.name.value);
        if (fragment) collect(fragment.selectionSet);
      }
    }
  };
  collect(operation.selectionSet);
  return { kind: operation.operation as OperationKind, fields: [...fields] };
}

/**
 * Refuses an operation the request's API token may not run; requests signed in the usual way pass.
 * An operation that cannot be told (no such name) is left to GraphQL, which refuses it itself.
 */
export function checkApiOperation(ctx: Context, document: DocumentNode, operationName?: string | null): void {
  const api = ctx.viewer?.api;
  if (!api) return;
  const operation = rootFieldsOf(document, operationName);
  if (operation) api.checkOperation(operation.kind, operation.fields);
}
