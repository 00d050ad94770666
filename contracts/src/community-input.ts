/**
 * Input schemas of the community (zod), checked by the server's changes and queries and by the web
 * forms alike. Each part of the feature keeps its schemas under a heading with its name.
 */
import { ROLE_TYPES } from './roles.ts';
import { instant, link, recordId, recordIds, refuse } from './schemas.ts';
import { z } from './zod.ts';
import { POST_ATTACHMENTS_MAX, POST_CONTENT_MAX, POST_KINDS, POST_VISIBILITIES, REACTIONS } from './community.ts';
import { SEARCH_HITS_MAX, SEARCH_KINDS, SEARCH_TEXT_MAX } from './search.ts';

// ── directory ──
/** The longest search text of the directory. */
export const DIRECTORY_SEARCH_MAX = 200;
/** The most values one filter of the directory takes. */
export const DIRECTORY_FILTER_VALUES_MAX = 50;
/** The largest page the directory and a person's timeline give. */
export const DIRECTORY_LIMIT_MAX = 100;
/** Longer than any cursor of ours: a longer one is refused as invalid rather than parsed. */
const CURSOR_MAX = 1000;

const directoryIds = () => recordIds(DIRECTORY_FILTER_VALUES_MAX).nullish();
const directorySearch = () => z.string('validation.invalid').trim().max(DIRECTORY_SEARCH_MAX).nullish();
const pageArgs = {
  cursor: z.string('validation.invalid').max(CURSOR_MAX, 'validation.invalid').nullish(),
  limit: z.number('validation.invalid').int('validation.invalid').min(1).max(DIRECTORY_LIMIT_MAX).nullish(),
};

/**
 * The people directory's filter: words found in a name, headline, skill, industry, role, startup or
 * programme; role types; programmes, industries and the organisation's tags of people (by id); skills
 * (ids of tags of category UserSkills); one startup whose people are shown.
 */
export const communityPeopleFilterSchema = () =>
  z
    .object({
      search: directorySearch(),
      roleTypes: z.array(z.enum(ROLE_TYPES, 'validation.invalid')).max(ROLE_TYPES.length).nullish(),
      programIds: directoryIds(),
      industryIds: directoryIds(),
      tagIds: directoryIds(),
      skills: directoryIds(),
      startupId: recordId().nullish(),
    })
    .strict();
export type CommunityPeopleFilterInput = z.input<ReturnType<typeof communityPeopleFilterSchema>>;
export const communityPeopleArgsSchema = () => z.object({ filter: communityPeopleFilterSchema().nullish(), ...pageArgs });

/** The startups directory's filter: words of a name, industry or programme; programmes, industries and tags by id. */
export const communityStartupsFilterSchema = () =>
  z
    .object({
      search: directorySearch(),
      programIds: directoryIds(),
      industryIds: directoryIds(),
      tagIds: directoryIds(),
    })
    .strict();
export type CommunityStartupsFilterInput = z.input<ReturnType<typeof communityStartupsFilterSchema>>;
export const communityStartupsArgsSchema = () => z.object({ filter: communityStartupsFilterSchema().nullish(), ...pageArgs });

/** A person's timeline: whose, and where the page starts. */
export const personTimelineArgsSchema = () => z.object({ userId: recordId(), ...pageArgs });

// ── people ──

/** Those the assignation page lists and places on startups: the people who follow startups from outside their team. */
export const PEOPLE_ASSIGNATION_ROLE_TYPES = ['mentor', 'expert', 'coach'] as const satisfies ReadonlyArray<(typeof ROLE_TYPES)[number]>;
export type PeopleAssignationRoleType = (typeof PEOPLE_ASSIGNATION_ROLE_TYPES)[number];

export const ASSIGNATION_PAGE_SIZE = 25;
export const ASSIGNATION_MENTORS_MAX = 50;
export const ASSIGNATION_STARTUPS_MAX = 200;
/** Each new pair records its own event in the request's transaction: this keeps one request short. */
export const ASSIGNATION_PAIRS_MAX = 2_000;
/** Analytics read at most this many days at once (two years and a leap day). */
export const ANALYTICS_RANGE_MAX_DAYS = 731;
/** Skills and industries: the most frequent ones only. */
export const ANALYTICS_TOP = 15;

export const peopleAssignationFilterSchema = z
  .object({
    search: z.string().trim().max(200).nullish(),
    roleTypes: z.array(z.enum(PEOPLE_ASSIGNATION_ROLE_TYPES, 'validation.invalid')).max(PEOPLE_ASSIGNATION_ROLE_TYPES.length).nullish(),
    programId: recordId().nullish(),
    unassignedOnly: z.boolean().nullish(),
  })
  .strict()
  .nullish();
export type PeopleAssignationFilter = z.output<typeof peopleAssignationFilterSchema>;

const distinctIds = (max: number, required: string, tooMany: string) =>
  z
    .array(recordId())
    .min(1, required)
    .max(max, tooMany)
    .transform((list) => [...new Set(list)]);

/** Every pair of these people and startups at once (assignPeople, unassignPeople). */
export const peopleAssignmentSchema = z
  .object({
    mentorIds: distinctIds(ASSIGNATION_MENTORS_MAX, 'directory.people.mentorsRequired', 'directory.people.tooManyMentors'),
    startupIds: distinctIds(ASSIGNATION_STARTUPS_MAX, 'directory.people.startupsRequired', 'directory.people.tooManyStartups'),
  })
  .superRefine(({ mentorIds, startupIds }, ctx) => {
    if (mentorIds.length * startupIds.length <= ASSIGNATION_PAIRS_MAX) return;
    const key = 'directory.people.tooManyPairs';
    ctx.addIssue({ code: 'custom', path: ['startupIds'], message: key, params: { key, params: { max: ASSIGNATION_PAIRS_MAX } } });
  });
export type PeopleAssignment = z.output<typeof peopleAssignmentSchema>;

/** The period of the community analytics: an order of instants no longer than ANALYTICS_RANGE_MAX_DAYS. */
export const communityAnalyticsInputSchema = z.object({ from: instant(), to: instant(), programId: recordId().nullish() }).superRefine(({ from, to }, ctx) => {
  const days = (to.getTime() - from.getTime()) / 86_400_000;
  if (days <= 0) ctx.addIssue({ code: 'custom', path: ['to'], message: 'directory.people.rangeOrder' });
  else if (days > ANALYTICS_RANGE_MAX_DAYS) {
    const key = 'directory.people.rangeTooLong';
    ctx.addIssue({ code: 'custom', path: ['to'], message: key, params: { key, params: { max: ANALYTICS_RANGE_MAX_DAYS } } });
  }
});

// ── rss ──
/**
 * An outside feed's address: a link as people type it (a missing scheme reads as http), http or
 * https only, required.
 */
export const rssFeedSchema = () =>
  z.object({
    url: link().transform((value, ctx) => {
      if (!value) return refuse(ctx, { key: 'validation.required' });
      return /^https?:\/\//i.test(value) ? value : refuse(ctx, { key: 'validation.url' });
    }),
  });
export type RssFeedInput = z.input<ReturnType<typeof rssFeedSchema>>;

// ── search ──
/**
 * searchRecords' arguments: the text is trimmed and refused beyond SEARCH_TEXT_MAX (shorter than
 * SEARCH_TEXT_MIN it finds nothing, without an error: people are still typing); the kinds to look
 * for (every kind when left out) and the most hits in all.
 */
export const searchRecordsArgsSchema = () =>
  z.object({
    text: z.string('validation.invalid').trim().max(SEARCH_TEXT_MAX),
    kinds: z.array(z.enum(SEARCH_KINDS, 'validation.invalid')).max(SEARCH_KINDS.length).nullish(),
    limit: z.number('validation.invalid').int('validation.invalid').min(1).max(SEARCH_HITS_MAX).nullish(),
  });
export type SearchRecordsArgs = z.output<ReturnType<typeof searchRecordsArgsSchema>>;

// ── feed ──
/** The most programmes a post is shown to. */
export const POST_PROGRAMS_MAX = 50;
/** The largest page of the feed and of a thread. */
export const FEED_LIMIT_MAX = 50;

const distinct = <T>(list: T[]) => [...new Set(list)];
/** What a post says once its tags are left out: the web's check of "empty", which the server repeats on the sanitised text. */
const postText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
const postContent = () => z.string('validation.invalid').max(POST_CONTENT_MAX, 'community.feed.contentTooLong');
const postFiles = () => z.array(recordId()).max(POST_ATTACHMENTS_MAX, 'community.feed.tooManyFiles').transform(distinct);

/** Text or files: a post of neither is refused on its content. */
function requireContent(value: { content: string; attachmentIds?: string[] | null }, ctx: z.RefinementCtx) {
  if (postText(value.content) || value.attachmentIds?.length) return;
  ctx.addIssue({ code: 'custom', path: ['content'], message: 'community.feed.contentRequired', params: { key: 'community.feed.contentRequired' } });
}

/**
 * A post as written or edited: rich text (sanitised by the server), files uploaded beforehand, and
 * who reads it — everyone, the people of chosen programmes, or chosen roles. On an edit,
 * `attachmentIds` is the post's whole list of files (left out: unchanged); a reply's audience is its
 * post's, so an edit of a reply ignores it.
 */
export const postInputSchema = () =>
  z
    .object({
      content: postContent()
        .nullish()
        .transform((value) => value ?? ''),
      attachmentIds: postFiles().nullish(),
      visibility: z
        .enum(POST_VISIBILITIES, 'validation.invalid')
        .nullish()
        .transform((value) => value ?? 'EVERYONE'),
      programIds: z.array(recordId()).max(POST_PROGRAMS_MAX).transform(distinct).nullish(),
      roleTypes: z.array(z.enum(ROLE_TYPES, 'validation.invalid')).max(ROLE_TYPES.length).transform(distinct).nullish(),
    })
    .superRefine((value, ctx) => {
      requireContent(value, ctx);
      if (value.visibility === 'PROGRAM' && !value.programIds?.length)
        ctx.addIssue({ code: 'custom', path: ['programIds'], message: 'community.feed.programRequired', params: { key: 'community.feed.programRequired' } });
      if (value.visibility === 'ROLES' && !value.roleTypes?.length)
        ctx.addIssue({ code: 'custom', path: ['roleTypes'], message: 'community.feed.rolesRequired', params: { key: 'community.feed.rolesRequired' } });
    });
export type PostInput = z.input<ReturnType<typeof postInputSchema>>;

/** A reply in a post's thread: `parentId` the reply it answers, or none for the post itself. */
export const replyInputSchema = () =>
  z
    .object({
      content: postContent(),
      attachmentIds: postFiles().nullish(),
      parentId: recordId().nullish(),
    })
    .superRefine(requireContent);
export type ReplyInput = z.input<ReturnType<typeof replyInputSchema>>;

export const postReactionSchema = () => z.object({ reaction: z.enum(REACTIONS, 'validation.invalid') });

const feedPage = {
  cursor: z.string('validation.invalid').max(1000, 'validation.invalid').nullish(),
  limit: z.number('validation.invalid').int('validation.invalid').min(1).max(FEED_LIMIT_MAX).nullish(),
};

/** The feed's filters (one author, one kind, one programme's posts) and page. */
export const newsFeedArgsSchema = () =>
  z.object({
    filter: z
      .object({
        authorId: recordId().nullish(),
        kind: z.enum(POST_KINDS, 'validation.invalid').nullish(),
        programId: recordId().nullish(),
      })
      .strict()
      .nullish(),
    ...feedPage,
  });
export type NewsFeedArgs = z.output<ReturnType<typeof newsFeedArgsSchema>>;

/** A page of a thread's replies. */
export const repliesArgsSchema = () => z.object(feedPage);
