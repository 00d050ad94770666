import { readFileSync } from 'node:fs';
import path from 'node:path';
import { extractIntrospectionHeader, loadFromSDL, minifyIntrospection, outputIntrospectionFile } from 'gql.tada/internal';
import { describe, expect, it } from 'vitest';

// Paths from this folder: under jsdom import.meta.url is not a file URL.
const SCHEMA_FILE = path.resolve(import.meta.dirname, '../../../../server/schema.graphql');
const TYPES_FILE = path.resolve(import.meta.dirname, 'graphql-env.d.ts');

const written = () => {
  try {
    return readFileSync(TYPES_FILE, 'utf8');
  } catch {
    return ''; // a missing file is told to be generated, like a stale one
  }
};

/** What `gql-tada generate output` writes for the published schema, built the same way in memory. */
async function expectedTypes(current: string): Promise<string> {
  const introspection = await loadFromSDL({ file: SCHEMA_FILE, assumeValid: true }).loadIntrospection();
  if (!introspection) throw new Error(`could not read ${SCHEMA_FILE}`);
  return outputIntrospectionFile(minifyIntrospection(introspection), {
    fileType: '.d.ts',
    shouldPreprocess: true,
    preamble: extractIntrospectionHeader(current) ?? undefined,
  });
}

describe("the web queries' schema types", () => {
  it('are the published schema', async () => {
    const current = written();
    if (current !== (await expectedTypes(current))) {
      expect.fail('web/src/app/apollo/graphql-env.d.ts differs from server/schema.graphql: run `npm run schema:types --workspace web` and commit the file.');
    }
  });
});
