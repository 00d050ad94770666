import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { printSchemaFile, SCHEMA_FILE, SCHEMA_FILE_COMMAND } from './schema-file.ts';

const published = () => {
  try {
    return readFileSync(SCHEMA_FILE, 'utf8');
  } catch {
    return ''; // a missing file is told to be printed, like a stale one
  }
};

describe('the published schema file', () => {
  it('is the schema the server runs', () => {
    if (published() !== printSchemaFile()) {
      expect.fail(`server/schema.graphql differs from the running schema: run \`${SCHEMA_FILE_COMMAND}\` and commit the file.`);
    }
  });

  it("declares the contract's enum for a role permission's scope", () => {
    expect(published()).toContain('enum PermissionCriteria {\n  ALL\n  ASSIGNED\n  NONE\n  SELECTED\n}');
    expect(published()).toMatch(/input RolePermissionInput \{\n {2}key: String!\n {2}permissionCriteria: PermissionCriteria!\n\}/);
  });
});
