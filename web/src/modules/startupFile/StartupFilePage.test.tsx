import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { MockSubscriptionLink } from '@apollo/client/testing';
import type { FormattedExecutionResult } from 'graphql';
import { OperationTypeNode } from 'graphql';
import { Route, Routes, useLocation } from 'react-router';
import { answeringServer } from '../../test/answeringServer';
import { renderWithApollo } from '../../test/renderWithApollo';
import { shellUserData, type ShellUserOptions } from '../../test/shellUser';
import { FirstStartupFile } from './FirstStartupFile';
import { StartupFilePage } from './StartupFilePage';
import { eventsPage, note, STARTUP_ID, startupAnswer } from './testData';

const notFound = [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }];

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** The file at an address, over a server answering by operation name and a live link the test pushes through. */
async function openFile(route: string, answers: Record<string, FormattedExecutionResult>, user: ShellUserOptions | ReturnType<typeof shellUserData> = {}) {
  const live = new MockSubscriptionLink();
  const shell = 'currentUser' in user ? user : shellUserData(user);
  // The same object: a test changes what the server answers next by changing it.
  const server = answeringServer(
    notFound,
    Object.assign(answers, { ShellUser: { data: shell }, StartupTimelineKinds: { data: { startupTimelineKinds: ['Event', 'MilestonePost'] } } }),
  );
  const requests: string[] = [];
  const counting = new ApolloLink((operation, forward) => {
    requests.push(operation.operationName ?? '');
    return forward(operation);
  });
  const link = ApolloLink.split(({ operationType }) => operationType === OperationTypeNode.SUBSCRIPTION, live, ApolloLink.from([counting, server.link]));
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/startup/file/*" element={<FirstStartupFile />} />
        <Route path="/startup/:id/file/*" element={<StartupFilePage />} />
      </Routes>
      <Location />
    </>,
    { route, link },
  );
  return { live, requests, answers };
}

beforeEach(() => {
  // jsdom does not lay out: the sentinel never scrolls into view by itself.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => vi.unstubAllGlobals());

describe('startup file', () => {
  it('shows the header and only the sections this viewer may open', async () => {
    await openFile(`/startup/${STARTUP_ID}/file/activities`, { StartupFile: startupAnswer(), StartupEvents: eventsPage([]) }, { roleType: 'coach', flags: ['milestones'] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seedling' })).toBeTruthy();
    const tabs = within(await screen.findByRole('tablist', { name: 'Sections of the startup file' }));
    expect(tabs.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Activities', 'Tasks', 'Company', 'Coaching', 'Milestones', 'Export']);
    expect(tabs.getByRole('tab', { name: 'Activities' }).getAttribute('aria-selected')).toBe('true');
    // Six people around the startup: five shown large, then +1.
    expect(screen.getByRole('list', { name: 'People around the startup: 6' }).textContent).toContain('+1');
  });

  it('opens documents only with the plan and the server’s permission', async () => {
    await openFile(
      `/startup/${STARTUP_ID}/file/documents`,
      { StartupFile: startupAnswer({ viewDocuments: true }), StartupEvents: eventsPage([]) },
      { roleType: 'staff', flags: ['startupDocuments'] },
    );
    const tabs = within(await screen.findByRole('tablist'));
    expect(tabs.getByRole('tab', { name: 'Documents' }).getAttribute('aria-selected')).toBe('true');
  });

  it('sends a section this viewer may not open to the activities', async () => {
    await openFile(`/startup/${STARTUP_ID}/file/documents`, { StartupFile: startupAnswer({ viewDocuments: true }), StartupEvents: eventsPage([]) }, { roleType: 'staff' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/startup/${STARTUP_ID}/file/activities`));
  });

  it('says so when the startup cannot be seen', async () => {
    await openFile(`/startup/${STARTUP_ID}/file/activities`, {});
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'This startup does not exist or you cannot see it.');
  });

  it('leads /startup/file to the same section of the first startup', async () => {
    const user = shellUserData({ roleType: 'cofounder' });
    user.currentUser.startups = [{ __typename: 'UserStartup', _id: STARTUP_ID, name: 'Seedling' }] as never;
    await openFile('/startup/file/company', { StartupFile: startupAnswer() }, user);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`/startup/${STARTUP_ID}/file/company`));
    expect(await screen.findByRole('heading', { name: 'Founders' })).toBeTruthy();
    expect(screen.getByText('Co-founder')).toBeTruthy();
  });
});

describe('activities', () => {
  it('shows pinned, update and private posts with their creator line, then adds a post pushed live', async () => {
    const answers: Record<string, FormattedExecutionResult> = {
      StartupFile: startupAnswer({ writePrivateNotes: true }),
      StartupEvents: eventsPage([
        note('n1', '<p>Board meeting <strong>moved</strong></p>', { isPinned: true }),
        note('n2', '<p>Quarterly update</p>', {
          isUpdate: true,
          isPublic: false,
          createdBy: {
            __typename: 'TimelineAuthor',
            _id: 'f1',
            fullName: 'Ana Lopez',
            avatar: null,
            roleType: 'cofounder',
            roleLabel: null,
            firstStartupPeopleCount: 1,
            startups: [],
          },
        }),
        {
          __typename: 'MilestonePost',
          _id: 'mp1',
          createdAt: '2026-02-01T10:00:00.000Z',
          createdBy: null,
          milestone: {
            __typename: 'Milestone',
            _id: 'm1',
            name: 'MVP live',
            description: null,
            dueDate: '2026-02-01',
            status: 'reached',
            reachedAt: '2026-02-01T10:00:00.000Z',
            startupId: STARTUP_ID,
            owner: null,
          },
        },
      ]),
    };
    const { live, requests } = await openFile(`/startup/${STARTUP_ID}/file/activities`, answers, { roleType: 'staff' });
    const feed = await screen.findByRole('feed', { name: 'Activity timeline' }, { timeout: 5_000 });
    const posts = within(feed).getAllByRole('article');
    expect(posts).toHaveLength(3);
    // Each kind is drawn by its own component: a reached milestone beside the notes.
    expect(within(posts[2]).getByText('Milestone reached: MVP live')).toBeTruthy();
    expect(within(posts[0]).getByText('Pinned')).toBeTruthy();
    expect(within(posts[0]).getByText('moved').tagName).toBe('STRONG');
    expect(within(posts[0]).getByText('Coach')).toBeTruthy();
    expect(within(posts[1]).getByText('Update')).toBeTruthy();
    expect(within(posts[1]).getByText('Private')).toBeTruthy();
    // A co-founder with no label alone in their first startup reads 'Founder' (spec 2 §2).
    expect(within(posts[1]).getByText('Founder')).toBeTruthy();

    const reads = requests.filter((name) => name === 'StartupEvents').length;
    answers.StartupEvents = eventsPage([note('n3', '<p>Fresh news</p>'), ...(answers.StartupEvents.data as { startupEvents: { results: unknown[] } }).startupEvents.results]);
    await act(async () =>
      live.simulateResult({ result: { data: { startupTimelineUpdated: { __typename: 'TimelineUpdate', updateType: 'ADDED', eventId: 'n3', parentId: null } } } }),
    );
    expect(await within(feed).findByText('Fresh news')).toBeTruthy();
    expect(requests.filter((name) => name === 'StartupEvents').length).toBe(reads + 1);
    expect(
      within(feed)
        .getAllByRole('article')
        .map((post) => post.querySelector('.mantine-Typography-root p')?.textContent ?? post.getAttribute('aria-label')),
    ).toEqual(['Fresh news', 'Board meeting moved', 'Quarterly update', 'Milestones reached']);

    await act(async () =>
      live.simulateResult({ result: { data: { startupTimelineUpdated: { __typename: 'TimelineUpdate', updateType: 'REMOVED', eventId: 'n1', parentId: null } } } }),
    );
    await waitFor(() => expect(within(feed).queryByText('Pinned')).toBeNull());
    expect(within(feed).getAllByRole('article')).toHaveLength(3);
  });

  it('loads the next page from a keyboard-reachable button', async () => {
    const answers: Record<string, FormattedExecutionResult> = { StartupFile: startupAnswer(), StartupEvents: eventsPage([note('n1', '<p>First page</p>')], 'cursor-2') };
    await openFile(`/startup/${STARTUP_ID}/file/activities`, answers, { roleType: 'staff' });
    const more = await screen.findByRole('button', { name: 'Load more' }, { timeout: 5_000 });
    answers.StartupEvents = eventsPage([note('n2', '<p>Second page</p>')]);
    fireEvent.click(more);
    expect(await screen.findByText('Second page')).toBeTruthy();
    expect(screen.getByText('First page')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull());
  });

  it('offers private notes only to those who may write them', async () => {
    await openFile(`/startup/${STARTUP_ID}/file/activities`, { StartupFile: startupAnswer(), StartupEvents: eventsPage([]) }, { roleType: 'cofounder' });
    expect(await screen.findByRole('button', { name: 'Post' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('switch', { name: 'Private note' })).toBeNull();
    // Pinning orders the whole timeline: the programme's side pins.
    expect(screen.queryByRole('checkbox', { name: 'Pin' })).toBeNull();
  });
});
