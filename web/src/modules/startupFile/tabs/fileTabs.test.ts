import { describe, expect, it } from 'vitest';
import type { Feature, ShellUser, StartupFileTab } from '../../../app/features/types';
import { FEATURES } from '../../../features';
import { registeredTabs, tabPathOf, tabShows, visibleTabs } from './fileTabs';

const page = async () => ({ Component: () => null });
const tab = (id: string, order: number, extra: Partial<StartupFileTab> = {}): StartupFileTab => ({ id, labelKey: `x:${id}`, path: id, order, page, ...extra });

const user: ShellUser = {
  _id: 'me',
  roleType: 'coach',
  startupIds: [],
  startups: [],
  permissions: { 'STARTUP_MILESTONE:CREATE': 'ASSIGNED' },
  flags: { milestones: true },
  userVisibility: null,
  startupVisibility: null,
};
const context = { user, startupId: 's1', viewerCan: { viewDocuments: false, editProfile: true } };

describe('startup file tabs', () => {
  it("lists every feature's sections by their order, wherever the feature sits in the list", () => {
    const later: Feature = { id: 'analytics', startupFileTabs: [tab('analytics', 50)] };
    const file: Feature = { id: 'file', startupFileTabs: [tab('activities', 10), tab('company', 60)] };
    expect(registeredTabs([later, { id: 'none' }, file]).map((t) => t.id)).toEqual(['activities', 'analytics', 'company']);
  });

  it("brings this feature's sections in spec 2 §2's order", () => {
    expect(
      registeredTabs(FEATURES)
        .filter((t) => ['activities', 'tasks', 'documents', 'company', 'milestones', 'export'].includes(t.id))
        .map((t) => t.path),
    ).toEqual(['activities', 'tasks', 'documents', 'company', 'milestones', 'export']);
  });

  it('shows a section only with its plan flag, its permission, the server’s answer for this startup and its own condition', () => {
    expect(tabShows(tab('plain', 1), context)).toBe(true);
    expect(tabShows(tab('flagged', 1, { flag: 'milestones' }), context)).toBe(true);
    expect(tabShows(tab('offPlan', 1, { flag: 'startupDocuments' }), context)).toBe(false);
    expect(tabShows(tab('granted', 1, { permission: 'STARTUP_MILESTONE:CREATE' }), context)).toBe(true);
    expect(tabShows(tab('notGranted', 1, { permission: 'STARTUP:DELETE' }), context)).toBe(false);
    expect(tabShows(tab('serverYes', 1, { viewerCan: 'editProfile' }), context)).toBe(true);
    expect(tabShows(tab('serverNo', 1, { viewerCan: 'viewDocuments' }), context)).toBe(false);
    expect(tabShows(tab('unknownAction', 1, { viewerCan: 'somethingElse' }), context)).toBe(false);
    expect(tabShows(tab('own', 1, { visible: ({ user: u }) => u.roleType === 'staff' }), context)).toBe(false);
  });

  it('keeps the documents section for plans with startup documents and viewers who may see them', () => {
    const documents = registeredTabs(FEATURES).find((t) => t.id === 'documents')!;
    expect(tabShows(documents, context)).toBe(false);
    expect(tabShows(documents, { ...context, user: { ...user, flags: { startupDocuments: true } }, viewerCan: { viewDocuments: true } })).toBe(true);
    expect(visibleTabs(registeredTabs(FEATURES), context).map((t) => t.id)).not.toContain('documents');
  });

  it('reads the section from the address, activities by default', () => {
    expect(tabPathOf(undefined)).toBe('activities');
    expect(tabPathOf('')).toBe('activities');
    expect(tabPathOf('company')).toBe('company');
    expect(tabPathOf('documents/anything')).toBe('documents');
  });
});
