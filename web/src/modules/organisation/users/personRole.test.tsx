import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import type { TFunction } from 'i18next';
import { renderWithApollo } from '../../../test/renderWithApollo';
import deCommon from '../../../i18n/de/common.json';
import dePeople from '../../../i18n/de/people.json';
import type { PersonRow, RoleChoice } from './graphql';
import { roleFilterOptions } from './personRole';
import { UsersList } from './UsersList';

const nothing = { editProfile: false, changeRole: false, changeStatus: false, resendInvitation: false };
const cofounderRole = { _id: 'role-cofounder', type: 'cofounder', label: null };
const founder = (name: string, people: number): PersonRow => ({
  _id: name,
  fullName: name,
  firstName: name,
  lastName: null,
  email: `${name.toLowerCase()}@example.test`,
  headline: null,
  phone: null,
  status: 'active',
  userGroup: 'other',
  createdAt: null,
  role: cofounderRole,
  startups: [{ _id: `s-${name}`, people: Array.from({ length: people }, (_, i) => ({ _id: `${name}${i}` })) }],
  viewerCan: nothing,
});
const render = (rows: PersonRow[]) =>
  renderWithApollo(<UsersList rows={rows} selected={new Set()} onToggle={() => {}} onToggleAll={() => {}} onAction={() => {}} compact={false} />);

describe('the Users table role column', () => {
  it("shows the display rule's 'Founder' together with the role the filter finds them by", async () => {
    await render([founder('Solo', 1), founder('Pair', 2)]);
    const [solo, pair] = screen.getAllByTestId('user-row');
    expect(solo.textContent).toContain('Founder');
    expect(solo.textContent).toContain('Role: Co/Founder · sole founder');
    expect(pair.textContent).toContain('Co/Founder');
    expect(pair.textContent).not.toContain('Role:');
  });

  it('speaks the interface language, like the Roles tab', async () => {
    const { i18n } = await render([founder('Solo', 1), founder('Pair', 2)]);
    i18n.addResourceBundle('de', 'common', deCommon);
    i18n.addResourceBundle('de', 'people', dePeople);
    await act(() => i18n.changeLanguage('de'));
    const [solo, pair] = screen.getAllByTestId('user-row');
    expect(solo.textContent).toContain('Gründer');
    expect(solo.textContent).toContain('Rolle: Mitgründer');
    expect(pair.textContent).toContain('Mitgründer');
    expect(screen.getByRole('table').textContent).not.toContain('Co/Founder');
  });
});

describe('the role filter', () => {
  it('offers the roles as the Roles tab lists them, by role, never the system role', () => {
    const t = ((key: string) => ({ 'common:roles.founder': 'Founder', 'common:roles.cofounder': 'Co/Founder', 'common:roles.coach': 'Coach' })[key] ?? key) as unknown as TFunction;
    const role = (_id: string, type: string, label: string | null, isDefault: boolean): RoleChoice => ({ _id, type, label, isDefault, grantable: true });
    const options = roleFilterOptions(t, [
      role('r-lead', 'coach', 'Lead coach', false),
      role('r-founder', 'founder', null, true),
      role('r-system', 'system', null, true),
      role('r-coach', 'coach', null, true),
      role('r-cofounder', 'cofounder', null, true),
    ]);
    expect(options).toEqual([
      { value: 'r-coach', label: 'Coach' },
      { value: 'r-lead', label: 'Lead coach' },
      { value: 'r-cofounder', label: 'Co/Founder' },
      { value: 'r-founder', label: 'Founder' },
    ]);
  });
});
