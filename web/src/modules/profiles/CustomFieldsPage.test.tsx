import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { operationServer } from '../../test/operationServer';
import { renderWithApollo } from '../../test/renderWithApollo';
import { shellUserData } from '../../test/shellUser';
import { CustomFieldsPage } from './CustomFieldsPage';
import { EMPLOYEES, LINKEDIN, MODEL, customFields } from './testData';

const profileForm = (id: string, canEdit = true) => ({
  data: { profileForm: { __typename: 'Form', _id: id, canEdit, hasUnpublishedChanges: false, currentVersion: { __typename: 'FormVersion', _id: `${id}-v`, number: 1 } } },
});
const filled = (counts: Record<string, number>) => ({
  data: { customFieldsFilled: Object.entries(counts).map(([questionId, n]) => ({ __typename: 'CustomFieldStats', questionId, filled: n })) },
});

function server(flags: string[]) {
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: 'staff', permissions: ['FORM:CREATE', 'FORM:EDIT'], flags }) },
    ProfileForm: (variables) => profileForm(variables.entity === 'STARTUP' ? 'fs' : 'fu'),
    CustomFields: (variables) => (variables.entity === 'STARTUP' ? customFields(MODEL, EMPLOYEES) : customFields(LINKEDIN)),
    CustomFieldsFilled: (variables) => (variables.entity === 'STARTUP' ? filled({ model: 7, employees: 3 }) : filled({ linkedin: 2 })),
  });
}

async function open(flags: string[]) {
  const { link } = server(flags);
  await renderWithApollo(
    <Routes>
      <Route path="/fields/customs" element={<CustomFieldsPage />} />
    </Routes>,
    { link, route: '/fields/customs' },
  );
}

describe('/fields/customs', () => {
  it('lists the fields of startups and of people with their type, whether required and how many filled them', async () => {
    await open(['customFieldsEdit', 'customFieldsAnalytics']);
    const startups = await screen.findByRole('region', { name: 'Startups' });
    const row = (await within(startups).findByText('Business model')).closest('tr')!;
    expect(within(row).getByText('Single choice')).toBeTruthy();
    expect(within(row).getByText('Yes')).toBeTruthy();
    expect(await within(row).findByText('7')).toBeTruthy();
    const employees = within(startups).getByText('Employees').closest('tr')!;
    expect(within(employees).getByText('No')).toBeTruthy();
    const people = screen.getByRole('region', { name: 'People' });
    expect(await within(people).findByText('LinkedIn')).toBeTruthy();
    // Each profile's builder, and the analytics the plan offers.
    expect(within(startups).getByRole('link', { name: 'Open the builder' }).getAttribute('href')).toBe('/profiles/fs/builder');
    expect(within(people).getByRole('link', { name: 'Open the builder' }).getAttribute('href')).toBe('/profiles/fu/builder');
    expect(within(people).getByRole('link', { name: 'View profile form' }).getAttribute('href')).toBe('/community/people/profile');
    expect(screen.getByRole('link', { name: 'Analytics' }).getAttribute('href')).toBe('/fields/customs/analytics');
  });

  it('offers no builder nor analytics when the plan lacks them', async () => {
    await open([]);
    const startups = await screen.findByRole('region', { name: 'Startups' });
    await within(startups).findByText('Business model');
    expect(within(startups).queryByRole('link', { name: 'Open the builder' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Analytics' })).toBeNull();
  });
});
