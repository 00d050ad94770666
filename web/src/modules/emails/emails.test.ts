import { describe, expect, it, vi } from 'vitest';
import { EMAIL_COMPOSERS } from '@seedbed/contracts/emails';
import { SIDEBAR } from '@seedbed/contracts/menu';
import { isTopBarHiddenPath } from '../../shell/topbar/topBarPaths';
import { emailsFeature } from './feature';
import { emailFilter } from './list/EmailsPage';

const names = (entries: typeof SIDEBAR): string[] => entries.flatMap((entry) => [entry.name, ...names(entry.subMenu ?? [])]);

describe('the campaigns in the shell', () => {
  it('opens the list, the composer and the report to the composers, the last two without the top bar', () => {
    const routes = Object.fromEntries((emailsFeature.routes ?? []).map((route) => [route.path, route]));
    expect(Object.keys(routes)).toEqual(['emails/management', 'emails/email/:id', 'emails/management/email/:id']);
    for (const route of Object.values(routes)) expect(route.access).toEqual({ roles: EMAIL_COMPOSERS });
    expect(routes['emails/management'].hideTopBar).toBeUndefined();
    expect(routes['emails/email/:id'].hideTopBar).toBe(true);
    expect(routes['emails/management/email/:id'].hideTopBar).toBe(true);
    expect(isTopBarHiddenPath('/emails/email/e1')).toBe(true);
    expect(isTopBarHiddenPath('/emails/management/email/e1')).toBe(true);
  });

  it('is an entry of the Management group the server lists, a search destination and a quick modal', () => {
    expect(names(SIDEBAR)).toContain('emailsManagement');
    expect(emailsFeature.menu).toEqual([expect.objectContaining({ name: 'emailsManagement', path: '/emails/management', quickModal: true })]);
    expect(emailsFeature.search?.map((d) => [d.menuName, d.path])).toEqual([['emailsManagement', '/emails/management']]);
  });

  it('creates a blank draft from the Create menu, then opens its composer', async () => {
    const entry = emailsFeature.create?.find((e) => e.id === 'email');
    expect(entry).toMatchObject({ roles: EMAIL_COMPOSERS, labelKey: 'emails:create.entry' });
    const mutate = vi.fn(async () => ({ data: { createEmail: { _id: 'e9' } } }));
    const navigate = vi.fn();
    await entry?.run?.({ client: { mutate } as never, navigate: navigate as never });
    expect(mutate).toHaveBeenCalledWith(expect.objectContaining({ variables: { data: {} } }));
    expect(navigate).toHaveBeenCalledWith('/emails/email/e9');
  });

  it('filters the list by status and trimmed words only when chosen', () => {
    expect(emailFilter('  ', null)).toEqual({});
    expect(emailFilter(' demo day ', 'SENT')).toEqual({ status: 'SENT', search: 'demo day' });
  });
});
