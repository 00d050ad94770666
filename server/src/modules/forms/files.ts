import { and, eq } from 'drizzle-orm';
import { memo, type Context } from '../../core/context.ts';
import { isId } from '../../core/ids.ts';
import type { AttachmentReferenceAccess } from '../attachments/references.ts';
import { mayEditForm } from './access.ts';
import { findForm, fs, type FormSubmissionRow } from './repo.ts';

function loadSubmission(ctx: Context, id: string): Promise<FormSubmissionRow | null> {
  return memo(ctx, `formSubmissionFiles:${id}`, async () => {
    if (!isId(id)) return null;
    const [row] = await (await ctx.tx.db())
      .select()
      .from(fs)
      .where(and(eq(fs.incubatorId, ctx.incubator.id), eq(fs.id, id)));
    return row ?? null;
  });
}

/**
 * Answers given about a feature's record are also read by whom that feature says (a course
 * lesson's hand-in: the course's staff and the startup's founders), by the answers' subject kind.
 */
type AnswerReader = (ctx: Context, answers: FormSubmissionRow) => Promise<boolean>;
const answerReaders = new Map<string, AnswerReader>();

export function registerAnswerReaders(subjectKind: string, reader: AnswerReader): void {
  answerReaders.set(subjectKind, reader);
}

/**
 * The files of an answer are read by its respondent, by whoever reads the form's answers (who
 * may edit the form) and by the readers of its subject; only the respondent changes them, while
 * the answer is still a draft.
 */
export const submissionFileAccess: AttachmentReferenceAccess = {
  async canView(ctx, id) {
    const submission = await loadSubmission(ctx, id);
    if (!submission || !ctx.viewer) return false;
    if (submission.respondentId === ctx.viewer.user.id) return true;
    const reader = submission.subjectKind ? answerReaders.get(submission.subjectKind) : undefined;
    if (reader && (await reader(ctx, submission))) return true;
    const form = await findForm(await ctx.tx.db(), ctx.incubator.id, submission.formId);
    return form ? mayEditForm(ctx, form) : false;
  },
  async canEdit(ctx, id) {
    const submission = await loadSubmission(ctx, id);
    return Boolean(submission && ctx.viewer && submission.respondentId === ctx.viewer.user.id && submission.status === 'draft');
  },
};
