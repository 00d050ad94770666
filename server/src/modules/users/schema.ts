import { builder } from '../../core/schema-builder.ts';
import { requireViewer } from '../../core/context.ts';
import { displayName, fullName } from './display-name.ts';
import { isId } from '../../core/ids.ts';
import { notFound } from '../../core/errors.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { Role } from '../permissions/schema.ts';
import { userLoaders, type Named, type StartupSummary } from './loaders.ts';
import { canSeeContact, canSeeSocial, canSeeUser } from './visibility.ts';
import { roleName } from '../permissions/role-name.ts';
import { isAuthorized } from '../permissions/scope.ts';
import type { Context } from '../../core/context.ts';
import type { PermissionKey } from '@seedbed/contracts/permissions';

export { fullName };

/** A person's own details, or another's for the holders of the key that shows them (scoped to the person, as social links are). */
const mayReadOwnOr = async (ctx: Context, user: UserRow, key: PermissionKey) => ctx.viewer?.user.id === user.id || isAuthorized(ctx, key, [user.id]);

export const NamedRef = builder.objectRef<Named>('NamedItem').implement({
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }), name: t.exposeString('name', { nullable: false }) }),
});
export const Person = builder.objectRef<{ id: string; fullName: string }>('StartupPerson').implement({
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }), fullName: t.exposeString('fullName', { nullable: false }) }),
});
const IncubatorRef = builder.objectRef<{ id: string }>('IncubatorRef').implement({
  fields: (t) => ({ _id: t.exposeID('id', { nullable: false }) }),
});

export const UserStartup = builder.objectRef<StartupSummary>('UserStartup').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    name: t.exposeString('name', { nullable: false }),
    logo: t.exposeString('logo'),
    people: t.field({ type: [Person], nullable: false, resolve: (s, _a, ctx) => userLoaders(ctx).founders.load(s.id) }),
    industries: t.idList({ nullable: false, resolve: (s, _a, ctx) => userLoaders(ctx).startupIndustries.load(s.id) }),
    tags: t.idList({ nullable: false, resolve: (s, _a, ctx) => userLoaders(ctx).startupTags.load(s.id) }),
    programs: t.idList({ nullable: false, resolve: (s, _a, ctx) => userLoaders(ctx).startupPrograms.load(s.id) }),
  }),
});

const SocialInfo = builder.objectRef<UserRow['info']>('SocialInfo').implement({
  fields: (t) => ({
    facebook: t.string({ resolve: (i) => i.facebook ?? null }),
    linkedin: t.string({ resolve: (i) => i.linkedin ?? null }),
    angellist: t.string({ resolve: (i) => i.angellist ?? null }),
    twitter: t.string({ resolve: (i) => i.twitter ?? null }),
  }),
});
const MeetingSettings = builder.objectRef<UserRow['profileCoachingMeetingSettings']>('ProfileCoachingMeetingSettings').implement({
  fields: (t) => ({ defaultMeetingLocation: t.exposeString('defaultMeetingLocation'), enabled: t.exposeBoolean('enabled') }),
});

export const User = builder.objectRef<UserRow>('User').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    id: t.exposeID('id', { nullable: false }),
    name: t.string({ nullable: false, resolve: (u, _a, ctx) => displayName(u, ctx) }),
    fullName: t.string({ nullable: false, resolve: (u, _a, ctx) => displayName(u, ctx) }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    headline: t.exposeString('headline'),
    email: t.string({ resolve: (u, _a, ctx) => (canSeeContact(ctx, u) ? u.email : null) }),
    phone: t.string({ resolve: (u, _a, ctx) => (canSeeContact(ctx, u) ? u.phone : null) }),
    bio: t.exposeString('bio'),
    wordFrom: t.exposeString('wordFrom'),
    avatar: t.exposeString('avatar'),
    cover: t.exposeString('cover'),
    country: t.exposeString('country'),
    countryOrigin: t.exposeString('countryOrigin'),
    gender: t.exposeString('gender'),
    birthday: t.string({ resolve: (u, _a, ctx) => (canSeeContact(ctx, u) ? u.birthday : null) }),
    timezone: t.exposeString('timezone'),
    language: t.exposeString('language'),
    dateFormat: t.exposeString('dateFormat'),
    workStatus: t.exposeString('workStatus'),
    status: t.exposeString('status'),
    validated: t.exposeBoolean('validated'),
    adminValidated: t.exposeBoolean('adminValidated'),
    isLead: t.exposeBoolean('isLead'),
    expertise: t.exposeStringList('expertise'),
    chatNotification: t.exposeBoolean('chatNotification'),
    createdAt: t.string({ resolve: (u) => u.createdAt.toISOString() }),
    linkedCalendar: t.exposeString('linkedCalendar'),
    conferenceDataIntegration: t.exposeString('conferenceDataIntegration'),
    integratedVideoProviders: t.exposeStringList('integratedVideoProviders'),
    profileCoachingMeetingSettings: t.field({ type: MeetingSettings, resolve: (u) => u.profileCoachingMeetingSettings }),
    locations: t.exposeStringList('locations'),
    info: t.field({ type: SocialInfo, resolve: async (u, _a, ctx) => ((await canSeeSocial(ctx, u)) ? u.info : {}) }),
    industries: t.field({
      type: [NamedRef],
      description: 'The industries of the person: for themselves and USER:INDUSTRY:VIEW holders (empty for others).',
      resolve: async (u, _a, ctx) => ((await mayReadOwnOr(ctx, u, 'USER:INDUSTRY:VIEW')) ? userLoaders(ctx).userIndustries.load(u.id) : []),
    }),
    tags: t.field({
      type: [NamedRef],
      description: "The organisation's tags of the person (their skills apart): for themselves and TAGS:USER:VIEW holders (empty for others).",
      resolve: async (u, _a, ctx) => ((await mayReadOwnOr(ctx, u, 'TAGS:USER:VIEW')) ? userLoaders(ctx).userTags.load(u.id) : []),
    }),
    skills: t.field({
      type: [NamedRef],
      description: 'The skills the person chose for themselves (tags of category UserSkills).',
      resolve: (u, _a, ctx) => userLoaders(ctx).userSkills.load(u.id),
    }),
    programs: t.field({ type: [NamedRef], resolve: (u, _a, ctx) => userLoaders(ctx).userPrograms.load(u.id) }),
    assignedStartups: t.field({ type: [UserStartup], resolve: (u, _a, ctx) => userLoaders(ctx).startups.load(`assigned:${u.id}`) }),
    startups: t.field({ type: [UserStartup], resolve: (u, _a, ctx) => userLoaders(ctx).startups.load(`founder:${u.id}`) }),
    incubator: t.field({ type: IncubatorRef, resolve: (u) => ({ id: u.incubatorId }) }),
    role: t.field({ type: Role, resolve: (u, _a, ctx) => (u.roleId ? userLoaders(ctx).role.load(u.roleId) : null) }),
    /** The role as people see it, with the 'Founder' rule for solo founders. */
    roleLabel: t.string({
      nullable: false,
      resolve: async (u, _a, ctx) => {
        const loaders = userLoaders(ctx);
        const [role, startups] = await Promise.all([u.roleId ? loaders.role.load(u.roleId) : null, loaders.startups.load(`founder:${u.id}`)]);
        const first = startups[0];
        const people = first ? (await loaders.founders.load(first.id)).length : null;
        return roleName(ctx, role, people);
      },
    }),
  }),
});

builder.queryFields((t) => ({
  currentUser: t.field({ type: User, nullable: false, resolve: (_r, _a, ctx) => requireViewer(ctx).user }),
  user: t.field({
    type: User,
    nullable: false,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, { id }, ctx) => {
      requireViewer(ctx);
      if (!isId(id)) throw notFound();
      const loaders = userLoaders(ctx);
      const user = await loaders.user.load(id);
      if (!user) throw notFound();
      const role = user.roleId ? await loaders.role.load(user.roleId) : null;
      if (!(await canSeeUser(ctx, user, role))) throw notFound();
      return user;
    },
  }),
}));
