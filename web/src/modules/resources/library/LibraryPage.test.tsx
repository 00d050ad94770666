import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { operationServer } from '../../../test/operationServer';
import { renderWithApollo } from '../../../test/renderWithApollo';
import { shellUserData } from '../../../test/shellUser';
import { ConfirmHost } from '../../../ui/feedback/confirm';
import { LibraryPage, movedOrder } from './LibraryPage';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

const resource = (id: string, kind: 'INTERNAL' | 'LINK' | 'FILE', title: string, extra: Record<string, unknown> = {}) => ({
  __typename: 'Resource',
  _id: id,
  sectionId: 's1',
  kind,
  title,
  description: '',
  url: null,
  position: 0,
  roleTypes: [],
  programIds: [],
  file: null,
  article: null,
  ...extra,
});
const section = (id: string, title: string, resources: unknown[], extra: Record<string, unknown> = {}) => ({
  __typename: 'ResourceSection',
  _id: id,
  title,
  description: `${title} for founders`,
  position: 0,
  roleTypes: [],
  programIds: [],
  resourceCount: resources.length,
  viewerCan: { __typename: 'ResourceSectionViewerCan', edit: false },
  resources,
  ...extra,
});

const WELCOME = resource('r1', 'INTERNAL', 'Welcome guide', { article: { __typename: 'Article', _id: 'a1', title: 'Welcome guide', status: 'PUBLISHED' } });
const TEMPLATE = resource('r2', 'LINK', 'Cap table template', { url: 'https://example.org/cap' });
const HANDBOOK = resource('r3', 'FILE', 'Handbook', {
  file: { __typename: 'ResourceFile', _id: 'f1', name: 'Handbook.pdf', url: '/api/files/f1/key/Handbook.pdf', size: 10, fileType: 'application/pdf' },
});

function server(edit: boolean) {
  const can = { __typename: 'ResourceSectionViewerCan', edit };
  return operationServer({
    ShellUser: { data: shellUserData({ roleType: edit ? 'staff' : 'cofounder', permissions: edit ? ['ARTICLES:EDIT'] : [] }) },
    ResourceLibrary: {
      data: {
        resourceSections: [
          section('s1', 'Getting started', [WELCOME, TEMPLATE, HANDBOOK], { resourceCount: 7, viewerCan: can }),
          section('s2', 'Fundraising', [], { viewerCan: can }),
        ],
      },
    },
    ResourceLibrarySearch: { data: { resources: [TEMPLATE] } },
    ReorderResourceSections: { data: { reorderResourceSections: [] } },
  });
}

async function open(link: ReturnType<typeof server>['link']) {
  await renderWithApollo(
    <>
      <Routes>
        <Route path="/resources" element={<LibraryPage />} />
      </Routes>
      <ConfirmHost />
    </>,
    { link, route: '/resources' },
  );
}

describe('the resource library', () => {
  it('shows each section with its count and first resources, each opening as its kind does', async () => {
    const { link } = server(false);
    await open(link);
    const card = (await screen.findAllByTestId('section-card'))[0];
    expect(within(card).getByRole('link', { name: 'Getting started' }).getAttribute('href')).toBe('/resources/section/s1');
    expect(within(card).getByText('7 resources')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Welcome guide/ })
        .getAttribute('href'),
    ).toBe('/resources/internal/a1');
    const outside = within(card).getByRole('link', { name: /Cap table template/ });
    expect(outside.getAttribute('target')).toBe('_blank');
    expect(outside.getAttribute('rel')).toBe('noopener noreferrer');
    expect(
      within(card)
        .getByRole('link', { name: /Handbook/ })
        .getAttribute('download'),
    ).toBe('Handbook.pdf');
    expect(within(card).getByRole('link', { name: 'See all (7)' })).toBeTruthy();
    // Readers get no managing actions.
    expect(screen.queryByRole('button', { name: 'Add a section' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Actions for the section/ })).toBeNull();
  });

  it('searches the whole library on the server', async () => {
    const { link, asked } = server(false);
    await open(link);
    await screen.findAllByTestId('section-card');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the library' }), { target: { value: 'cap tab' } });
    await waitFor(() => expect(asked('ResourceLibrarySearch')).toEqual([{ search: 'cap tab' }]));
    expect(await screen.findByText('In Getting started')).toBeTruthy();
    expect(screen.queryAllByTestId('section-card')).toHaveLength(0);
  });

  it('lets managers move a section down', async () => {
    const { link, asked } = server(true);
    await open(link);
    await screen.findAllByTestId('section-card');
    expect(screen.getByRole('button', { name: 'Add a section' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Actions for the section Getting started' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));
    await waitFor(() => expect(asked('ReorderResourceSections')).toEqual([{ ids: ['s2', 's1'] }]));
  });
});

describe('moving a section a step', () => {
  it('swaps it with its neighbour, and stays put at either end', () => {
    expect(movedOrder(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(movedOrder(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(movedOrder(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
  });
});
