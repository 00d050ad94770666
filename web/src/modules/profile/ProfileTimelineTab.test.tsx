import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { operationServer } from '../../test/operationServer';
import { renderWithApollo } from '../../test/renderWithApollo';
import { shellUserData } from '../../test/shellUser';
import { postData, replyData } from '../community/shared/post/testing';
import { ProfileTimelineTab } from './ProfileTimelineTab';

const activity = (id: string, kind: string, patch: Record<string, unknown> = {}) => ({
  __typename: 'PersonActivity',
  _id: id,
  kind,
  createdAt: '2030-03-01T10:00:00.000Z',
  link: null,
  title: null,
  note: null,
  startup: null,
  post: null,
  ...patch,
});
const page = (results: unknown[], next: string | null = null) => ({ data: { personTimeline: { __typename: 'PersonTimelinePage', next, results } } });

const POST = activity('p1', 'POST', { post: postData({ _id: 'p1', content: '<p>We closed our seed round</p>' }), link: '/community/post/p1' });
const REPLY = activity('r1', 'REPLY', { post: replyData({ _id: 'r1', rootId: 'p0', content: '<p>Congratulations!</p>' }), link: '/community/post/p0?comment=r1' });
const NOTE = activity('n1', 'NOTE', { note: '<p>Shipped the beta</p>', startup: { __typename: 'Startup', _id: 's1', name: 'Orbit Labs' }, link: '/startup/s1/file/activities' });
const EVENT = activity('e1', 'EVENT', { title: 'Demo day', link: '/events/ev1' });
const COURSE = activity('c1', 'COURSE', { title: 'Pricing basics', link: '/courses/co1' });

async function open(answer: (variables: Record<string, unknown>) => ReturnType<typeof page>, own = false) {
  const server = operationServer({ ShellUser: { data: shellUserData({ roleType: 'coach', flags: ['newsFeed'] }) }, PersonTimeline: answer });
  await renderWithApollo(<ProfileTimelineTab userId="u1" own={own} />, { link: server.link });
  return server;
}

describe('a person’s timeline tab', () => {
  it('shows their posts as the feed does and a line for each other thing they did, each leading to it', async () => {
    const { asked } = await open(() => page([POST, REPLY, NOTE, EVENT, COURSE]));
    expect(await screen.findByText('We closed our seed round')).toBeTruthy();
    expect(screen.getByRole('article')).toBeTruthy();
    const reply = screen.getByTestId('activity-REPLY');
    expect(within(reply).getByText('Replied in a discussion')).toBeTruthy();
    expect(within(reply).getByText('Congratulations!')).toBeTruthy();
    expect(within(reply).getByRole('link', { name: 'Open the discussion' }).getAttribute('href')).toBe('/community/post/p0?comment=r1');
    const note = screen.getByTestId('activity-NOTE');
    expect(note.textContent).toContain('Wrote on the timeline of Orbit Labs');
    expect(within(note).getByRole('link', { name: 'Orbit Labs' }).getAttribute('href')).toBe('/startup/s1/file/activities');
    expect(within(note).getByText('Shipped the beta')).toBeTruthy();
    expect(within(screen.getByTestId('activity-EVENT')).getByRole('link', { name: 'Demo day' }).getAttribute('href')).toBe('/events/ev1');
    expect(within(screen.getByTestId('activity-COURSE')).getByRole('link', { name: 'Pricing basics' }).getAttribute('href')).toBe('/courses/co1');
    expect(asked('PersonTimeline')[0]).toEqual({ userId: 'u1', cursor: null, limit: 24 });
  });

  it('loads older activity with the server’s cursor', async () => {
    const { asked } = await open((variables) => (variables.cursor ? page([COURSE]) : page([EVENT], 'older')));
    await screen.findByTestId('activity-EVENT');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByTestId('activity-COURSE')).toBeTruthy();
    expect(asked('PersonTimeline')[1]).toMatchObject({ cursor: 'older' });
  });

  it('says so when there is nothing to show, in words for one’s own profile and for another’s', async () => {
    await open(() => page([]), true);
    expect(await screen.findByText('No activity yet')).toBeTruthy();
    expect(screen.getByText(/Your posts, replies, notes/)).toBeTruthy();
  });
});
