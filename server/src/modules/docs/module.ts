import type { ServerModule } from '../server-module.ts';
import * as schema from './schema.ts';
import { loadDocs } from './load.ts';

/** The documentation files are written to the database at start, before the first request. */
export const docsModule: ServerModule = { name: 'docs', schema: [schema], prepare: loadDocs };
