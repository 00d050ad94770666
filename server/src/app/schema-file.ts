import { fileURLToPath } from 'node:url';
// The file Node itself loads for 'graphql' (and Pothos with it): under the test runner a bare 'graphql'
// would resolve to its ES module build, a second copy whose printer refuses this schema's types.
import { lexicographicSortSchema, printSchema } from 'graphql/index.js';
import { buildSchema } from './schema.ts';

/** The published schema: one SDL file at the root of the server package, for outside clients. */
export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

export const SCHEMA_FILE_COMMAND = 'npm run schema --workspace server';

/**
 * The running schema as SDL. Sorted by name so that a change shows as a small diff wherever the
 * type or field was declared; building it needs no database, only the modules' declarations.
 */
export function printSchemaFile(): string {
  const header = `# The GraphQL schema of the Seedbed API, printed from the server's code.\n# Do not edit: run \`${SCHEMA_FILE_COMMAND}\` after changing the schema.\n\n`;
  return `${header}${printSchema(lexicographicSortSchema(buildSchema()))}\n`;
}
