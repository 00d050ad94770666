import { completeAutomaticTasks } from '../tasks/automatic.ts';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { FOUNDER_TYPES, STARTUP_ASSIGNABLE_ROLE_TYPES, startupChangesSchema, startupInputSchema, startupTagInputSchema } from '@seedbed/contracts/startups';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { DomainEvent } from '../../core/events.ts';
import { notFoundField } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { authorize, isAuthorized } from '../permissions/scope.ts';
import { findTagNamed, insertTag, lockNames } from '../taxonomy/repo.ts';
import { canSeeUser } from '../users/visibility.ts';
import { userLoaders } from '../users/loaders.ts';
import { loadVisibleProgram, loadVisibleStartup, managesStartups, mayChangeTaxonomy, mayEditProfile, mayManageStartup, requireThat, visibleProgramsCondition } from './access.ts';
import { syncStartupProfileTasks } from './profile-task.ts';
import { STARTUP_LINKS, STARTUP_TAG, addLinks, existingTargets, findStartupTag, linkedIds, members, programs, removeLinks, st, type StartupLink, type StartupRow } from './repo.ts';

/** The profile fields beside the name and the links, as the input and the table name them. */
const PROFILE_FIELDS = ['description', 'website', 'logo', 'yearFounded', 'stage', 'country', 'city'] as const;
const LINKS = Object.keys(STARTUP_LINKS) as StartupLink[];

const startupEvent = (kind: 'startup.created' | 'startup.archived' | 'startup.restored' | 'startup.deleted', startup: StartupRow): DomainEvent => ({
  kind,
  subjectKind: 'startup',
  subjectId: startup.id,
  data: { name: startup.name },
});

/**
 * Ids a change links a startup to must name the tenant's records: industries, startup tags, and
 * programmes the viewer sees. Checked after the permission, so that it reveals nothing.
 */
async function checkTargets(ctx: Context, input: Partial<Record<StartupLink, string[]>>): Promise<void> {
  const db = await ctx.tx.db();
  for (const link of LINKS) {
    const ids = input[link];
    if (!ids?.length) continue;
    const found = await existingTargets(ctx, db, link, ids);
    if (link === 'programIds' && found.size) {
      const visible = await db
        .select({ id: programs.id })
        .from(programs)
        .where(and(eq(programs.incubatorId, ctx.incubator.id), inArray(programs.id, [...found]), await visibleProgramsCondition(ctx)));
      const seen = new Set(visible.map((r) => r.id));
      for (const id of found) if (!seen.has(id)) found.delete(id);
    }
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) throw notFoundField(`${link}.${missing}`);
  }
}

export const createStartup = defineChange({
  input: () => startupInputSchema(),
  async authorize(ctx, input) {
    requireViewer(ctx);
    await requireThat(managesStartups(ctx));
    if (input.industryIds?.length) await authorize(ctx, 'INDUSTRIES:STARTUP:ADD');
    if (input.tagIds?.length) await authorize(ctx, 'TAG:STARTUP:ADD');
    await checkTargets(ctx, input);
  },
  async write(ctx, db, input) {
    const [startup] = await db
      .insert(st)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        name: input.name,
        description: input.description,
        website: input.website,
        logo: input.logo,
        yearFounded: input.yearFounded,
        stage: input.stage ?? null,
        country: input.country,
        city: input.city,
        createdBy: requireViewer(ctx).user.id,
      })
      .returning();
    for (const link of LINKS) await addLinks(ctx, db, link, startup.id, input[link] ?? []);
    return { result: startup, events: [startupEvent('startup.created', startup)] };
  },
});

type Changes = z.output<ReturnType<typeof startupChangesSchema>>;

/** What an update adds to and removes from each link of the startup. */
async function linkChanges(ctx: Context, db: Db, startupId: string, input: Changes) {
  const changes: Partial<Record<StartupLink, { added: string[]; removed: string[] }>> = {};
  for (const link of LINKS) {
    const wanted = input[link];
    if (!wanted) continue;
    const current = new Set(await linkedIds(ctx, db, link, startupId));
    const added = wanted.filter((id) => !current.has(id));
    const removed = [...current].filter((id) => !wanted.includes(id));
    if (added.length || removed.length) changes[link] = { added, removed };
  }
  return changes;
}

/**
 * Changes a startup's profile; only the fields sent change. Each part has its own permission:
 * the name STARTUP/NAME:EDIT, the other fields the programme's side or the founders, industries and
 * tags their keys for adding and for removing, programmes those who run the startups.
 */
export const updateStartup = defineChange({
  input: () => startupChangesSchema(),
  async authorize(ctx, input, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    const db = await ctx.tx.db();
    const renamed = input.name !== undefined && input.name !== startup.name;
    const fields = PROFILE_FIELDS.filter((field) => input[field] !== undefined && (input[field] ?? null) !== startup[field]);
    const links = await linkChanges(ctx, db, startup.id, input);
    if (renamed) await authorize(ctx, 'STARTUP/NAME:EDIT', [startup.id]);
    if (fields.length) await requireThat(mayEditProfile(ctx, startup.id));
    if (links.industryIds?.added.length) await requireThat(mayChangeTaxonomy(ctx, 'INDUSTRIES:STARTUP:ADD', startup.id));
    if (links.industryIds?.removed.length) await requireThat(mayChangeTaxonomy(ctx, 'INDUSTRIES:STARTUP:REMOVE', startup.id));
    if (links.tagIds?.added.length) await requireThat(mayChangeTaxonomy(ctx, 'TAG:STARTUP:ADD', startup.id));
    if (links.tagIds?.removed.length) await requireThat(mayChangeTaxonomy(ctx, 'TAG:STARTUP:REMOVE', startup.id));
    if (links.programIds) await requireThat(mayManageStartup(ctx, startup.id));
    await checkTargets(ctx, Object.fromEntries(Object.entries(links).map(([link, change]) => [link, change.added])));
    return { startup, renamed, fields, links };
  },
  async write(ctx, db, input, { startup, renamed, fields, links }) {
    const set: Partial<typeof st.$inferInsert> = {};
    if (renamed) set.name = input.name;
    for (const field of fields) Object.assign(set, { [field]: input[field] ?? null });
    let updated = startup;
    if (Object.keys(set).length) {
      [updated] = await db
        .update(st)
        .set({ ...set, updatedAt: new Date() })
        .where(and(eq(st.incubatorId, ctx.incubator.id), eq(st.id, startup.id)))
        .returning();
    }
    for (const [link, change] of Object.entries(links) as Array<[StartupLink, { added: string[]; removed: string[] }]>) {
      await removeLinks(ctx, db, link, startup.id, change.removed);
      await addLinks(ctx, db, link, startup.id, change.added);
    }
    const changed = [...fields, ...Object.keys(links)];
    if (renamed || changed.length) await syncStartupProfileTasks(ctx, db, startup.id);
    const events: DomainEvent[] = [];
    if (renamed) events.push({ kind: 'startup.renamed', subjectKind: 'startup', subjectId: startup.id, data: { name: updated.name, from: startup.name } });
    if (changed.length) events.push({ kind: 'startup.updated', subjectKind: 'startup', subjectId: startup.id, data: { name: updated.name, fields: changed } });
    return { result: updated, events };
  },
});

export const archiveStartup = defineChange({
  input: () => z.object({ archived: z.boolean() }),
  async authorize(ctx, _input, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    await requireThat(mayManageStartup(ctx, startup.id));
    return startup;
  },
  async write(ctx, db, { archived }, startup) {
    if (startup.archived === archived) return { result: startup, events: [] };
    const [updated] = await db
      .update(st)
      .set({ archived, updatedAt: new Date() })
      .where(and(eq(st.incubatorId, ctx.incubator.id), eq(st.id, startup.id)))
      .returning();
    return { result: updated, events: [startupEvent(archived ? 'startup.archived' : 'startup.restored', updated)] };
  },
});

/**
 * Deletes a startup with everything that is its own: people, links, tasks and timeline go with it
 * (foreign keys), its documents here; their stored bytes only once the deletion is committed.
 */
export const deleteStartup = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    await authorize(ctx, 'STARTUP:DELETE', [startup.id]);
    return startup;
  },
  async write(ctx, db, _input, startup) {
    const a = schema.attachments;
    const files = await db
      .delete(a)
      .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, 'startup'), eq(a.referenceId, startup.id)))
      .returning({ storageKey: a.storageKey });
    await db.delete(st).where(and(eq(st.incubatorId, ctx.incubator.id), eq(st.id, startup.id)));
    const storage = ctx.services.storage;
    ctx.afterCommit.push(async () => {
      for (const file of files) await storage.remove(file.storageKey);
    });
    return { result: true, events: [startupEvent('startup.deleted', startup)] };
  },
});

/** A person of the tenant the viewer may see and, for an assignment, one whose role can be assigned. */
export async function loadPerson(ctx: Context, userId: string, roleTypes?: readonly string[]) {
  if (!isId(userId)) throw notFoundField('userId');
  const loaders = userLoaders(ctx);
  const user = await loaders.user.load(userId);
  const role = user?.roleId ? await loaders.role.load(user.roleId) : null;
  if (!user || user.status === 'deleted' || !(await canSeeUser(ctx, user, role))) throw notFoundField('userId');
  if (roleTypes && !roleTypes.includes(role?.type ?? '')) throw notFoundField('userId');
  return user;
}

const personInput = z.object({ userId: z.string() });

/** Makes a person one of the startup's founders, or changes their founder type. */
export const addStartupFounder = defineChange({
  input: () => personInput.extend({ founderType: z.enum(FOUNDER_TYPES, 'validation.invalid') }),
  async authorize(ctx, { userId }, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    await authorize(ctx, 'STARTUP/ASSIGNATION_MEMBERS:EDIT', [startup.id]);
    return { startup, user: await loadPerson(ctx, userId) };
  },
  async write(ctx, db, { founderType }, { startup, user }) {
    const [before] = await db
      .select({ founderType: members.founderType })
      .from(members)
      .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.startupId, startup.id), eq(members.userId, user.id), eq(members.kind, 'founder')));
    if (before?.founderType === founderType) return { result: startup, events: [] };
    await db
      .insert(members)
      .values({ incubatorId: ctx.incubator.id, startupId: startup.id, userId: user.id, kind: 'founder', founderType })
      .onConflictDoUpdate({ target: [members.incubatorId, members.startupId, members.userId, members.kind], set: { founderType } });
    await syncStartupProfileTasks(ctx, db, startup.id);
    return {
      result: startup,
      events: [{ kind: 'startup.founderAdded', subjectKind: 'startup', subjectId: startup.id, data: { name: startup.name, userId: user.id, founderType } }],
    };
  },
});

/** Places a staff member, coach, mentor or expert on the startup: what their ASSIGNED permissions then cover. */
export const assignStartupPerson = defineChange({
  input: () => personInput,
  async authorize(ctx, { userId }, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    await authorize(ctx, 'STARTUP/ASSIGNATION_MEMBERS:EDIT', [startup.id]);
    return { startup, user: await loadPerson(ctx, userId, STARTUP_ASSIGNABLE_ROLE_TYPES) };
  },
  async write(ctx, db, _input, { startup, user }) {
    const added = await db.insert(members).values({ incubatorId: ctx.incubator.id, startupId: startup.id, userId: user.id, kind: 'assigned' }).onConflictDoNothing().returning();
    return {
      result: startup,
      events: added.length ? [{ kind: 'startup.personAssigned', subjectKind: 'startup', subjectId: startup.id, data: { name: startup.name, userId: user.id } }] : [],
    };
  },
});

/** Takes a person off the startup, as founder and as assignee alike. */
export const removeStartupPerson = defineChange({
  input: () => personInput,
  async authorize(ctx, { userId }, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    await authorize(ctx, 'STARTUP/ASSIGNATION_MEMBERS:EDIT', [startup.id]);
    if (!isId(userId)) throw notFoundField('userId');
    return startup;
  },
  async write(ctx, db, { userId }, startup) {
    const removed = await db
      .delete(members)
      .where(and(eq(members.incubatorId, ctx.incubator.id), eq(members.startupId, startup.id), eq(members.userId, userId)))
      .returning();
    if (!removed.length) throw notFoundField('userId');
    // A founder who left no longer has the startup's profile to complete.
    if (removed.some((row) => row.kind === 'founder')) await completeAutomaticTasks(ctx, db, { type: 'completeStartupProfile', userId, startupId: startup.id });
    return {
      result: startup,
      events: removed.map(
        (row): DomainEvent => ({ kind: 'startup.personRemoved', subjectKind: 'startup', subjectId: startup.id, data: { name: startup.name, userId, kind: row.kind } }),
      ),
    };
  },
});

/** Adds the startup to one programme (the bulk action's item): those who run the startups. */
export const addStartupToProgram = defineChange({
  input: () => z.object({ programId: z.string() }),
  async authorize(ctx, { programId }, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    await requireThat(mayManageStartup(ctx, startup.id));
    if (!isId(programId)) throw notFoundField('programId');
    const program = await loadVisibleProgram(ctx, programId).catch(() => {
      throw notFoundField('programId');
    });
    return { startup, program };
  },
  async write(ctx, db, _input, { startup, program }) {
    if ((await linkedIds(ctx, db, 'programIds', startup.id)).includes(program.id)) return { result: startup, events: [] };
    await addLinks(ctx, db, 'programIds', startup.id, [program.id]);
    return {
      result: startup,
      events: [{ kind: 'startup.programAdded', subjectKind: 'startup', subjectId: startup.id, data: { name: startup.name, programId: program.id, program: program.name } }],
    };
  },
});

/** Adds one startup tag to the startup (the bulk action's item). */
export const addStartupTag = defineChange({
  input: () => z.object({ tagId: z.string() }),
  async authorize(ctx, { tagId }, startupId: string) {
    const startup = await loadVisibleStartup(ctx, startupId);
    await requireThat(mayChangeTaxonomy(ctx, 'TAG:STARTUP:ADD', startup.id));
    const tag = isId(tagId) ? await findStartupTag(ctx, await ctx.tx.db(), tagId) : null;
    if (!tag) throw notFoundField('tagId');
    return { startup, tag };
  },
  async write(ctx, db, _input, { startup, tag }) {
    if ((await linkedIds(ctx, db, 'tagIds', startup.id)).includes(tag.id)) return { result: startup, events: [] };
    await addLinks(ctx, db, 'tagIds', startup.id, [tag.id]);
    return {
      result: startup,
      events: [{ kind: 'startup.tagAdded', subjectKind: 'startup', subjectId: startup.id, data: { name: startup.name, tagId: tag.id, tag: tag.name } }],
    };
  },
});

/** A startup tag, for the tags editor and for whoever may tag startups; a name already taken answers its tag. */
export const createStartupTag = defineChange({
  input: () => startupTagInputSchema,
  async authorize(ctx) {
    requireViewer(ctx);
    await requireThat((await isAuthorized(ctx, 'TAGS_EDITOR:CREATE')) || isAuthorized(ctx, 'TAG:STARTUP:ADD'));
  },
  async write(ctx, db, { name }) {
    await lockNames(ctx, db);
    const taken = await findTagNamed(ctx, db, STARTUP_TAG, name);
    if (taken) return { result: taken, events: [] };
    const tag = await insertTag(ctx, db, { category: STARTUP_TAG, name, color: null });
    return { result: tag, events: [{ kind: 'startupTag.created', subjectKind: 'tag', subjectId: tag.id, data: { name: tag.name } }] };
  },
});
