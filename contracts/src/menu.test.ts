import { describe, expect, it } from 'vitest';
import { PORTFOLIO_ROLES, SIDEBAR, STARTUP_STAFF, TASKS_ROLES, type MenuDefinition } from './menu.ts';
import { STAFF_LIKE } from './roles.ts';
import { TAG_PAGES } from './taxonomy.ts';

const names = (list: readonly MenuDefinition[]): string[] => list.flatMap((d) => [d.name, ...names(d.subMenu ?? [])]);

describe('SIDEBAR', () => {
  it('names each destination once, so the web can map every name to one path', () => {
    const all = names(SIDEBAR);
    expect(new Set(all).size).toBe(all.length);
  });

  it('offers Tasks to the staff-like group, cofounders and community members (spec 1 §2.3), and its overviews to staff-like roles only', () => {
    const tasks = SIDEBAR.find((d) => d.name === 'tasks')!;
    expect([...tasks.roles!].sort()).toEqual([...STAFF_LIKE, 'cofounder', 'community_member'].sort());
    expect(TASKS_ROLES).not.toContain('applicant');
    expect(tasks.subMenu?.map((d) => [d.name, d.roles])).toEqual([
      ['tasksUsers', STAFF_LIKE],
      ['tasksStartups', STAFF_LIKE],
    ]);
  });
});

describe('organisation settings', () => {
  it('are for the admin-level group, with the activity feed behind its flag', () => {
    const settings = SIDEBAR.find((d) => d.name === 'organisationSettings')!;
    expect(settings.roles).toEqual(['admin', 'admin&coach', 'subadmin']);
    expect(settings.subMenu?.find((d) => d.name === 'activityFeed')?.flag).toBe('activityFeed');
  });
});

describe('startups', () => {
  it("offers the list to the staff-like group, its management and mentors to the organisation's staff, and the portfolio to staff and mentors", () => {
    const startups = SIDEBAR.find((d) => d.name === 'startups')!;
    expect(startups.roles).toEqual(STAFF_LIKE);
    const roles = Object.fromEntries((startups.subMenu ?? []).map((d) => [d.name, d.roles]));
    expect(roles).toEqual({ startupsManagement: STARTUP_STAFF, startupsPrograms: STAFF_LIKE, startupsMentors: STARTUP_STAFF, startupsPortfolio: PORTFOLIO_ROLES });
    expect(STARTUP_STAFF).toContain('coach');
    expect(STARTUP_STAFF).not.toContain('mentor');
    expect([...PORTFOLIO_ROLES].sort()).toEqual(['admin', 'admin&coach', 'coach', 'mentor', 'staff', 'subadmin']);
  });
});

describe('taxonomy', () => {
  it('offers a page per category to those who open the tags editor, evaluation criteria under their own key and flag', () => {
    const taxonomy = SIDEBAR.find((d) => d.name === 'taxonomy')!;
    expect(taxonomy.permission).toBe('TAGS_EDITOR:VIEW');
    expect(taxonomy.subMenu?.map((d) => d.name)).toEqual(TAG_PAGES.map((p) => p.menuName));
    expect(taxonomy.subMenu?.find((d) => d.name === 'taxonomyTopic')).toEqual({
      name: 'taxonomyTopic',
      permission: 'EVALUATION_PARAMETER_EDITOR:VIEW',
      flag: 'editEvaluationCriteria',
    });
    expect(taxonomy.subMenu?.find((d) => d.name === 'taxonomySkills')).toEqual({ name: 'taxonomySkills', permission: 'TAGS_EDITOR:VIEW' });
  });
});

describe('events', () => {
  it('offers the feed and one’s own events to everyone, planning and unpublished drafts to event creators', () => {
    const events = SIDEBAR.find((d) => d.name === 'events')!;
    expect(events.roles).toBeUndefined();
    expect(events.subMenu).toEqual([{ name: 'eventsMine' }, { name: 'eventsPlanning', permission: 'EVENT:CREATE' }, { name: 'eventsUnpublished', permission: 'EVENT:CREATE' }]);
  });
});
