import { describe, expect, it } from 'vitest';
import { parseInvitationsCsv, splitCsv } from './csv';

const roles = [
  { _id: 'r-coach', type: 'coach', label: null },
  { _id: 'r-lead', type: 'staff', label: 'Programme lead' },
];

describe('invitations CSV', () => {
  it('reads columns in any order and case, roles by label or type, quoted fields and a BOM', () => {
    const text = '\uFEFFRole,Email,First Name,last_name\r\n"Programme lead",Ana@Example.test,"Ana, Maria",Lopez\ncoach,bo@example.test,Bo,"O""Neil"\n\n';
    expect(parseInvitationsCsv(text, roles)).toEqual({
      invitations: [
        { email: 'ana@example.test', firstName: 'Ana, Maria', lastName: 'Lopez', roleId: 'r-lead', line: 2 },
        { email: 'bo@example.test', firstName: 'Bo', lastName: 'O"Neil', roleId: 'r-coach', line: 3 },
      ],
      problems: [],
    });
  });

  it('reports each bad row with its line and keeps the good ones', () => {
    const text = 'email;firstName;lastName;role\nnope;A;B;coach\nok@example.test;;B;pilot\nok@example.test;C;D;coach\nOK@example.test;E;F;coach';
    const { invitations, problems } = parseInvitationsCsv(text, roles);
    expect(invitations.map((i) => i.line)).toEqual([4]);
    expect(problems).toEqual([
      { line: 2, kind: 'email', value: 'nope' },
      { line: 3, kind: 'firstName' },
      { line: 3, kind: 'role', value: 'pilot' },
      { line: 5, kind: 'duplicate', value: 'ok@example.test' },
    ]);
  });

  it('refuses a file without the needed columns or without rows', () => {
    expect(parseInvitationsCsv('email,name\na@b.c,x', roles).problems).toEqual([{ line: 0, kind: 'missingColumns', value: 'firstname, lastname, role' }]);
    expect(parseInvitationsCsv('email,firstName,lastName,role\n', roles).problems).toEqual([{ line: 0, kind: 'empty' }]);
    expect(splitCsv('a,"b\nc",d')).toEqual([['a', 'b\nc', 'd']]);
  });
});
