import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithApollo } from '../../test/renderWithApollo';
import { DocsSearchDialog } from './DocsSearchDialog';
import { SEARCH_DOCS, type DocHit } from './graphql';

function hit(slug: string, title: string, excerpt: string): DocHit & { __typename: string } {
  return {
    __typename: 'DocHit',
    title,
    description: `About ${title.toLowerCase()}`,
    excerpt,
    slug,
    language: 'en',
    doc_categories: [{ __typename: 'DocCategory', categoryName: 'Your account', slug: 'account' } as never],
    user_types_visibility: [{ __typename: 'DocUserTypeVisibility', type: 'founder', userTypeSlug: 'founder' } as never],
  };
}

const RESET = hit('resetting-your-password', 'Resetting your password', 'Choose a new <mark>password</mark> &amp; sign in');
const SESSIONS = hit('sessions-and-devices', 'Sessions and devices', 'Changing your <mark>password</mark> signs out');

const answer = (query: string, hits: DocHit[]) => ({
  request: { query: SEARCH_DOCS, variables: { query, userType: 'founder', language: 'en' } },
  result: { data: { searchDocs: hits } },
  delay: 50,
});

async function renderDialog(mocks: ReturnType<typeof answer>[], initialQuery = '') {
  await renderWithApollo(<DocsSearchDialog opened onClose={vi.fn()} userType="founder" initialQuery={initialQuery} />, { mocks });
  return screen.getByRole('combobox', { name: 'Search Seedbed documentation' }) as HTMLInputElement;
}

describe('DocsSearchDialog (spec 1 §2.6)', () => {
  it('invites to type before anything is typed, with a link to all the documentation', async () => {
    await renderDialog([]);
    expect(screen.getByText('Type a few words: results appear as you type.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all the documentation' }).getAttribute('href')).toBe('/docs/user/founder');
  });

  it("searches as one types, says 'Searching...', then lists the hits with a preview", async () => {
    const input = await renderDialog([answer('passw', [RESET, SESSIONS])]);
    fireEvent.change(input, { target: { value: 'passw' } });
    expect(screen.getByText('Searching...')).toBeTruthy();
    const list = await screen.findByRole('listbox', { name: 'Documentation pages' });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.querySelector('a')?.getAttribute('href'))).toEqual([
      '/docs/user/founder/category/account/doc/resetting-your-password',
      '/docs/user/founder/category/account/doc/sessions-and-devices',
    ]);
    expect(options[0].querySelector('a')?.getAttribute('target')).toBe('_blank');
    // The preview of the first hit: breadcrumb, title, description and the marked excerpt.
    expect(screen.getByRole('heading', { name: 'Resetting your password' })).toBeTruthy();
    expect(screen.getByText('About resetting your password')).toBeTruthy();
    expect(screen.getAllByText('Founders').length).toBeGreaterThan(0);
    const marks = Array.from(document.querySelectorAll('mark')).map((m) => m.textContent);
    expect(marks).toContain('password');
    expect(document.body.textContent).toContain('Choose a new password & sign in');
  });

  it('moves the preview with the arrow keys, wrapping around, and opens the selected hit in a new tab with Enter', async () => {
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const input = await renderDialog([answer('password', [RESET, SESSIONS])], 'password');
    await screen.findByRole('listbox');
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('heading', { name: 'Sessions and devices' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.getByRole('heading', { name: 'Resetting your password' })).toBeTruthy();
    fireEvent.keyDown(input, { key: 'ArrowUp' });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(open).toHaveBeenCalledWith('/docs/user/founder/category/account/doc/sessions-and-devices', '_blank', 'noopener');
    open.mockRestore();
  });

  it('says when nothing matches, with a link to the documentation', async () => {
    const input = await renderDialog([answer('zebracorn', [])]);
    fireEvent.change(input, { target: { value: 'zebracorn' } });
    expect(await screen.findByText('No results for "zebracorn"')).toBeTruthy();
    expect(screen.getByText('We found no result for your query.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse all the documentation' })).toBeTruthy();
  });

  it('waits for a pause in typing before asking the server', async () => {
    const asked: string[] = [];
    const anyQuery = {
      request: { query: SEARCH_DOCS, variables: () => true },
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: (variables: { query: string }) => {
        asked.push(variables.query);
        return { data: { searchDocs: [RESET] } };
      },
    };
    const input = await renderDialog([anyQuery as never]);
    for (const value of ['p', 'pa', 'pas', 'pass']) fireEvent.change(input, { target: { value } });
    await screen.findByRole('listbox');
    await waitFor(() => expect(screen.queryByText('Searching...')).toBeNull());
    expect(asked).toEqual(['pass']);
  });
});
