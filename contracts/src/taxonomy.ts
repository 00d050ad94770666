/**
 * The taxonomy (spec 3 §2 "Taxonomy", §3 "Tag categories"): which categories tags belong to,
 * which page of /taxonomy/tags shows each, and who may read and change them. Kept free of zod,
 * like the permission registry, because the navigation reads it at start; the input schemas are
 * in taxonomy-input.ts.
 */
import type { FeatureFlag } from './flags.ts';
import type { PermissionKey } from './permissions.ts';

/**
 * The spec's ten tag categories, and the evaluation criteria that the topic page edits: criteria
 * are tags too (name and colour), kept apart so that no other picker offers them.
 */
export const TAG_CATEGORIES = [
  'Applicant',
  'Application',
  'CommunityMember',
  'Form',
  'IncubatorEvent',
  'MentorExpert',
  'Other',
  'Startup',
  'User',
  'UserSkills',
  'EvaluationCriteria',
] as const;
export type TagCategory = (typeof TAG_CATEGORIES)[number];

export const isTagCategory = (value: unknown): value is TagCategory => typeof value === 'string' && (TAG_CATEGORIES as readonly string[]).includes(value);

/** A tag's name: short enough for a chip on a card. */
export const TAG_NAME_MAX_LENGTH = 60;
/** Tags merged into another at once. */
export const TAG_MERGE_MAX = 50;
/** Skills one person holds. */
export const SKILLS_MAX = 30;
/** A colour as the picker writes it. */
export const TAG_COLOR_PATTERN = /^#[0-9a-fA-F]{6}$/;

/** The swatches the colour picker offers first: readable on light and dark backgrounds alike. */
export const TAG_SWATCHES = ['#ef4444', '#f97316', '#f59e0b', '#84cc16', '#22c55e', '#14b8a6', '#06b6d4', '#3b82f6', '#6366f1', '#8b5cf6', '#ec4899', '#64748b'] as const;

/**
 * One page of /taxonomy/tags/{slug}, in the sidebar's order (spec 1 §2.8). The application page
 * edits two categories: tags of applications, then tags of the applicants themselves, since both
 * are managed by whoever runs the funnels.
 */
export interface TagPage {
  slug: string;
  categories: readonly [TagCategory, ...TagCategory[]];
  /** The sidebar entry's name (setUp.sidebarV2). */
  menuName: string;
}

export const TAG_PAGES: readonly TagPage[] = [
  { slug: 'user', categories: ['User'], menuName: 'taxonomyUser' },
  { slug: 'event', categories: ['IncubatorEvent'], menuName: 'taxonomyEvent' },
  { slug: 'forms', categories: ['Form'], menuName: 'taxonomyForms' },
  { slug: 'mentortag', categories: ['MentorExpert'], menuName: 'taxonomyMentor' },
  { slug: 'startup', categories: ['Startup'], menuName: 'taxonomyStartup' },
  { slug: 'community', categories: ['CommunityMember'], menuName: 'taxonomyCommunity' },
  { slug: 'application', categories: ['Application', 'Applicant'], menuName: 'taxonomyApplication' },
  { slug: 'other', categories: ['Other'], menuName: 'taxonomyOther' },
  { slug: 'skills', categories: ['UserSkills'], menuName: 'taxonomySkills' },
  { slug: 'topic', categories: ['EvaluationCriteria'], menuName: 'taxonomyTopic' },
];

export const tagPageOf = (slug: string | undefined): TagPage | undefined => TAG_PAGES.find((p) => p.slug === slug);
export const tagPageOfCategory = (category: TagCategory): TagPage => TAG_PAGES.find((p) => p.categories.includes(category))!;

/**
 * The keys that govern a category's editor: evaluation criteria have the four keys of the
 * evaluation area and need the plan's editEvaluationCriteria; every other category the tags
 * editor's three (TAGS_EDITOR:EDIT covers renaming, recolouring, merging and deleting).
 */
export interface TagEditorRule {
  view: PermissionKey;
  create: PermissionKey;
  edit: PermissionKey;
  delete: PermissionKey;
  flag?: FeatureFlag;
}

const TAGS_EDITOR: TagEditorRule = { view: 'TAGS_EDITOR:VIEW', create: 'TAGS_EDITOR:CREATE', edit: 'TAGS_EDITOR:EDIT', delete: 'TAGS_EDITOR:EDIT' };
const CRITERIA_EDITOR: TagEditorRule = {
  view: 'EVALUATION_PARAMETER_EDITOR:VIEW',
  create: 'EVALUATION_PARAMETER_EDITOR:CREATE',
  edit: 'EVALUATION_PARAMETER_EDITOR:EDIT',
  delete: 'EVALUATION_PARAMETER_EDITOR:DELETE',
  flag: 'editEvaluationCriteria',
};

export const tagEditorRule = (category: TagCategory): TagEditorRule => (category === 'EvaluationCriteria' ? CRITERIA_EDITOR : TAGS_EDITOR);

/**
 * Who may read a category's tags besides its editors: the pickers of the screens that use them.
 * 'everyone' is every signed-in person — skills are chosen by people for themselves and shown on
 * their profiles. Evaluation criteria and Other tags are read by their editors only.
 */
export const TAG_READERS: Readonly<Record<TagCategory, readonly PermissionKey[] | 'everyone'>> = {
  Startup: ['TAGS:STARTUP:VIEW', 'TAG:STARTUP:ADD'],
  Application: ['TAGS:APPLICATION:VIEW'],
  Applicant: ['TAGS:APPLICATION:VIEW'],
  User: ['TAGS:USER:VIEW'],
  MentorExpert: ['TAGS:USER:VIEW'],
  CommunityMember: ['TAGS:USER:VIEW'],
  UserSkills: 'everyone',
  IncubatorEvent: ['EVENT:CREATE', 'EVENT:EDIT'],
  Form: ['FORM:CREATE', 'FORM:EDIT'],
  Other: [],
  EvaluationCriteria: [],
};
