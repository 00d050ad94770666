import { writeFileSync } from 'node:fs';
import { printSchemaFile, SCHEMA_FILE } from '../app/schema-file.ts';
import { printRootFieldModules, ROOT_FIELDS_FILE } from '../modules/api/root-field-sources.ts';

// Rewrites the published schema; its test fails until this has been run after a schema change.
writeFileSync(SCHEMA_FILE, printSchemaFile());
console.log(`Wrote ${SCHEMA_FILE}`);
// The module of each root field, by which API tokens' scopes open them (modules/api/areas.ts).
writeFileSync(ROOT_FIELDS_FILE, printRootFieldModules());
console.log(`Wrote ${ROOT_FIELDS_FILE}`);
