import type { FeatureFlag } from '@seedbed/contracts/flags';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { AppError, forbidden, notFound } from '../../core/errors.ts';
import { incubatorFlags } from '../setup/schema.ts';

/**
 * How a feature decides who reaches the files of one of its records. Both answer false for a
 * record that does not exist, so that a file never tells more than its record would.
 */
export interface AttachmentReferenceAccess {
  /**
   * The plan feature the kind's files belong to (startup documents): without it they are out of
   * reach, and listing or adding them says which feature the plan lacks (`messageKey`).
   */
  feature?: { flag: FeatureFlag; messageKey: string };
  /** May see the record, and so list and read its files. */
  canView(ctx: Context, id: string): Promise<boolean>;
  /** May attach files to the record, rename, move or delete them. */
  canEdit(ctx: Context, id: string): Promise<boolean>;
  /** At most this many files on one record (work handed in for a lesson); no limit when absent. */
  maxFiles?: number;
}

export interface Reference {
  kind: string;
  id: string;
}

const kinds = new Map<string, AttachmentReferenceAccess>();

/** Called by each feature for the kind of record it owns; a kind nobody registered is refused as input. */
export function registerAttachmentReference(kind: string, access: AttachmentReferenceAccess): void {
  if (kinds.has(kind)) throw new Error(`attachment reference kind registered twice: ${kind}`);
  kinds.set(kind, access);
}

export const isAttachmentReferenceKind = (kind: string): boolean => kinds.has(kind);

/** How many files a record of the kind may hold, if its feature says. */
export const maxFilesOf = (kind: string): number | undefined => kinds.get(kind)?.maxFiles;

function accessOf(kind: string): AttachmentReferenceAccess | undefined {
  return kinds.get(kind);
}

/** The plan feature a kind's files need, when the organisation's plan lacks it. */
function missingFeature(ctx: Context, kind: string) {
  const feature = accessOf(kind)?.feature;
  return feature && !incubatorFlags(ctx.incubator)[feature.flag] ? feature : null;
}

/** Refuses work on a kind's files while the plan lacks their feature (FEATURE_DISABLED, naming it). */
export function requireReferenceFeature(ctx: Context, kind: string): void {
  const missing = missingFeature(ctx, kind);
  if (missing) throw new AppError('FEATURE_DISABLED', missing.messageKey, {}, { flag: missing.flag });
}

/** Whether the viewer may see the record; answered once per request and record. */
export function mayViewReference(ctx: Context, reference: Reference): Promise<boolean> {
  requireViewer(ctx);
  if (missingFeature(ctx, reference.kind)) return Promise.resolve(false);
  return memo(ctx, `attachmentReference:view:${reference.kind}:${reference.id}`, async () => (await accessOf(reference.kind)?.canView(ctx, reference.id)) ?? false);
}

export function mayEditReference(ctx: Context, reference: Reference): Promise<boolean> {
  requireViewer(ctx);
  if (missingFeature(ctx, reference.kind)) return Promise.resolve(false);
  return memo(ctx, `attachmentReference:edit:${reference.kind}:${reference.id}`, async () => (await accessOf(reference.kind)?.canEdit(ctx, reference.id)) ?? false);
}

/**
 * For attaching to a record or changing its files: a record the viewer may not see is not found
 * (its existence is not revealed); one they see but may not change is forbidden.
 */
export async function authorizeReferenceEdit(ctx: Context, reference: Reference): Promise<void> {
  requireReferenceFeature(ctx, reference.kind);
  if (!(await mayViewReference(ctx, reference))) throw notFound();
  if (!(await mayEditReference(ctx, reference))) throw forbidden();
}
