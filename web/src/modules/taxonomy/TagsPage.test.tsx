import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Notifications } from '@mantine/notifications';
import { registry } from '../../app/features/registry';
import { findRedirect } from '../../app/routing/redirects';
import { renderWithApollo } from '../../test/renderWithApollo';
import { shellUserData } from '../../test/shellUser';
import { ConfirmHost } from '../../ui/feedback/confirm';
import { startupsServer } from '../startups/testing';
import { TagsPage } from './TagsPage';
import { matchTags } from './TagSection';

if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });

const tag = (id: string, name: string, usage: number | null, color: string | null = null, category = 'Startup') => ({ __typename: 'Tag', _id: id, name, color, category, usage });
const SAAS = tag('t1', 'SaaS', 3, '#8b5cf6');
const B2B = tag('t2', 'B2B', 0);
const HARDWARE = tag('t3', 'Hardware', 1, '#64748b');

const EDITOR = ['TAGS_EDITOR:VIEW', 'TAGS_EDITOR:CREATE', 'TAGS_EDITOR:EDIT'];
const editor = (extra: string[] = []) => ({ data: shellUserData({ roleType: 'staff', permissions: [...EDITOR, ...extra], flags: ['editEvaluationCriteria'] }) });

async function open(link: ReturnType<typeof startupsServer>['link'], route: string) {
  await renderWithApollo(
    <>
      <TagsPage />
      <ConfirmHost />
      <Notifications />
    </>,
    { link, route },
  );
}

describe('the taxonomy pages', () => {
  it('are one page per category, reached from /admin/tags/* and the old /setup paths; an unknown category is no page', () => {
    for (const slug of ['user', 'event', 'forms', 'mentortag', 'startup', 'community', 'application', 'other', 'skills', 'topic'])
      expect(registry.hasPage(`/taxonomy/tags/${slug}`), slug).toBe(true);
    expect(registry.hasPage('/taxonomy/tags/nope')).toBe(false);
    const target = (path: string) => {
      const match = findRedirect(registry.redirects, path, true);
      return match?.redirect.to(match.params, '');
    };
    expect(target('/admin/tags/startup')).toBe('/taxonomy/tags/startup');
    expect(target('/admin/tags')).toBe('/taxonomy/tags');
    expect(target('/setup/tags/topic')).toBe('/taxonomy/tags/topic');
    expect(target('/setup/industries')).toBe('/admin/configuration/industries');
  });

  it('finds tags by name, ignoring case', () => {
    expect(matchTags([SAAS, B2B, HARDWARE], ' b2').map((t) => t.name)).toEqual(['B2B']);
    expect(matchTags([SAAS, B2B], '')).toHaveLength(2);
  });

  it('lists the tags with their colour and how much each is used, and searches them', async () => {
    const { link, asked } = startupsServer({ ShellUser: editor(), Tags: { data: { tags: [HARDWARE, SAAS, B2B] } } });
    await open(link, '/taxonomy/tags/startup');
    expect(await screen.findByRole('heading', { level: 1, name: 'Startup tags' }, { timeout: 5_000 })).toBeTruthy();
    const rows = await screen.findAllByRole('row');
    expect(rows.slice(1).map((row) => row.textContent)).toEqual(['Hardware1 use', 'SaaS3 uses', 'B2B0 uses']);
    expect(screen.getByRole('img', { name: 'Colour #8b5cf6' })).toBeTruthy();
    expect(asked('Tags')).toEqual([{ category: 'Startup' }]);

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tags' }), { target: { value: 'saa' } });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['SaaS3 uses']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search tags' }), { target: { value: 'zzz' } });
    expect(screen.getByText('No tag matches “zzz”.')).toBeTruthy();
  });

  it('titles the skills and evaluation criteria pages as the spec names them, and says when a category is empty', async () => {
    const { link, asked } = startupsServer({ ShellUser: editor(['EVALUATION_PARAMETER_EDITOR:VIEW', 'EVALUATION_PARAMETER_EDITOR:CREATE']), Tags: { data: { tags: [] } } });
    await open(link, '/taxonomy/tags/topic');
    expect(await screen.findByRole('heading', { level: 1, name: 'Evaluation criteria' }, { timeout: 5_000 })).toBeTruthy();
    expect(await screen.findByText('Nothing here yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New criterion' })).toBeTruthy();
    expect(asked('Tags')).toEqual([{ category: 'EvaluationCriteria' }]);
  });

  it('shows the application page’s two categories, each with its own list', async () => {
    const { link, asked } = startupsServer({ ShellUser: editor(), Tags: { data: { tags: [] } } });
    await open(link, '/taxonomy/tags/application');
    expect(await screen.findByRole('heading', { level: 2, name: 'Application tags' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Applicant tags' })).toBeTruthy();
    await waitFor(() => expect(asked('Tags')).toEqual([{ category: 'Application' }, { category: 'Applicant' }]));
  });

  it('offers no change to a person who may only look', async () => {
    const { link } = startupsServer({ ShellUser: { data: shellUserData({ roleType: 'coach', permissions: ['TAGS_EDITOR:VIEW'] }) }, Tags: { data: { tags: [SAAS, B2B] } } });
    await open(link, '/taxonomy/tags/startup');
    expect(await screen.findByText('SaaS', {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'New tag' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Merge/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit SaaS' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('creates a tag with its colour, and shows a refused name once, beside the name: no toast', async () => {
    let attempts = 0;
    const { link, asked, toast } = startupsServer({
      ShellUser: editor(),
      Tags: { data: { tags: [SAAS] } },
      CreateTag: (v) =>
        ++attempts === 1
          ? {
              errors: [
                {
                  message: 'Invalid field',
                  extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'name', message: 'A tag with this name already exists in this category' }] },
                },
              ],
            }
          : { data: { createTag: tag('t9', (v.data as { name: string }).name, 0, (v.data as { color: string }).color) } },
    });
    await open(link, '/taxonomy/tags/startup');
    fireEvent.click(await screen.findByRole('button', { name: 'New tag' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New tag: Startup tags' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText('The tag name is a required field')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Colour/ }), { target: { value: 'red' } });
    fireEvent.blur(within(dialog).getByRole('textbox', { name: /Colour/ }));
    expect(await within(dialog).findByText('Colour must be a colour written as #rrggbb')).toBeTruthy();
    expect(asked('CreateTag')).toEqual([]);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'saas' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Colour/ }), { target: { value: '#14b8a6' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(within(dialog).getAllByText('A tag with this name already exists in this category')).toHaveLength(1));
    expect(toast).not.toHaveBeenCalled();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: ' Impact ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(asked('CreateTag').at(-1)).toEqual({ category: 'Startup', data: { name: 'Impact', color: '#14b8a6' } });
  });

  it('renames a tag in its dialog', async () => {
    const { link, asked } = startupsServer({
      ShellUser: editor(),
      Tags: { data: { tags: [B2B] } },
      UpdateTag: (v) => ({ data: { updateTag: { ...B2B, name: (v.data as { name: string }).name } } }),
    });
    await open(link, '/taxonomy/tags/startup');
    fireEvent.click(await screen.findByRole('button', { name: 'Edit B2B' }, { timeout: 5_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tag' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Name/ }), { target: { value: 'B2B SaaS' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(asked('UpdateTag')).toEqual([{ tagId: 't2', data: { name: 'B2B SaaS', color: null } }]));
  });

  it('asks before deleting, saying how many records lose the tag', async () => {
    const { link, asked } = startupsServer({ ShellUser: editor(), Tags: { data: { tags: [SAAS] } }, DeleteTag: { data: { deleteTag: true } } });
    await open(link, '/taxonomy/tags/startup');
    fireEvent.click(await screen.findByRole('button', { name: 'Delete SaaS' }, { timeout: 5_000 }));
    const question = await screen.findByRole('dialog', { name: 'Delete tag' });
    expect(within(question).getByText('Delete the tag “SaaS”? It is taken off the 3 startups and people that carry it.')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(asked('DeleteTag')).toEqual([{ tagId: 't1' }]));
  });

  it('merges the chosen tags into the one kept, the most used by default', async () => {
    const { link, asked } = startupsServer({ ShellUser: editor(), Tags: { data: { tags: [HARDWARE, SAAS, B2B] } }, MergeTags: { data: { mergeTags: { ...SAAS, usage: 4 } } } });
    await open(link, '/taxonomy/tags/startup');
    const merge = await screen.findByRole('button', { name: 'Merge selected (0)' }, { timeout: 5_000 });
    expect((merge as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Hardware' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select SaaS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Merge selected (2)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge tags' });
    expect((within(dialog).getByRole('radio', { name: 'SaaS' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog).getByText('The 1 other tag is deleted; every startup and person that carried it carries “SaaS” instead.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Merge into “SaaS”' }));
    await waitFor(() => expect(asked('MergeTags')).toEqual([{ sourceTagIds: ['t3'], targetTagId: 't1' }]));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Merge tags' })).toBeNull());
  });
});
