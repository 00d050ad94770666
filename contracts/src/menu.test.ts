import { describe, expect, it } from 'vitest';
import { SIDEBAR, TASKS_ROLES, type MenuDefinition } from './menu.ts';
import { STAFF_LIKE } from './roles.ts';

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
