import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { IconCalendarPlus, IconChecklist, IconSchool } from '@tabler/icons-react';
import { useLocation } from 'react-router';
import type { CreateEntry } from '../../app/features/types';
import { renderWithApollo } from '../../test/renderWithApollo';
import { CreateMenu } from './CreateMenu';
import type { CreateViewer } from './permitted';

// Labels are keys of the create namespace, so the test needs no catalogue of its own.
const COURSES: CreateEntry = { id: 'course', labelKey: 'create:title', icon: IconSchool, permission: 'COURSE:CREATE', to: '/courses/management' };
const TASKS: CreateEntry = { id: 'task', labelKey: 'create:failed', icon: IconChecklist, permission: 'TASK/TASK:DELETE', to: '/tasks' };
// An entry whose feature creates a draft first, then opens its editor.
const EVENT: CreateEntry = {
  id: 'event',
  labelKey: 'create:button',
  icon: IconCalendarPlus,
  permission: 'EVENT:CREATE',
  run: async ({ navigate }) => void (await navigate('/events/ev-7/edit')),
};

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname} ${JSON.stringify(location.state)}`}</output>;
}

async function renderMenu(entries: CreateEntry[], viewer: CreateViewer, mocks = []) {
  await renderWithApollo(
    <>
      <CreateMenu entries={entries} viewer={viewer} />
      <Location />
    </>,
    { mocks },
  );
}

const createButton = () => screen.queryByRole('button', { name: 'Create' });

describe('CreateMenu visibility', () => {
  it('is not shown when no entry is permitted', async () => {
    await renderMenu([COURSES, TASKS], { roleType: 'cofounder', permissions: {} });
    expect(createButton()).toBeNull();
  });

  it('is not shown when there are no entries at all', async () => {
    await renderMenu([], { roleType: 'admin', permissions: { 'COURSE:CREATE': 'ALL' } });
    expect(createButton()).toBeNull();
  });

  it('is shown with only the permitted entries', async () => {
    await renderMenu([COURSES, TASKS], { roleType: 'coach', permissions: { 'TASK/TASK:DELETE': 'ASSIGNED', 'COURSE:CREATE': 'NONE' } });
    fireEvent.click(createButton()!);
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Could not create it']);
  });
});

describe('CreateMenu entries', () => {
  it('open their page with create=true in the navigation state', async () => {
    await renderMenu([COURSES], { roleType: 'staff', permissions: { 'COURSE:CREATE': 'ALL' } });
    fireEvent.click(createButton()!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create new' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/courses/management {"create":true}'));
  });

  it('run the action their feature declared', async () => {
    await renderMenu([EVENT], { roleType: 'staff', permissions: { 'EVENT:CREATE': 'ALL' } });
    fireEvent.click(createButton()!);
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Create' }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/events/ev-7/edit null'));
  });
});
