import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Answers } from '@seedbed/contracts/forms';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import { forbidden, validationError } from '../../core/errors.ts';
import { newId } from '../../core/ids.ts';
import { recordEvent } from '../../core/events.ts';
import { answersInput, recordAnswers } from '../forms/answers.ts';
import { findVersion, fm, type FormRow } from '../forms/repo.ts';
import { formTitle } from '../forms/service.ts';
import { mayEditValues, mayManageProfileForms, visibleRecord } from './access.ts';
import { findProfileForm, findValues, PROFILE_KIND, SUBJECT_KIND, type Entity } from './repo.ts';

/**
 * THE organisation's profile form of an entity. Made on first use by whoever may make forms (the
 * unique forms_profile_idx settles two first uses at once); for anyone else null while none exists.
 */
export async function ensureProfileForm(ctx: Context, entity: Entity): Promise<FormRow | null> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const found = await findProfileForm(db, ctx.incubator.id, entity);
  if (found || !(await mayManageProfileForms(ctx))) return found;
  const title = [{ language: ctx.language, value: ctx.t(entity === 'STARTUP' ? 'profiles.startupFormTitle' : 'profiles.userFormTitle') }];
  const [created] = await db
    .insert(fm)
    .values({ incubatorId: ctx.incubator.id, id: newId(), kind: PROFILE_KIND[entity], title, profile: true, createdBy: viewer.user.id })
    .onConflictDoNothing()
    .returning();
  if (!created) return findProfileForm(db, ctx.incubator.id, entity);
  await recordEvent(ctx, db, {
    kind: 'form.created',
    subjectKind: 'form',
    subjectId: created.id,
    data: { formId: created.id, title: formTitle(created.title, ctx), kind: created.kind },
  });
  return created;
}

/** The profile form and its latest published version: what values are checked against. */
export async function liveProfile(ctx: Context, entity: Entity) {
  const db = await ctx.tx.db();
  const form = await findProfileForm(db, ctx.incubator.id, entity);
  const version = form?.versionId ? await findVersion(db, ctx.incubator.id, form.versionId) : null;
  return { form, version };
}

/**
 * A startup's or a person's values, replaced whole: checked against the profile form's latest
 * published version (hidden questions' answers dropped, required ones enforced), stored as the
 * record's one submission to it.
 */
export const setCustomFieldValues = defineChange({
  input: () => z.object({ answers: answersInput }),
  async authorize(ctx, _input, target: { entity: Entity; id: string }) {
    const record = await visibleRecord(ctx, target.entity, target.id);
    if (!(await mayEditValues(ctx, target.entity, record.id))) throw forbidden();
    const { form, version } = await liveProfile(ctx, target.entity);
    if (!form || !version) throw validationError([{ field: 'answers', key: 'profiles.notPublished' }]);
    return { entity: target.entity, record, form, version };
  },
  async write(ctx, db, { answers }, { entity, record, form, version }) {
    // One row of values per record: two first saves at once wait for each other instead of both inserting.
    await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`profile-values:${form.id}:${record.id}`}))`);
    const existing = await findValues(db, ctx.incubator.id, form, entity, record.id);
    const subject = { kind: SUBJECT_KIND[entity], id: record.id };
    const row = await recordAnswers(ctx, db, { form, version, respondentId: requireViewer(ctx).user.id, source: 'signed_in', subject, existing }, answers as Answers);
    return {
      result: { entity, subjectId: record.id, row },
      events: [
        { kind: 'profile.valuesUpdated', subjectKind: SUBJECT_KIND[entity], subjectId: record.id, data: { entity: SUBJECT_KIND[entity], subjectId: record.id, name: record.name } },
      ],
    };
  },
});
