/**
 * Invitations from a CSV file: a header row naming the columns email, firstName, lastName and
 * role (any order, any case; extra columns ignored), then one person per row. The role column
 * holds a role's label or type as the Roles tab shows it. Bad rows are reported with their line
 * number and are not sent; an empty file or a missing column is an error of the whole file.
 */
export interface CsvRole {
  _id: string;
  type: string;
  label: string | null;
}
export interface CsvInvitation {
  email: string;
  firstName: string;
  lastName: string;
  roleId: string;
  line: number;
}
export type CsvProblem =
  | { line: number; kind: 'email' | 'firstName' | 'lastName' | 'role' | 'duplicate'; value?: string }
  | { line: 0; kind: 'missingColumns'; value: string }
  | { line: 0; kind: 'empty' }
  | { line: 0; kind: 'tooMany'; value: string };

export const REQUIRED_COLUMNS = ['email', 'firstname', 'lastname', 'role'] as const;
export const MAX_CSV_ROWS = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 4180 fields: quotes may wrap separators, line breaks and doubled quotes. Comma or semicolon. */
export function splitCsv(text: string): string[][] {
  const source = text.replace(/^\uFEFF/, '');
  const firstLine = source.split(/\r?\n/, 1)[0] ?? '';
  const separator = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === separator) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && source[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

function findRole(value: string, roles: readonly CsvRole[]): CsvRole | undefined {
  const wanted = value.trim().toLowerCase();
  return roles.find((r) => r.label?.trim().toLowerCase() === wanted) ?? roles.find((r) => r.type.toLowerCase() === wanted);
}

export function parseInvitationsCsv(text: string, roles: readonly CsvRole[]): { invitations: CsvInvitation[]; problems: CsvProblem[] } {
  const rows = splitCsv(text).filter((r) => r.some((cell) => cell.trim() !== ''));
  if (rows.length < 2) return { invitations: [], problems: [{ line: 0, kind: 'empty' }] };
  const header = rows[0].map((h) =>
    h
      .trim()
      .toLowerCase()
      .replace(/[\s_-]/g, ''),
  );
  const missing = REQUIRED_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length) return { invitations: [], problems: [{ line: 0, kind: 'missingColumns', value: missing.join(', ') }] };
  if (rows.length - 1 > MAX_CSV_ROWS) return { invitations: [], problems: [{ line: 0, kind: 'tooMany', value: String(MAX_CSV_ROWS) }] };
  const at = Object.fromEntries(REQUIRED_COLUMNS.map((c) => [c, header.indexOf(c)])) as Record<(typeof REQUIRED_COLUMNS)[number], number>;
  const invitations: CsvInvitation[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Set<string>();
  rows.slice(1).forEach((cells, index) => {
    const line = index + 2;
    const cell = (c: keyof typeof at) => (cells[at[c]] ?? '').trim();
    const email = cell('email').toLowerCase();
    const rowProblems: CsvProblem[] = [];
    if (!EMAIL.test(email)) rowProblems.push({ line, kind: 'email', value: cell('email') });
    else if (seen.has(email)) rowProblems.push({ line, kind: 'duplicate', value: email });
    if (!cell('firstname')) rowProblems.push({ line, kind: 'firstName' });
    if (!cell('lastname')) rowProblems.push({ line, kind: 'lastName' });
    const role = findRole(cell('role'), roles);
    if (!role) rowProblems.push({ line, kind: 'role', value: cell('role') });
    if (rowProblems.length || !role) {
      problems.push(...rowProblems);
      return;
    }
    seen.add(email);
    invitations.push({ email, firstName: cell('firstname'), lastName: cell('lastname'), roleId: role._id, line });
  });
  return { invitations, problems };
}
