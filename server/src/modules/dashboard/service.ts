import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { DASHBOARD_WIDGETS_MAX, dashboardWidgetChangesSchema, dashboardWidgetInputSchema, dashboardWidgetMoveSchema, pickDashboardText } from '@seedbed/contracts/dashboard';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import type { DashboardText, DashboardWidgetRow } from '../../db/schema/index.ts';
import { allWidgets, findWidget, renumber, w } from './repo.ts';
import { plainText } from '../../core/rich-text.ts';
import { sanitizeWidgetHtml } from './sanitize.ts';

/** The title the activity feed names a widget by: the organisation's own language first. */
const titleOf = (ctx: Context, title: readonly DashboardText[]) => pickDashboardText(title, ctx.incubator.defaultLanguage);

/**
 * The text as stored: sanitised, and a language whose text the sanitiser emptied (only a
 * script, say) is dropped; with nothing left the widget has no text.
 */
function storedBody(body: readonly DashboardText[]): DashboardText[] {
  const kept = body.map((b) => ({ language: b.language, value: sanitizeWidgetHtml(b.value) })).filter((b) => plainText(b.value) !== '');
  if (!kept.length) throw new AppError('VALIDATION_ERROR', 'errors.validation', {}, {}, [{ field: 'body', key: 'dashboard.bodyRequired' }]);
  return kept;
}

/** A widget of the viewer's organisation, for an organisation admin; another's, or a malformed id, is NOT_FOUND. */
async function loadForAdmin(ctx: Context, widgetId: string): Promise<DashboardWidgetRow> {
  requireOrganisationAdmin(ctx);
  if (!isId(widgetId)) throw notFound();
  const row = await findWidget(ctx, await ctx.tx.db(), widgetId);
  if (!row) throw notFound();
  return row;
}

export const createDashboardWidget = defineChange({
  input: () => dashboardWidgetInputSchema,
  authorize: async (ctx) => requireOrganisationAdmin(ctx),
  async write(ctx, db, input, viewer) {
    const existing = await allWidgets(ctx, db);
    if (existing.length >= DASHBOARD_WIDGETS_MAX) throw new AppError('VALIDATION_ERROR', 'dashboard.tooMany', { max: DASHBOARD_WIDGETS_MAX });
    const [row] = await db
      .insert(w)
      .values({
        incubatorId: ctx.incubator.id,
        id: newId(),
        kind: 'text',
        title: input.title,
        body: storedBody(input.body),
        roleTypes: input.roleTypes,
        // A new widget comes last; the admin moves it where it belongs.
        position: existing.length,
        createdBy: viewer.user.id,
      })
      .returning();
    return {
      result: row,
      events: [{ kind: 'dashboardWidget.created', subjectKind: 'dashboardWidget', subjectId: row.id, data: { title: titleOf(ctx, row.title), roleTypes: row.roleTypes } }],
    };
  },
});

export const updateDashboardWidget = defineChange({
  input: () => dashboardWidgetChangesSchema,
  authorize: (ctx, _input, widgetId: string) => loadForAdmin(ctx, widgetId),
  async write(ctx, db, input, widget) {
    const [row] = await db
      .update(w)
      .set({
        title: input.title,
        body: input.body ? storedBody(input.body) : undefined,
        roleTypes: input.roleTypes,
        updatedAt: new Date(),
      })
      .where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.id, widget.id)))
      .returning();
    const fields = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    return {
      result: row,
      events: [{ kind: 'dashboardWidget.updated', subjectKind: 'dashboardWidget', subjectId: row.id, data: { title: titleOf(ctx, row.title), fields } }],
    };
  },
});

export const deleteDashboardWidget = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, widgetId: string) => loadForAdmin(ctx, widgetId),
  async write(ctx, db, _input, widget) {
    await db.delete(w).where(and(eq(w.incubatorId, ctx.incubator.id), eq(w.id, widget.id)));
    // The others close the gap, so the next widget added lands right after the last.
    await renumber(ctx, db, await allWidgets(ctx, db));
    return {
      result: true,
      events: [{ kind: 'dashboardWidget.deleted', subjectKind: 'dashboardWidget', subjectId: widget.id, data: { title: titleOf(ctx, widget.title) } }],
    };
  },
});

/** Places a widget at `position` among all of them (past the end: last); the others keep their order around it. */
export const moveDashboardWidget = defineChange({
  input: () => dashboardWidgetMoveSchema,
  authorize: (ctx, _input, widgetId: string) => loadForAdmin(ctx, widgetId),
  async write(ctx, db, { position }, widget) {
    const others = (await allWidgets(ctx, db)).filter((row) => row.id !== widget.id);
    const at = Math.min(position, others.length);
    const ordered = [...others.slice(0, at), widget, ...others.slice(at)];
    await renumber(ctx, db, ordered);
    return {
      result: await allWidgets(ctx, db),
      events: [{ kind: 'dashboardWidget.moved', subjectKind: 'dashboardWidget', subjectId: widget.id, data: { title: titleOf(ctx, widget.title), position: at } }],
    };
  },
});
