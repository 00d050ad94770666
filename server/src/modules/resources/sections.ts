import { and, asc, count, eq } from 'drizzle-orm';
import { RESOURCE_SECTIONS_MAX } from '@seedbed/contracts/community';
import { reorderResourceSectionsSchema, resourceSectionChangesSchema, resourceSectionSchema } from '@seedbed/contracts/resources-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { requireLibraryManager } from './access.ts';
import { changedFields, lockLibrary, programProblems, requireVisibilityFlag } from './checks.ts';
import { resourceLoaders } from './loaders.ts';
import { removeResourceFiles } from './resource-files.ts';
import { findSection, rsItems, rsSections, type SectionRow } from './repo.ts';

/**
 * The library's sections (spec 3 §2), in `position` order 0..n-1, at most RESOURCE_SECTIONS_MAX,
 * changed by the library's managers. Deleting a section deletes its resources and their files.
 */

const sectionEvent = (section: Pick<SectionRow, 'id' | 'title'>) => ({
  subjectKind: 'resourceSection',
  subjectId: section.id,
  data: { sectionId: section.id, title: section.title },
});

/** A section a manager changes; another tenant's or a malformed id is NOT_FOUND. */
export async function managedSection(ctx: Context, id: string): Promise<SectionRow> {
  await requireLibraryManager(ctx);
  const section = isId(id) ? await findSection(await ctx.tx.db(), ctx.incubator.id, id) : null;
  if (!section) throw notFound();
  return section;
}

async function sectionsInOrder(ctx: Pick<Context, 'incubator'>, db: Db): Promise<SectionRow[]> {
  return db.select().from(rsSections).where(eq(rsSections.incubatorId, ctx.incubator.id)).orderBy(asc(rsSections.position), asc(rsSections.createdAt), asc(rsSections.id));
}

/** Numbers the sections 0..n-1 in the order given, writing only those whose place changed. */
async function renumberSections(ctx: Context, db: Db, sections: readonly SectionRow[]): Promise<SectionRow[]> {
  const out: SectionRow[] = [];
  for (const [position, section] of sections.entries()) {
    if (section.position === position) {
      out.push(section);
      continue;
    }
    const [row] = await db
      .update(rsSections)
      .set({ position })
      .where(and(eq(rsSections.incubatorId, ctx.incubator.id), eq(rsSections.id, section.id)))
      .returning();
    resourceLoaders(ctx).section.clear(row.id).prime(row.id, row);
    out.push(row);
  }
  return out;
}

/** createResourceSection: a section at the end of the library. */
export const createResourceSection = defineChange({
  input: () => resourceSectionSchema(),
  async authorize(ctx, input) {
    await requireLibraryManager(ctx);
    requireVisibilityFlag(ctx, input);
  },
  async write(ctx, db, input) {
    const problems = await programProblems(ctx, db, input.programIds);
    if (problems.length) throw validationError(problems);
    await lockLibrary(ctx, db);
    const [{ n }] = await db.select({ n: count() }).from(rsSections).where(eq(rsSections.incubatorId, ctx.incubator.id));
    if (n >= RESOURCE_SECTIONS_MAX) throw validationError([{ field: 'title', key: 'resources.sectionsMax', params: { max: RESOURCE_SECTIONS_MAX } }]);
    const [section] = await db
      .insert(rsSections)
      .values({ incubatorId: ctx.incubator.id, id: newId(), ...input, position: n, createdBy: requireViewer(ctx).user.id })
      .returning();
    resourceLoaders(ctx).section.prime(section.id, section);
    return { result: section, events: [{ kind: 'resources.sectionCreated', ...sectionEvent(section) }] };
  },
});

/** updateResourceSection: the fields sent. */
export const updateResourceSection = defineChange({
  input: () => resourceSectionChangesSchema(),
  async authorize(ctx, input, sectionId: string) {
    const section = await managedSection(ctx, sectionId);
    requireVisibilityFlag(ctx, input);
    return section;
  },
  async write(ctx, db, input, section) {
    const problems = await programProblems(ctx, db, input.programIds);
    if (problems.length) throw validationError(problems);
    const [row] = await db
      .update(rsSections)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(rsSections.incubatorId, ctx.incubator.id), eq(rsSections.id, section.id)))
      .returning();
    resourceLoaders(ctx).section.clear(row.id).prime(row.id, row);
    const event = sectionEvent(row);
    return { result: row, events: [{ kind: 'resources.sectionUpdated', ...event, data: { ...event.data, fields: changedFields(input) } }] };
  },
});

/** deleteResourceSection: the section with its resources and their files; the sections after it move up. */
export const deleteResourceSection = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, sectionId: string) => managedSection(ctx, sectionId),
  async write(ctx, db, _input, section) {
    await lockLibrary(ctx, db);
    const held = await db
      .select({ id: rsItems.id })
      .from(rsItems)
      .where(and(eq(rsItems.incubatorId, ctx.incubator.id), eq(rsItems.sectionId, section.id)));
    const event = sectionEvent(section);
    await removeResourceFiles(
      ctx,
      db,
      held.map((r) => r.id),
    );
    await db.delete(rsSections).where(and(eq(rsSections.incubatorId, ctx.incubator.id), eq(rsSections.id, section.id)));
    await renumberSections(ctx, db, await sectionsInOrder(ctx, db));
    return { result: true, events: [{ kind: 'resources.sectionDeleted', ...event, data: { ...event.data, resourceCount: held.length } }] };
  },
});

/** reorderResourceSections: every section of the library, each once, in its new order. */
export const reorderResourceSections = defineChange({
  input: () => reorderResourceSectionsSchema(),
  authorize: (ctx) => requireLibraryManager(ctx),
  async write(ctx, db, { ids }) {
    await lockLibrary(ctx, db);
    const sections = await sectionsInOrder(ctx, db);
    const byId = new Map(sections.map((s) => [s.id, s]));
    const exact = ids.length === sections.length && new Set(ids).size === ids.length && ids.every((id) => byId.has(id));
    if (!exact) throw validationError([{ field: 'ids', key: 'resources.reorderMismatch' }]);
    const ordered = await renumberSections(
      ctx,
      db,
      ids.map((id) => byId.get(id)!),
    );
    return { result: ordered, events: [{ kind: 'resources.sectionsReordered', subjectKind: 'resourceSection', data: { sectionIds: ids } }] };
  },
});
