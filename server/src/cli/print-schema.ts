import { writeFileSync } from 'node:fs';
import { printSchemaFile, SCHEMA_FILE } from '../app/schema-file.ts';

// Rewrites the published schema; its test fails until this has been run after a schema change.
writeFileSync(SCHEMA_FILE, printSchemaFile());
console.log(`Wrote ${SCHEMA_FILE}`);
