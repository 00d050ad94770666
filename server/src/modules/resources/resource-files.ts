import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { FieldError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { libraryAudience, mayManageLibrary, resourceVisibleTo } from './access.ts';
import { resourceLoaders } from './loaders.ts';
import { RESOURCE_REFERENCE, type ResourceRow } from './repo.ts';

/**
 * A FILE resource's file: an attachment of reference kind 'resource' whose reference is the
 * resource. It is uploaded first, attached to nothing (the resource does not exist yet), and
 * becomes the resource's when the resource is saved; from then on it is read by whoever sees the
 * resource and changed by the library's managers.
 */

const a = schema.attachments;

/**
 * The file a resource names: already this resource's, or one the viewer uploaded and attached to
 * nothing yet. Any other file (another record's, another person's upload, another tenant's)
 * would reach the resource's readers through it: refused.
 */
export async function fileProblems(ctx: Context, db: Db, attachmentId: string, resourceId: string | null): Promise<FieldError[]> {
  const [row] = await db
    .select({ ownerId: a.ownerId, referenceKind: a.referenceKind, referenceId: a.referenceId })
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.id, attachmentId)));
  const ours = row && resourceId !== null && row.referenceKind === RESOURCE_REFERENCE && row.referenceId === resourceId;
  const ownLoose = row && row.referenceKind === null && row.ownerId === requireViewer(ctx).user.id;
  return ours || ownLoose ? [] : [{ field: 'attachmentId', key: 'resources.unknownFile' }];
}

/** The viewer's loose upload becomes the resource's file. */
export async function attachToResource(ctx: Context, db: Db, resourceId: string, attachmentId: string): Promise<void> {
  await db
    .update(a)
    .set({ referenceKind: RESOURCE_REFERENCE, referenceId: resourceId })
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.id, attachmentId), isNull(a.referenceKind)));
}

/** The files of these resources go (all of them, or all but `keep`), their stored bytes once the change commits. */
export async function removeResourceFiles(ctx: Context, db: Db, resourceIds: readonly string[], keep?: string | null): Promise<void> {
  if (!resourceIds.length) return;
  const gone = await db
    .delete(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.referenceKind, RESOURCE_REFERENCE), inArray(a.referenceId, [...resourceIds]), keep ? ne(a.id, keep) : undefined))
    .returning({ storageKey: a.storageKey });
  for (const file of gone) ctx.afterCommit.push(() => ctx.services.storage.remove(file.storageKey));
}

/** Whether the viewer sees the resource: its section's and its own lists, and its article published. */
export async function canSeeResource(ctx: Context, resource: ResourceRow): Promise<boolean> {
  if (!ctx.viewer || resource.incubatorId !== ctx.incubator.id) return false;
  const loaders = resourceLoaders(ctx);
  const [audience, section, article] = await Promise.all([
    libraryAudience(ctx),
    loaders.section.load(resource.sectionId),
    resource.articleId ? loaders.article.load(resource.articleId) : Promise.resolve(null),
  ]);
  return section !== null && resourceVisibleTo(audience, section, resource, article?.status ?? null);
}

const load = (ctx: Context, id: string) => (isId(id) ? resourceLoaders(ctx).resource.load(id) : Promise.resolve(null));

export const resourceFileAccess: AttachmentReferenceAccess = {
  maxFiles: 1,
  async canView(ctx, id) {
    const resource = await load(ctx, id);
    return resource ? canSeeResource(ctx, resource) : false;
  },
  async canEdit(ctx, id) {
    const resource = await load(ctx, id);
    return resource ? mayManageLibrary(ctx) : false;
  },
};
