import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApolloLink } from '@apollo/client/link';
import { Notifications, notifications } from '@mantine/notifications';
import { GraphQLError } from 'graphql';
import { Observable, of } from 'rxjs';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { RssFeedsPage } from './RssFeedsPage';

const HOUR = 3_600_000;
const feed = (over: Record<string, unknown> = {}) => ({
  __typename: 'RssFeed',
  _id: 'f1',
  url: 'https://news.example.org/feed.xml',
  title: 'Startup ecosystem news',
  siteUrl: 'https://news.example.org/',
  enabled: true,
  lastFetchedAt: new Date(Date.now() - 2 * HOUR).toISOString(),
  lastError: null,
  itemCount: 9,
  createdAt: '2030-01-01T00:00:00.000Z',
  ...over,
});
const ALL = ['RSS_FEED:SUBSCRIBE', 'RSS_FEED:EDIT', 'RSS_FEED:DELETE'];

async function renderPage({
  feeds = [feed()],
  permissions = ALL,
  subscribe,
}: {
  feeds?: ReturnType<typeof feed>[];
  permissions?: string[];
  subscribe?: (url: string) => unknown;
} = {}) {
  const sent: Array<{ name: string; variables: Record<string, unknown> }> = [];
  let list = feeds;
  const link = new ApolloLink((operation) => {
    const name = operation.operationName ?? '';
    sent.push({ name, variables: operation.variables });
    if (name === 'ShellUser') return of({ data: shellUserData({ roleType: 'staff', flags: ['newsFeed'], permissions }) });
    if (name === 'RssFeeds') return of({ data: { rssFeeds: list } });
    if (name === 'SubscribeRssFeed') {
      const answer = subscribe?.(operation.variables.url as string);
      if (answer instanceof GraphQLError) return of({ errors: [answer] });
      const added = feed({ _id: 'f2', url: operation.variables.url, title: 'Added news', itemCount: 3 });
      list = [...list, added];
      return of({ data: { subscribeRssFeed: added } });
    }
    if (name === 'SetRssFeedEnabled') {
      const changed = { ...list.find((f) => f._id === operation.variables.feedId)!, enabled: operation.variables.enabled };
      list = list.map((f) => (f._id === changed._id ? changed : f));
      return of({ data: { setRssFeedEnabled: changed } });
    }
    if (name === 'RefreshRssFeed') {
      const read = { ...list.find((f) => f._id === operation.variables.feedId)!, lastError: 'TIMEOUT' };
      return of({ data: { refreshRssFeed: read } });
    }
    if (name === 'DeleteRssFeed') {
      list = list.filter((f) => f._id !== operation.variables.feedId);
      return of({ data: { deleteRssFeed: true } });
    }
    return new Observable(() => undefined);
  });
  await renderWithApollo(
    <>
      <RssFeedsPage />
      <ConfirmHost />
      <Notifications />
    </>,
    { link },
  );
  return { sent };
}

afterEach(() => notifications.clean());

describe('RssFeedsPage', () => {
  it('lists the followed feeds with their address, last read, item count and last error in words', async () => {
    await renderPage({ feeds: [feed(), feed({ _id: 'f3', title: 'Broken news', url: 'https://broken.example.org/rss', lastError: 'NOT_A_FEED', enabled: false, itemCount: 1 })] });
    expect(await screen.findByRole('heading', { name: 'RSS feeds' })).toBeTruthy();
    const first = await screen.findByRole('listitem', { name: 'Startup ecosystem news' });
    expect(within(first).getByText('https://news.example.org/feed.xml')).toBeTruthy();
    expect(within(first).getByText('Read 2 hours ago · 9 items')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Startup ecosystem news' }).getAttribute('href')).toBe('https://news.example.org/');
    const broken = screen.getByRole('listitem', { name: 'Broken news' });
    expect(within(broken).getByText('Last read failed: no RSS or Atom feed was found at the address.')).toBeTruthy();
    expect(within(broken).getByText('Switched off')).toBeTruthy();
    expect(within(broken).getByText(/1 item$/)).toBeTruthy();
    expect((within(broken).getByRole('button', { name: 'Read Broken news now' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('adds a feed after checking its address, and shows the server’s reason on the field', async () => {
    const { sent } = await renderPage({
      feeds: [],
      subscribe: (url) =>
        url.includes('page')
          ? new GraphQLError('No RSS or Atom feed was found at this address.', {
              extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'url', message: 'No RSS or Atom feed was found at this address.' }] },
            })
          : undefined,
    });
    expect(await screen.findByText('The news feed follows no outside feed yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add a feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a feed' });
    const field = within(dialog).getByRole('textbox', { name: 'Feed address' });

    fireEvent.change(field, { target: { value: 'ftp://example.org/feed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add feed' }));
    expect(await within(dialog).findByText('Feed address is not a valid url')).toBeTruthy();
    expect(sent.filter((s) => s.name === 'SubscribeRssFeed')).toEqual([]);

    fireEvent.change(field, { target: { value: 'https://example.org/page' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add feed' }));
    expect(await within(dialog).findByText('No RSS or Atom feed was found at this address.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'https://example.org/feed.xml' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add feed' }));
    expect(await screen.findByText('The news feed now follows Added news.')).toBeTruthy();
    expect(await screen.findByRole('listitem', { name: 'Added news' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add a feed' })).toBeNull());
  });

  it('switches a feed off, reads one now and says why it failed, and removes one after asking', async () => {
    const { sent } = await renderPage();
    const row = await screen.findByRole('listitem', { name: 'Startup ecosystem news' });
    fireEvent.click(within(row).getByRole('switch', { name: 'Read Startup ecosystem news on schedule' }));
    await waitFor(() => expect(sent.find((s) => s.name === 'SetRssFeedEnabled')?.variables).toEqual({ feedId: 'f1', enabled: false }));
    expect(await screen.findByText('Startup ecosystem news is switched off.')).toBeTruthy();

    fireEvent.click(within(row).getByRole('switch', { name: 'Read Startup ecosystem news on schedule' }));
    await screen.findByText('Startup ecosystem news is switched on.');
    fireEvent.click(within(row).getByRole('button', { name: 'Read Startup ecosystem news now' }));
    expect(await screen.findByText('Last read failed: the site took too long to answer.')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Remove Startup ecosystem news' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this feed?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Startup ecosystem news' })).toBeNull());
    expect(sent.filter((s) => s.name === 'DeleteRssFeed').map((s) => s.variables)).toEqual([{ feedId: 'f1' }]);
  });

  it('offers only what the viewer’s role allows', async () => {
    await renderPage({ permissions: ['RSS_FEED:SUBSCRIBE'] });
    const row = await screen.findByRole('listitem', { name: 'Startup ecosystem news' });
    expect(screen.getByRole('button', { name: 'Add a feed' })).toBeTruthy();
    expect(within(row).queryByRole('switch')).toBeNull();
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
