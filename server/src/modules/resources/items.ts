import { and, asc, eq } from 'drizzle-orm';
import { RESOURCES_PER_SECTION_MAX } from '@seedbed/contracts/community';
import { moveResourceSchema, resourceInputSchema, type CheckedResourceInput } from '@seedbed/contracts/resources-input';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { notFound, validationError, type FieldError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { requireLibraryManager } from './access.ts';
import { changedFields, lockLibrary, programProblems, requireVisibilityFlag } from './checks.ts';
import { resourceLoaders } from './loaders.ts';
import { attachToResource, fileProblems, removeResourceFiles } from './resource-files.ts';
import { findArticle, findResource, findSection, rsItems, type ResourceRow } from './repo.ts';
import { managedSection } from './sections.ts';

/**
 * The resources of a section (spec 3 §2): links, files and articles, in `position` order 0..n-1
 * within their section, at most RESOURCES_PER_SECTION_MAX each, changed by the library's managers.
 */

export const resourceEvent = (resource: Pick<ResourceRow, 'id' | 'sectionId' | 'kind' | 'title'>) => ({
  subjectKind: 'resource',
  subjectId: resource.id,
  data: { resourceId: resource.id, sectionId: resource.sectionId, kind: resource.kind, title: resource.title },
});

async function managedResource(ctx: Context, id: string): Promise<ResourceRow> {
  await requireLibraryManager(ctx);
  const resource = isId(id) ? await findResource(await ctx.tx.db(), ctx.incubator.id, id) : null;
  if (!resource) throw notFound();
  return resource;
}

/** What the input names must be the organisation's: its programmes, the file (see fileProblems), the article. */
async function inputProblems(ctx: Context, db: Db, input: CheckedResourceInput, resourceId: string | null): Promise<FieldError[]> {
  const problems = await programProblems(ctx, db, input.programIds);
  if (input.attachmentId) problems.push(...(await fileProblems(ctx, db, input.attachmentId, resourceId)));
  if (input.articleId && !(await findArticle(db, ctx.incubator.id, input.articleId))) problems.push({ field: 'articleId', key: 'resources.unknownArticle' });
  return problems;
}

async function resourcesOfSection(ctx: Pick<Context, 'incubator'>, db: Db, sectionId: string): Promise<ResourceRow[]> {
  return db
    .select()
    .from(rsItems)
    .where(and(eq(rsItems.incubatorId, ctx.incubator.id), eq(rsItems.sectionId, sectionId)))
    .orderBy(asc(rsItems.position), asc(rsItems.createdAt), asc(rsItems.id));
}

/** Numbers the resources of a section 0..n-1 in the order given, writing only those whose place or section changed. */
async function placeResources(ctx: Context, db: Db, sectionId: string, resources: readonly ResourceRow[]): Promise<ResourceRow[]> {
  const out: ResourceRow[] = [];
  for (const [position, resource] of resources.entries()) {
    if (resource.position === position && resource.sectionId === sectionId) {
      out.push(resource);
      continue;
    }
    const [row] = await db
      .update(rsItems)
      .set({ position, sectionId })
      .where(and(eq(rsItems.incubatorId, ctx.incubator.id), eq(rsItems.id, resource.id)))
      .returning();
    resourceLoaders(ctx).resource.clear(row.id).prime(row.id, row);
    out.push(row);
  }
  return out;
}

const fullSection = () => validationError([{ field: 'sectionId', key: 'resources.resourcesMax', params: { max: RESOURCES_PER_SECTION_MAX } }]);

/** createResource: a resource at the end of its section. */
export const createResource = defineChange({
  input: () => resourceInputSchema(),
  async authorize(ctx, input, sectionId: string) {
    const section = await managedSection(ctx, sectionId);
    requireVisibilityFlag(ctx, input);
    return section;
  },
  async write(ctx, db, input, section) {
    const problems = await inputProblems(ctx, db, input, null);
    if (problems.length) throw validationError(problems);
    await lockLibrary(ctx, db);
    const position = (await resourcesOfSection(ctx, db, section.id)).length;
    if (position >= RESOURCES_PER_SECTION_MAX) throw fullSection();
    const [resource] = await db
      .insert(rsItems)
      .values({ incubatorId: ctx.incubator.id, id: newId(), sectionId: section.id, ...input, position, createdBy: requireViewer(ctx).user.id })
      .returning();
    if (resource.attachmentId) await attachToResource(ctx, db, resource.id, resource.attachmentId);
    resourceLoaders(ctx).resource.prime(resource.id, resource);
    return { result: resource, events: [{ kind: 'resources.created', ...resourceEvent(resource) }] };
  },
});

/** updateResource: the whole resource as the form shows it; a file it no longer names goes. */
export const updateResource = defineChange({
  input: () => resourceInputSchema(),
  async authorize(ctx, input, resourceId: string) {
    const resource = await managedResource(ctx, resourceId);
    requireVisibilityFlag(ctx, input);
    return resource;
  },
  async write(ctx, db, input, resource) {
    const problems = await inputProblems(ctx, db, input, resource.id);
    if (problems.length) throw validationError(problems);
    const [row] = await db
      .update(rsItems)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(rsItems.incubatorId, ctx.incubator.id), eq(rsItems.id, resource.id)))
      .returning();
    if (row.attachmentId) await attachToResource(ctx, db, row.id, row.attachmentId);
    await removeResourceFiles(ctx, db, [row.id], row.attachmentId);
    resourceLoaders(ctx).resource.clear(row.id).prime(row.id, row);
    const fields = changedFields(input).filter((key) => JSON.stringify(input[key as keyof typeof input]) !== JSON.stringify(resource[key as keyof ResourceRow]));
    const event = resourceEvent(row);
    return { result: row, events: [{ kind: 'resources.updated', ...event, data: { ...event.data, fields } }] };
  },
});

/** deleteResource: the resource and its file; those after it in its section move up. */
export const deleteResource = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, resourceId: string) => managedResource(ctx, resourceId),
  async write(ctx, db, _input, resource) {
    await lockLibrary(ctx, db);
    await removeResourceFiles(ctx, db, [resource.id]);
    await db.delete(rsItems).where(and(eq(rsItems.incubatorId, ctx.incubator.id), eq(rsItems.id, resource.id)));
    await placeResources(ctx, db, resource.sectionId, await resourcesOfSection(ctx, db, resource.sectionId));
    return { result: true, events: [{ kind: 'resources.deleted', ...resourceEvent(resource) }] };
  },
});

/** moveResource: to a place in a section (its own or another); past the end means last. */
export const moveResource = defineChange({
  input: () => moveResourceSchema(),
  authorize: (ctx, _input, resourceId: string) => managedResource(ctx, resourceId),
  async write(ctx, db, { sectionId, position }, resource) {
    if (!(await findSection(db, ctx.incubator.id, sectionId))) throw validationError([{ field: 'sectionId', key: 'resources.unknownSection' }]);
    await lockLibrary(ctx, db);
    const others = (await resourcesOfSection(ctx, db, sectionId)).filter((r) => r.id !== resource.id);
    if (sectionId !== resource.sectionId && others.length >= RESOURCES_PER_SECTION_MAX) throw fullSection();
    const place = Math.min(position, others.length);
    const ordered = [...others.slice(0, place), resource, ...others.slice(place)];
    const placed = await placeResources(ctx, db, sectionId, ordered);
    if (sectionId !== resource.sectionId) await placeResources(ctx, db, resource.sectionId, await resourcesOfSection(ctx, db, resource.sectionId));
    const moved = placed[place];
    const event = resourceEvent(moved);
    return { result: moved, events: [{ kind: 'resources.moved', ...event, data: { ...event.data, fromSectionId: resource.sectionId, position: place } }] };
  },
});
