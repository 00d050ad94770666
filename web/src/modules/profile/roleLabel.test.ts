import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { personRoleLabel } from './roleLabel';

// Stands in for the catalogue: the key asked for is visible in the result.
const t = ((key: string) => `[${key}]`) as unknown as TFunction;
const cofounder = { type: 'cofounder', label: null };

describe('personRoleLabel', () => {
  it("shows the server's reading, already in the reader's language, when the startup's size is not known", () => {
    expect(personRoleLabel({ role: cofounder, roleLabel: 'Fondateur' }, t)).toBe('Fondateur');
  });

  it('applies the solo-founder rule itself when the size is known', () => {
    expect(personRoleLabel({ role: cofounder, roleLabel: 'Fondateur' }, t, 1)).toBe('[common:roles.founder]');
    expect(personRoleLabel({ role: cofounder }, t, 2)).toBe('[common:roles.cofounder]');
  });
});
