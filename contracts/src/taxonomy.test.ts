import { describe, expect, it } from 'vitest';
import { mergeTagsSchema, mySkillsSchema, newTagSchema, tagChangesSchema, tagInputSchema } from './taxonomy-input.ts';
import { TAG_CATEGORIES, TAG_PAGES, TAG_READERS, tagEditorRule, tagPageOf, tagPageOfCategory } from './taxonomy.ts';

const ID = '0190a0b0-0000-7000-8000-000000000001';
const OTHER = '0190a0b0-0000-7000-8000-000000000002';

describe('the taxonomy', () => {
  it("holds the spec's ten categories and the evaluation criteria, each on one page", () => {
    expect(TAG_CATEGORIES).toHaveLength(11);
    expect(TAG_PAGES.flatMap((p) => p.categories).sort()).toEqual([...TAG_CATEGORIES].sort());
    expect(TAG_PAGES.map((p) => p.slug)).toEqual(['user', 'event', 'forms', 'mentortag', 'startup', 'community', 'application', 'other', 'skills', 'topic']);
    expect(tagPageOf('topic')?.categories).toEqual(['EvaluationCriteria']);
    expect(tagPageOf('skills')?.categories).toEqual(['UserSkills']);
    expect(tagPageOfCategory('Applicant').slug).toBe('application');
    expect(tagPageOf('nope')).toBeUndefined();
    for (const category of TAG_CATEGORIES) expect(TAG_READERS[category]).toBeDefined();
  });

  it('governs evaluation criteria by the evaluation keys and their flag, every other category by the tags editor', () => {
    expect(tagEditorRule('EvaluationCriteria')).toEqual({
      view: 'EVALUATION_PARAMETER_EDITOR:VIEW',
      create: 'EVALUATION_PARAMETER_EDITOR:CREATE',
      edit: 'EVALUATION_PARAMETER_EDITOR:EDIT',
      delete: 'EVALUATION_PARAMETER_EDITOR:DELETE',
      flag: 'editEvaluationCriteria',
    });
    expect(tagEditorRule('Startup')).toEqual({ view: 'TAGS_EDITOR:VIEW', create: 'TAGS_EDITOR:CREATE', edit: 'TAGS_EDITOR:EDIT', delete: 'TAGS_EDITOR:EDIT' });
  });
});

describe('tag input', () => {
  const keys = (result: { success: boolean; error?: { issues: Array<{ message: string; path: PropertyKey[] }> } }) =>
    result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);

  it('trims the name, keeps colours as lower-case #rrggbb and empty colours as none', () => {
    expect(tagInputSchema.parse({ name: ' SaaS ', color: '#8B5CF6' })).toEqual({ name: 'SaaS', color: '#8b5cf6' });
    expect(tagInputSchema.parse({ name: 'SaaS', color: '' })).toEqual({ name: 'SaaS', color: null });
    expect(tagInputSchema.parse({ name: 'SaaS', color: null })).toEqual({ name: 'SaaS', color: null });
    expect(tagChangesSchema.parse({ name: 'SaaS' })).toEqual({ name: 'SaaS' });
  });

  it('refuses an empty or long name, a colour of another form and an unknown category', () => {
    expect(keys(tagInputSchema.safeParse({ name: '  ' }))).toEqual(['name:taxonomy.nameRequired']);
    expect(tagInputSchema.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
    expect(tagInputSchema.safeParse({ name: 'x'.repeat(60) }).success).toBe(true);
    for (const color of ['red', '#fff', '#12345g', '#1234567']) expect(keys(tagInputSchema.safeParse({ name: 'A', color })), color).toEqual(['color:taxonomy.colorInvalid']);
    expect(keys(newTagSchema.safeParse({ name: 'A', category: 'startup' }))).toEqual(['category:validation.invalid']);
  });

  it('merges distinct sources into another tag', () => {
    expect(mergeTagsSchema.parse({ sourceTagIds: [ID, ID], targetTagId: OTHER })).toEqual({ sourceTagIds: [ID], targetTagId: OTHER });
    expect(keys(mergeTagsSchema.safeParse({ sourceTagIds: [ID], targetTagId: ID }))).toEqual(['targetTagId:taxonomy.mergeIntoItself']);
    expect(keys(mergeTagsSchema.safeParse({ sourceTagIds: [], targetTagId: ID }))).toEqual(['sourceTagIds:taxonomy.mergeSourcesRequired']);
  });

  it('counts a skill written twice once, whatever its case', () => {
    expect(mySkillsSchema.parse({ tagIds: [ID, ID], newSkills: ['Welding', 'welding', 'Sales'] })).toEqual({ tagIds: [ID], newSkills: ['Welding', 'Sales'] });
    expect(mySkillsSchema.parse({ tagIds: [] })).toEqual({ tagIds: [], newSkills: [] });
  });
});
