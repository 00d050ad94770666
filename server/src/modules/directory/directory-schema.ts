import { builder } from '../../core/schema-builder.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { StartupRow } from '../startups/repo.ts';
import { Startup } from '../startups/schema.ts';
import { User } from '../users/schema.ts';
import { communityPeople, type DirectoryPage } from './people.ts';
import { communityStartups } from './startups.ts';

const CommunityPeopleFilter = builder.inputType('CommunityPeopleFilter', {
  description: 'Narrows the people directory; every filter given must hold, any of its values.',
  fields: (t) => ({
    search: t.string({ description: 'Words each found in a name, headline, skill, industry, role, startup or programme.' }),
    roleTypes: t.stringList({ description: 'Role types (coach, mentor, cofounder…).' }),
    programIds: t.idList({ description: 'Programmes the viewer sees: their people and the founders of their startups.' }),
    industryIds: t.idList({ description: 'Industries of people; USER:INDUSTRY:VIEW holders only (FORBIDDEN otherwise).' }),
    tagIds: t.idList({ description: "The organisation's tags of people; TAGS:USER:VIEW holders only (FORBIDDEN otherwise)." }),
    skills: t.idList({ description: 'Skills: ids of tags of category UserSkills.' }),
    startupId: t.id({ description: 'The people of one startup the viewer sees (founders and those assigned).' }),
  }),
});

const CommunityStartupsFilter = builder.inputType('CommunityStartupsFilter', {
  description: 'Narrows the startups directory; every filter given must hold, any of its values.',
  fields: (t) => ({
    search: t.string({ description: 'Words each found in the name, an industry or a programme.' }),
    programIds: t.idList({ description: 'Programmes the viewer sees.' }),
    industryIds: t.idList({ description: 'STARTUP:INDUSTRY:VIEW holders only (FORBIDDEN otherwise).' }),
    tagIds: t.idList({ description: 'TAGS:STARTUP:VIEW holders only (FORBIDDEN otherwise).' }),
  }),
});

const CommunityPeoplePage = builder.objectRef<DirectoryPage<UserRow>>('CommunityPeoplePage').implement({
  fields: (t) => ({
    results: t.field({ type: [User], nullable: false, resolve: (page) => page.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
  }),
});

const CommunityStartupsPage = builder.objectRef<DirectoryPage<StartupRow>>('CommunityStartupsPage').implement({
  fields: (t) => ({
    results: t.field({ type: [Startup], nullable: false, resolve: (page) => page.results }),
    next: t.exposeString('next', { description: 'The cursor of the next page; null on the last.' }),
  }),
});

builder.queryFields((t) => ({
  communityPeople: t.field({
    type: CommunityPeoplePage,
    nullable: false,
    description: "The people directory: everyone the viewer's role lets them see (userAccess), by name.",
    args: { filter: t.arg({ type: CommunityPeopleFilter }), cursor: t.arg.string(), limit: t.arg.int({ description: 'At most 100; 24 when left out.' }) },
    resolve: (_r, args, ctx) => communityPeople(ctx, args),
  }),
  communityStartups: t.field({
    type: CommunityStartupsPage,
    nullable: false,
    description: "The startups directory: the startups the viewer's role lets them see (startupAccess), archived ones apart, by name.",
    args: { filter: t.arg({ type: CommunityStartupsFilter }), cursor: t.arg.string(), limit: t.arg.int({ description: 'At most 100; 24 when left out.' }) },
    resolve: (_r, args, ctx) => communityStartups(ctx, args),
  }),
}));
