import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { mergeTagsSchema, mySkillsSchema, newTagSchema, tagChangesSchema } from '@seedbed/contracts/taxonomy-input';
import { isTagCategory, type TagCategory } from '@seedbed/contracts/taxonomy';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { notFound, notFoundField, validationError } from '../../core/errors.ts';
import type { DomainEvent } from '../../core/events.ts';
import { isId } from '../../core/ids.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { authorizeTagChange, mayReadCategory } from './access.ts';
import { findTag, findTagNamed, findTags, insertTag, lockNames, mergeInto, tags, usageOf, type TagRow } from './repo.ts';

const nameTaken = () => validationError([{ field: 'name', key: 'taxonomy.nameTaken' }]);

/** A tag of the tenant in a category the viewer may read; anything else (another tenant's, a malformed id) is NOT_FOUND. */
async function loadTag(ctx: Context, tagId: string): Promise<TagRow & { category: TagCategory }> {
  requireViewer(ctx);
  if (!isId(tagId)) throw notFound();
  const tag = await findTag(ctx, await ctx.tx.db(), tagId);
  if (!tag || !isTagCategory(tag.category) || !(await mayReadCategory(ctx, tag.category))) throw notFound();
  return tag as TagRow & { category: TagCategory };
}

const created = (tag: TagRow): DomainEvent => ({ kind: 'tag.created', subjectKind: 'tag', subjectId: tag.id, data: { name: tag.name, category: tag.category } });

export const createTag = defineChange({
  input: () => newTagSchema,
  authorize: (ctx, input) => authorizeTagChange(ctx, input.category, 'create'),
  async write(ctx, db, input) {
    await lockNames(ctx, db);
    if (await findTagNamed(ctx, db, input.category, input.name)) throw nameTaken();
    const tag = await insertTag(ctx, db, { category: input.category, name: input.name, color: input.color ?? null });
    return { result: tag, events: [created(tag)] };
  },
});

/** Renames and recolours (only the fields sent); saving what is already there changes nothing and records nothing. */
export const updateTag = defineChange({
  input: () => tagChangesSchema,
  async authorize(ctx, _input, tagId: string) {
    const tag = await loadTag(ctx, tagId);
    await authorizeTagChange(ctx, tag.category, 'edit');
    return tag;
  },
  async write(ctx, db, input, tag) {
    const name = input.name ?? tag.name;
    const color = input.color === undefined ? tag.color : input.color;
    const fields = [...(name !== tag.name ? ['name'] : []), ...(color !== tag.color ? ['color'] : [])];
    if (!fields.length) return { result: tag, events: [] };
    await lockNames(ctx, db);
    if (fields.includes('name') && (await findTagNamed(ctx, db, tag.category, name, tag.id))) throw nameTaken();
    const [row] = await db
      .update(tags)
      .set({ name, color })
      .where(and(eq(tags.incubatorId, ctx.incubator.id), eq(tags.id, tag.id)))
      .returning();
    return {
      result: row,
      events: [{ kind: 'tag.updated', subjectKind: 'tag', subjectId: row.id, data: { category: row.category, from: tag.name, name: row.name, fields } }],
    };
  },
});

/** Deleting a tag takes it off every startup and person that carried it (the links cascade); the page says how many first. */
export const deleteTag = defineChange({
  input: () => z.object({}),
  async authorize(ctx, _input, tagId: string) {
    const tag = await loadTag(ctx, tagId);
    await authorizeTagChange(ctx, tag.category, 'delete');
    return tag;
  },
  async write(ctx, db, _input, tag) {
    const usage = (await usageOf(ctx, db, [tag.id])).get(tag.id) ?? 0;
    await db.delete(tags).where(and(eq(tags.incubatorId, ctx.incubator.id), eq(tags.id, tag.id)));
    return { result: true, events: [{ kind: 'tag.deleted', subjectKind: 'tag', subjectId: tag.id, data: { name: tag.name, category: tag.category, usage } }] };
  },
});

/**
 * Merges tags of one category into another of it: every record that carried a source carries the
 * target (once), and the sources go. Both editing and deleting must be the viewer's to do.
 */
export const mergeTags = defineChange({
  input: () => mergeTagsSchema,
  async authorize(ctx, input) {
    const target = await loadTag(ctx, input.targetTagId).catch(() => {
      throw notFoundField('targetTagId');
    });
    const sources = await findTags(ctx, await ctx.tx.db(), input.sourceTagIds);
    if (sources.length !== input.sourceTagIds.length) throw notFoundField('sourceTagIds');
    if (sources.some((s) => s.category !== target.category)) throw validationError([{ field: 'sourceTagIds', key: 'taxonomy.mergeAcrossCategories' }]);
    await authorizeTagChange(ctx, target.category, 'edit');
    await authorizeTagChange(ctx, target.category, 'delete');
    return { target, sources };
  },
  async write(ctx, db, _input, { target, sources }) {
    const moved = await mergeInto(
      ctx,
      db,
      sources.map((s) => s.id),
      target.id,
    );
    return {
      result: target,
      events: [
        {
          kind: 'tag.merged',
          subjectKind: 'tag',
          subjectId: target.id,
          data: { category: target.category, name: target.name, sources: sources.map((s) => s.name), moved },
        },
      ],
    };
  },
});

/**
 * Where a person keeps their own skills. With the plan's lockedSkills they choose from the
 * organisation's list only; otherwise they may also write new ones in when the organisation
 * allows it (allowWriteInOptionInUserSkills). Their tags of other categories stay as they are.
 */
export const updateMySkills = defineChange({
  input: () => mySkillsSchema,
  async authorize(ctx, input) {
    requireViewer(ctx);
    if (input.newSkills.length) {
      if (incubatorFlags(ctx.incubator).lockedSkills) throw validationError([{ field: 'newSkills', key: 'taxonomy.skillsLocked' }]);
      if (!ctx.incubator.allowWriteInOptionInUserSkills) throw validationError([{ field: 'newSkills', key: 'taxonomy.writeInOff' }]);
    }
    const chosen = await findTags(ctx, await ctx.tx.db(), input.tagIds);
    if (chosen.length !== input.tagIds.length || chosen.some((t) => t.category !== 'UserSkills')) throw notFoundField('tagIds');
    return chosen;
  },
  async write(ctx, db, input, chosen) {
    const userId = requireViewer(ctx).user.id;
    const events: DomainEvent[] = [];
    const skills = [...chosen];
    if (input.newSkills.length) await lockNames(ctx, db);
    for (const name of input.newSkills) {
      const existing = await findTagNamed(ctx, db, 'UserSkills', name);
      if (existing) skills.push(existing);
      else {
        const tag = await insertTag(ctx, db, { category: 'UserSkills', name, color: null });
        skills.push(tag);
        events.push(created(tag));
      }
    }
    const ids = [...new Set(skills.map((s) => s.id))];
    await replaceSkills(ctx, db, userId, ids);
    events.push({ kind: 'user.skillsChosen', subjectKind: 'user', subjectId: userId, data: { tagIds: ids } });
    const byId = new Map(skills.map((s) => [s.id, s]));
    return { result: ids.map((id) => byId.get(id)!).sort((a, b) => a.name.localeCompare(b.name)), events };
  },
});

async function replaceSkills(ctx: Context, db: Db, userId: string, tagIds: string[]): Promise<void> {
  const ut = schema.userTags;
  const held = await db
    .select({ id: tags.id })
    .from(ut)
    .innerJoin(tags, and(eq(tags.incubatorId, ut.incubatorId), eq(tags.id, ut.tagId)))
    .where(and(eq(ut.incubatorId, ctx.incubator.id), eq(ut.userId, userId), eq(tags.category, 'UserSkills')));
  const dropped = held.map((h) => h.id).filter((id) => !tagIds.includes(id));
  if (dropped.length) await db.delete(ut).where(and(eq(ut.incubatorId, ctx.incubator.id), eq(ut.userId, userId), inArray(ut.tagId, dropped)));
  if (tagIds.length)
    await db
      .insert(ut)
      .values(tagIds.map((tagId) => ({ incubatorId: ctx.incubator.id, userId, tagId })))
      .onConflictDoNothing();
}
