import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { creatorRoleLabel } from './creatorRole';

// Stands in for the catalogue: the key asked for is visible in the result.
const t = ((key: string) => `[${key}]`) as unknown as TFunction;

describe('creatorRoleLabel (spec 2 §2)', () => {
  it("reads 'Founder' for a co-founder without a label alone in their first startup", () => {
    expect(creatorRoleLabel({ roleType: 'cofounder', roleLabel: null, firstStartupPeopleCount: 1 }, t)).toBe('[common:roles.founder]');
    expect(creatorRoleLabel({ roleType: 'cofounder', roleLabel: '  ', firstStartupPeopleCount: 1 }, t)).toBe('[common:roles.founder]');
  });

  it('shows the label when the co-founder has one, or shares the startup', () => {
    expect(creatorRoleLabel({ roleType: 'cofounder', roleLabel: 'CEO', firstStartupPeopleCount: 1 }, t)).toBe('CEO');
    expect(creatorRoleLabel({ roleType: 'cofounder', roleLabel: null, firstStartupPeopleCount: 2 }, t)).toBe('[common:roles.cofounder]');
    expect(creatorRoleLabel({ roleType: 'cofounder', roleLabel: null, firstStartupPeopleCount: null }, t)).toBe('[common:roles.cofounder]');
  });

  it("shows any other role's label, else its type's name", () => {
    expect(creatorRoleLabel({ roleType: 'coach', roleLabel: 'Lead coach', firstStartupPeopleCount: null }, t)).toBe('Lead coach');
    expect(creatorRoleLabel({ roleType: 'staff', roleLabel: null, firstStartupPeopleCount: 1 }, t)).toBe('[common:roles.staff]');
  });

  it("reads 'Unknown' without a role, or with a type outside the catalogue", () => {
    expect(creatorRoleLabel({ roleType: null, roleLabel: null, firstStartupPeopleCount: null }, t)).toBe('[common:roles.unknown]');
    expect(creatorRoleLabel({ roleType: 'astronaut', roleLabel: null, firstStartupPeopleCount: null }, t)).toBe('[common:roles.unknown]');
  });
});
