import { and, count, eq, ne } from 'drizzle-orm';
import { EMAIL_DESIGNS_MAX, isEmailBlueprintKey, type EmailBlueprintKey } from '@seedbed/contracts/email-templates';
import { blueprintWordingSchema, contentTemplateSchema, emailDesignSchema } from '@seedbed/contracts/email-templates-input';
import { LANGUAGES, type Language } from '@seedbed/contracts/languages';
import { z } from '@seedbed/contracts/zod';
import { defineChange } from '../../core/change.ts';
import { requireViewer, type Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { notFound, validationError } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { EmailContentTemplateRow, EmailTemplateRow } from '../../db/schema/index.ts';
import { requireBlueprints, requireTemplates } from './access.ts';
import { contents, designs, findContent, findDesign, wordings } from './repo.ts';
import { sanitizeDesignPart, sanitizeMailBody } from './sanitize.ts';

/**
 * The organisation's designs, content templates and wording of its product mails. Every change
 * follows the one path: its contracts/ schema, then who may, then the write and its event.
 */

const designEvent = (row: Pick<EmailTemplateRow, 'id' | 'name'>) => ({ subjectKind: 'emailTemplate', subjectId: row.id, data: { templateId: row.id, name: row.name } });
const contentEvent = (row: Pick<EmailContentTemplateRow, 'id' | 'name'>) => ({
  subjectKind: 'emailContentTemplate',
  subjectId: row.id,
  data: { contentTemplateId: row.id, name: row.name },
});

/** A design of this organisation; a malformed id or another tenant's is NOT_FOUND alike. */
export async function ownDesign(ctx: Context, id: string): Promise<EmailTemplateRow> {
  requireTemplates(ctx);
  const row = isId(id) ? await findDesign(await ctx.tx.db(), ctx.incubator.id, id) : null;
  if (!row) throw notFound();
  return row;
}

export async function ownContent(ctx: Context, id: string): Promise<EmailContentTemplateRow> {
  requireTemplates(ctx);
  const row = isId(id) ? await findContent(await ctx.tx.db(), ctx.incubator.id, id) : null;
  if (!row) throw notFound();
  return row;
}

const cleanDesign = <T extends { headerHtml: string; footerHtml: string }>(input: T): T => ({
  ...input,
  headerHtml: sanitizeDesignPart(input.headerHtml),
  footerHtml: sanitizeDesignPart(input.footerHtml),
});

/** The first design an organisation saves becomes its default: saving one means wanting it used. */
export const createEmailTemplate = defineChange({
  input: () => emailDesignSchema(),
  async authorize(ctx) {
    requireTemplates(ctx);
  },
  async write(ctx, db, input) {
    const tenant = ctx.incubator.id;
    const [{ n }] = await db.select({ n: count() }).from(designs).where(eq(designs.incubatorId, tenant));
    if (n >= EMAIL_DESIGNS_MAX) throw validationError([{ field: 'name', key: 'emailTemplates.designsMax', params: { max: EMAIL_DESIGNS_MAX } }]);
    const userId = requireViewer(ctx).user.id;
    const [row] = await db
      .insert(designs)
      .values({ incubatorId: tenant, id: newId(), ...cleanDesign(input), isDefault: n === 0, createdBy: userId, updatedBy: userId })
      .returning();
    return { result: row, events: [{ kind: 'emailTemplates.created', ...designEvent(row) }] };
  },
});

export const updateEmailTemplate = defineChange({
  input: () => emailDesignSchema(),
  authorize: (ctx, _input, id: string) => ownDesign(ctx, id),
  async write(ctx, db, input, design) {
    const clean = cleanDesign(input);
    const fields = (Object.keys(clean) as Array<keyof typeof clean>).filter((key) => clean[key] !== design[key]);
    const [row] = await db
      .update(designs)
      .set({ ...clean, updatedBy: requireViewer(ctx).user.id, updatedAt: new Date() })
      .where(and(eq(designs.incubatorId, ctx.incubator.id), eq(designs.id, design.id)))
      .returning();
    return { result: row, events: fields.length ? [{ kind: 'emailTemplates.updated', ...designEvent(row), data: { ...designEvent(row).data, fields } }] : [] };
  },
});

/** The one design every product mail is wrapped in; the previous default stops being it. */
export const setDefaultEmailTemplate = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => ownDesign(ctx, id),
  async write(ctx, db, _input, design) {
    const tenant = ctx.incubator.id;
    if (design.isDefault) return { result: design, events: [] };
    await db
      .update(designs)
      .set({ isDefault: false })
      .where(and(eq(designs.incubatorId, tenant), eq(designs.isDefault, true)));
    const [row] = await db
      .update(designs)
      .set({ isDefault: true, updatedBy: requireViewer(ctx).user.id, updatedAt: new Date() })
      .where(and(eq(designs.incubatorId, tenant), eq(designs.id, design.id)))
      .returning();
    return { result: row, events: [{ kind: 'emailTemplates.madeDefault', ...designEvent(row) }] };
  },
});

/** A copy to try changes on, never the default. */
export const duplicateEmailTemplate = defineChange({
  input: () => z.object({ name: emailDesignSchema().shape.name }),
  authorize: (ctx, _input, id: string) => ownDesign(ctx, id),
  async write(ctx, db, input, design) {
    const tenant = ctx.incubator.id;
    const [{ n }] = await db.select({ n: count() }).from(designs).where(eq(designs.incubatorId, tenant));
    if (n >= EMAIL_DESIGNS_MAX) throw validationError([{ field: 'name', key: 'emailTemplates.designsMax', params: { max: EMAIL_DESIGNS_MAX } }]);
    const userId = requireViewer(ctx).user.id;
    const { id: _id, incubatorId: _tenant, createdAt: _c, updatedAt: _u, ...values } = design;
    const [row] = await db
      .insert(designs)
      .values({ ...values, incubatorId: tenant, id: newId(), name: input.name, isDefault: false, createdBy: userId, updatedBy: userId })
      .returning();
    return { result: row, events: [{ kind: 'emailTemplates.created', ...designEvent(row) }] };
  },
});

/**
 * Deleting the default design hands the role to the most recently changed other design, if any;
 * without designs, mails go out in the built-in one. A campaign that named it falls back alike.
 */
export const deleteEmailTemplate = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => ownDesign(ctx, id),
  async write(ctx, db, _input, design) {
    const tenant = ctx.incubator.id;
    const events = [{ kind: 'emailTemplates.deleted' as const, ...designEvent(design) }];
    await db.delete(designs).where(and(eq(designs.incubatorId, tenant), eq(designs.id, design.id)));
    if (design.isDefault) {
      const [next] = await db
        .select({ id: designs.id })
        .from(designs)
        .where(and(eq(designs.incubatorId, tenant), ne(designs.id, design.id)))
        .orderBy(designs.updatedAt)
        .limit(1);
      if (next)
        await db
          .update(designs)
          .set({ isDefault: true })
          .where(and(eq(designs.incubatorId, tenant), eq(designs.id, next.id)));
    }
    return { result: true, events };
  },
});

export const createContentTemplate = defineChange({
  input: () => contentTemplateSchema(),
  async authorize(ctx) {
    requireTemplates(ctx);
  },
  async write(ctx, db, input) {
    const userId = requireViewer(ctx).user.id;
    const [row] = await db
      .insert(contents)
      .values({ incubatorId: ctx.incubator.id, id: newId(), ...input, body: sanitizeMailBody(input.body), createdBy: userId, updatedBy: userId })
      .returning();
    return { result: row, events: [{ kind: 'emailTemplates.contentCreated', ...contentEvent(row) }] };
  },
});

export const updateContentTemplate = defineChange({
  input: () => contentTemplateSchema(),
  authorize: (ctx, _input, id: string) => ownContent(ctx, id),
  async write(ctx, db, input, content) {
    const clean = { ...input, body: sanitizeMailBody(input.body) };
    const fields = (Object.keys(clean) as Array<keyof typeof clean>).filter((key) => clean[key] !== content[key]);
    const [row] = await db
      .update(contents)
      .set({ ...clean, updatedBy: requireViewer(ctx).user.id, updatedAt: new Date() })
      .where(and(eq(contents.incubatorId, ctx.incubator.id), eq(contents.id, content.id)))
      .returning();
    return { result: row, events: fields.length ? [{ kind: 'emailTemplates.contentUpdated', ...contentEvent(row), data: { ...contentEvent(row).data, fields } }] : [] };
  },
});

export const deleteContentTemplate = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, id: string) => ownContent(ctx, id),
  async write(ctx, db, _input, content) {
    await db.delete(contents).where(and(eq(contents.incubatorId, ctx.incubator.id), eq(contents.id, content.id)));
    return { result: true, events: [{ kind: 'emailTemplates.contentDeleted', ...contentEvent(content) }] };
  },
});

export interface BlueprintTarget {
  key: EmailBlueprintKey;
  language: Language;
}

/** A known blueprint in an interface language; anything else is a field error. */
export function blueprintTarget(key: string, language: string): BlueprintTarget {
  const problems = [
    ...(isEmailBlueprintKey(key) ? [] : [{ field: 'key', key: 'validation.invalid' }]),
    ...((LANGUAGES as readonly string[]).includes(language) ? [] : [{ field: 'language', key: 'validation.invalid' }]),
  ];
  if (problems.length) throw validationError(problems);
  return { key: key as EmailBlueprintKey, language: language as Language };
}

/** The organisation's wording of one product mail in one language, replacing any earlier one. */
export async function updateEmailBlueprint(ctx: Context, target: BlueprintTarget, input: unknown) {
  return defineChange({
    input: () => blueprintWordingSchema(target.key),
    async authorize(c) {
      await requireBlueprints(c);
    },
    async write(c, db: Db, wording) {
      const tenant = c.incubator.id;
      const values = { subject: wording.subject, body: sanitizeMailBody(wording.body), updatedBy: requireViewer(c).user.id, updatedAt: new Date() };
      await db
        .insert(wordings)
        .values({ incubatorId: tenant, id: newId(), key: target.key, language: target.language, ...values })
        .onConflictDoUpdate({ target: [wordings.incubatorId, wordings.key, wordings.language], set: values });
      return { result: target, events: [{ kind: 'emailTemplates.blueprintCustomised' as const, subjectKind: 'emailBlueprint', data: { ...target } }] };
    },
  })(ctx, input);
}

/** Back to the product's wording: the organisation's row goes. */
export async function resetEmailBlueprint(ctx: Context, target: BlueprintTarget) {
  return defineChange({
    input: () => z.object({}),
    async authorize(c) {
      await requireBlueprints(c);
    },
    async write(c, db: Db) {
      const removed = await db
        .delete(wordings)
        .where(and(eq(wordings.incubatorId, c.incubator.id), eq(wordings.key, target.key), eq(wordings.language, target.language)))
        .returning({ id: wordings.id });
      return { result: target, events: removed.length ? [{ kind: 'emailTemplates.blueprintReset' as const, subjectKind: 'emailBlueprint', data: { ...target } }] : [] };
    },
  })(ctx, {});
}
