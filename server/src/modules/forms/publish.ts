import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { SHAREABLE_FORM_KINDS, type FormKind } from '@seedbed/contracts/forms';
import { defineChange } from '../../core/change.ts';
import { requireViewer } from '../../core/context.ts';
import { AppError, forbidden, validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { mayCreateForms } from './access.ts';
import { readPortableForm } from './portable.ts';
import { checkDraft, editableForm, formTitle } from './service.ts';
import { fm, fv, versionsOf } from './repo.ts';

/**
 * Publishing freezes the draft into the next immutable version (PublishInFormBuilder): new answers
 * are given on it, earlier answers keep theirs. `revision` is the draft the builder showed: a draft
 * changed since (someone else editing) is refused rather than published unseen.
 */
export const publishForm = defineChange({
  input: () => z.object({ revision: z.number().int().min(0).nullish() }),
  async authorize(ctx, { revision }, formId: string) {
    const form = await editableForm(ctx, formId);
    if (revision != null && revision !== form.revision) throw new AppError('FORM_VERSION_CONFLICT', 'forms.versionConflict');
    checkDraft(form.questions, { publishing: true });
    if (!form.questions.some((q) => q.behavesAs !== 'element')) throw validationError([{ field: 'questions', key: 'forms.noQuestions' }]);
    return form;
  },
  async write(ctx, db, _input, form) {
    if (form.versionId && form.publishedRevision === form.revision) return { result: form, events: [] };
    const number = (await versionsOf(db, ctx.incubator.id, form.id)).length + 1;
    const [version] = await db
      .insert(fv)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        formId: form.id,
        number,
        title: form.title,
        description: form.description,
        questions: form.questions,
        publishedBy: requireViewer(ctx).user.id,
      })
      .returning();
    const [updated] = await db
      .update(fm)
      .set({ versionId: version.id, publishedRevision: form.revision, publishingState: 'success', updatedAt: new Date() })
      .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.id, form.id)))
      .returning();
    return {
      result: updated,
      events: [{ kind: 'form.published', subjectKind: 'form', subjectId: form.id, data: { formId: form.id, title: formTitle(form.title, ctx), kind: form.kind, version: number } }],
    };
  },
});

/** Opens the form's public link (a fresh token) or, with `shared: false`, closes it: the old link stops working. */
export const shareForm = defineChange({
  input: () => z.object({ shared: z.boolean() }),
  async authorize(ctx, { shared }, formId: string) {
    const form = await editableForm(ctx, formId);
    if (shared && !SHAREABLE_FORM_KINDS.includes(form.kind as FormKind)) throw validationError([{ field: 'formId', key: 'forms.notShareable' }]);
    return form;
  },
  async write(ctx, db, { shared }, form) {
    if (shared === Boolean(form.shareId)) return { result: form, events: [] };
    const [updated] = await db
      .update(fm)
      .set({ shareId: shared ? randomUUID() : null })
      .where(and(eq(fm.incubatorId, ctx.incubator.id), eq(fm.id, form.id)))
      .returning();
    return {
      result: updated,
      events: [{ kind: 'form.shared', subjectKind: 'form', subjectId: form.id, data: { formId: form.id, title: formTitle(form.title, ctx), kind: form.kind, shared } }],
    };
  },
});

/** A form from a portable file (another organisation's or installation's), as a new unpublished form. */
export const importForm = defineChange({
  input: () => z.object({ data: z.string().max(2_000_000) }),
  async authorize(ctx, { data }) {
    requireViewer(ctx);
    if (!(await mayCreateForms(ctx))) throw forbidden();
    const portable = readPortableForm(data);
    checkDraft(portable.questions);
    return portable;
  },
  async write(ctx, db, _input, portable) {
    const [form] = await db
      .insert(fm)
      .values({ incubatorId: ctx.incubator.id, id: newId(), ...portable, createdBy: requireViewer(ctx).user.id })
      .returning();
    return {
      result: form,
      events: [{ kind: 'form.created', subjectKind: 'form', subjectId: form.id, data: { formId: form.id, title: formTitle(form.title, ctx), kind: form.kind } }],
    };
  },
});
