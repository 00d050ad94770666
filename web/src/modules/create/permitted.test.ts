import { describe, expect, it } from 'vitest';
import { IconPlus } from '@tabler/icons-react';
import type { CreateEntry } from '../../app/features/types';
import { isCreatePermitted, permittedCreateEntries, type CreateViewer } from './permitted';

const entry = (id: string, rules: Partial<CreateEntry> = {}): CreateEntry => ({ id, labelKey: `x:${id}`, icon: IconPlus, to: `/${id}`, ...rules });

const COURSE = entry('course', { permission: 'COURSE:CREATE' });
const TASK = entry('task', { permission: 'TASK/TASK:DELETE' });
const PROGRAMME = entry('programme', { roles: ['admin', 'admin&coach'] });
const BOTH = entry('both', { permission: 'FORM:CREATE', roles: ['staff'] });
const OPEN = entry('open');
const PLANNED = entry('planned', { permission: 'COURSE:CREATE', flag: 'course' });

const viewer = (roleType: CreateViewer['roleType'], permissions: CreateViewer['permissions'] = {}): CreateViewer => ({ roleType, permissions });

describe('isCreatePermitted (spec 1 §6 Create menu)', () => {
  it.each<[string, CreateEntry, CreateViewer, boolean]>([
    ['a permission held for all', COURSE, viewer('staff', { 'COURSE:CREATE': 'ALL' }), true],
    ['a permission held for assigned records', TASK, viewer('coach', { 'TASK/TASK:DELETE': 'ASSIGNED' }), true],
    ['a permission held for selected records', COURSE, viewer('staff', { 'COURSE:CREATE': 'SELECTED' }), true],
    ['a permission set to NONE', COURSE, viewer('staff', { 'COURSE:CREATE': 'NONE' }), false],
    ['a permission not held', COURSE, viewer('staff', { 'FORM:CREATE': 'ALL' }), false],
    ['one of the roles', PROGRAMME, viewer('admin&coach'), true],
    ['another role', PROGRAMME, viewer('staff', { 'COURSE:CREATE': 'ALL' }), false],
    ['no role type', PROGRAMME, viewer(null), false],
    ['both rules met', BOTH, viewer('staff', { 'FORM:CREATE': 'ALL' }), true],
    ['the role without the permission', BOTH, viewer('staff'), false],
    ['the permission without the role', BOTH, viewer('coach', { 'FORM:CREATE': 'ALL' }), false],
    ['an entry without rules', OPEN, viewer('applicant'), true],
    ['the plan has its feature', PLANNED, { ...viewer('staff', { 'COURSE:CREATE': 'ALL' }), flags: { course: true } }, true],
    ['the plan lacks its feature', PLANNED, { ...viewer('staff', { 'COURSE:CREATE': 'ALL' }), flags: { course: false } }, false],
    ['no plan read', PLANNED, viewer('staff', { 'COURSE:CREATE': 'ALL' }), false],
  ])('%s → %s', (_case, candidate, who, expected) => {
    expect(isCreatePermitted(candidate, who)).toBe(expected);
  });
});

describe('permittedCreateEntries', () => {
  it('keeps the permitted entries in their order', () => {
    const entries = [COURSE, PROGRAMME, TASK, BOTH];
    expect(permittedCreateEntries(entries, viewer('admin', { 'TASK/TASK:DELETE': 'ALL', 'COURSE:CREATE': 'ALL' })).map((e) => e.id)).toEqual(['course', 'programme', 'task']);
    expect(permittedCreateEntries(entries, viewer('cofounder'))).toEqual([]);
  });
});
