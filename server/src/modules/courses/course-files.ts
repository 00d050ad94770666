import { and, eq, isNull, sql } from 'drizzle-orm';
import { COURSE_FILE_ADDRESS } from '@seedbed/contracts/courses-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { FieldError } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { richTextSanitiser } from '../../core/rich-text.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { canSeeCourse, mayManageCourse } from './access.ts';
import { co, COURSE_REFERENCE, coUnits } from './repo.ts';
import { courseLoaders } from './types.ts';

/**
 * The files a course names: its cover, its lessons' videos and the pictures in its texts. They are
 * attachments of reference kind 'course', read by whoever sees the course and changed by its
 * managers; an address names a file by its id and access key (/api/files/{id}/{key}/{name}).
 */

/** A picture is kept only when it is one of the organisation's uploaded files; this unknown tag drops it. */
const DROPPED = 'seedbed-dropped';

/**
 * What the course builder's editor produces: the note editor's blocks, code, rules and pictures.
 * Used for a course's description and its lessons' content.
 */
export const sanitizeCourseHtml = richTextSanitiser({
  tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'code', 'pre', 'hr', 'h2', 'h3', 'h4', 'img'],
  attributes: { img: ['src', 'alt', 'title'] },
  transformTags: {
    img: (_tag, attribs) =>
      attribs.src && COURSE_FILE_ADDRESS.test(attribs.src)
        ? { tagName: 'img', attribs: { src: attribs.src, ...(attribs.alt ? { alt: attribs.alt } : {}), ...(attribs.title ? { title: attribs.title } : {}) } }
        : { tagName: DROPPED, attribs: {} },
  },
});

const a = schema.attachments;

/** A cover: one of the organisation's uploaded pictures, named by its id and access key. */
export async function coverProblems(ctx: Pick<Context, 'incubator'>, db: Db, address: string | null | undefined): Promise<FieldError[]> {
  if (!address) return [];
  const [, id, key] = COURSE_FILE_ADDRESS.exec(address) ?? [];
  const [row] =
    id && key && isId(id.toLowerCase())
      ? await db
          .select({ fileType: a.fileType })
          .from(a)
          .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.id, id.toLowerCase()), eq(a.accessKey, key)))
      : [];
  if (!row) return [{ field: 'cover', key: 'courses.records.unknownFile' }];
  return row.fileType.startsWith('image/') ? [] : [{ field: 'cover', key: 'courses.records.notImage' }];
}

/**
 * A lesson's uploaded video: a video file already among the course's files, or one the viewer
 * uploaded and attached to nothing yet (it then becomes the course's, `attach`). Any other file,
 * another record's say, would reach the course's learners through the lesson: refused.
 */
export async function videoCheck(ctx: Context, db: Db, courseId: string, attachmentId: string): Promise<{ problems: FieldError[]; attach: boolean }> {
  const [row] = await db
    .select({ fileType: a.fileType, ownerId: a.ownerId, referenceKind: a.referenceKind, referenceId: a.referenceId })
    .from(a)
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.id, attachmentId)));
  const ours = row && row.referenceKind === COURSE_REFERENCE && row.referenceId === courseId;
  const ownLoose = row && row.referenceKind === null && row.ownerId === requireViewer(ctx).user.id;
  if (!row || !(ours || ownLoose)) return { problems: [{ field: 'videoAttachmentId', key: 'courses.records.unknownVideo' }], attach: false };
  if (!row.fileType.startsWith('video/')) return { problems: [{ field: 'videoAttachmentId', key: 'courses.records.notVideo' }], attach: false };
  return { problems: [], attach: !ours };
}

/** The viewer's loose upload becomes one of the course's files: from then on read with the course's permission. */
export async function attachToCourse(ctx: Context, db: Db, courseId: string, attachmentId: string): Promise<void> {
  await db
    .update(a)
    .set({ referenceKind: COURSE_REFERENCE, referenceId: courseId })
    .where(and(eq(a.incubatorId, ctx.incubator.id), eq(a.id, attachmentId), isNull(a.referenceKind)));
}

/**
 * Before a course is deleted: its files another course still names (a duplicate shares its source's
 * cover, videos and pictures) pass to that course; the others go, their stored bytes once the
 * deletion commits.
 */
export async function removeCourseFiles(ctx: Context, db: Db, courseId: string): Promise<void> {
  const tenant = ctx.incubator.id;
  const address = sql`'/api/files/' || ${a.id}::text || '/'`;
  const namedBy = sql`(
    SELECT c.id FROM ${co} c WHERE c.incubator_id = ${tenant} AND c.id <> ${courseId}
      AND (position(${address} in coalesce(c.cover, '')) > 0 OR position(${address} in c.description) > 0
        OR EXISTS (SELECT 1 FROM ${coUnits} u WHERE u.incubator_id = c.incubator_id AND u.course_id = c.id
          AND (u.video_attachment_id = ${a.id} OR position(${address} in u.content) > 0)))
    LIMIT 1)`;
  const ofCourse = and(eq(a.incubatorId, tenant), eq(a.referenceKind, COURSE_REFERENCE), eq(a.referenceId, courseId));
  await db
    .update(a)
    .set({ referenceId: sql`${namedBy}::text` })
    .where(and(ofCourse, sql`${namedBy} IS NOT NULL`));
  const gone = await db.delete(a).where(ofCourse).returning({ storageKey: a.storageKey });
  for (const file of gone) ctx.afterCommit.push(() => ctx.services.storage.remove(file.storageKey));
}

const load = (ctx: Context, id: string) => (isId(id) ? courseLoaders(ctx).course.load(id) : Promise.resolve(null));

/** A course's files go with the course: those who may open it read them, its managers change them. */
export const courseFileAccess: AttachmentReferenceAccess = {
  feature: { flag: 'course', messageKey: 'courses.records.planRequired' },
  async canView(ctx, id) {
    const course = await load(ctx, id);
    return course ? canSeeCourse(ctx, course) : false;
  },
  async canEdit(ctx, id) {
    const course = await load(ctx, id);
    return course ? mayManageCourse(ctx, course) : false;
  },
};
