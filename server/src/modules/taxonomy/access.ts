import { TAG_READERS, tagEditorRule, type TagCategory } from '@seedbed/contracts/taxonomy';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import { requireFlag } from '../access/guard.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { isAuthorized } from '../permissions/scope.ts';

/** Whether the plan has what the category's editor needs (evaluation criteria: editEvaluationCriteria). */
function flagOn(ctx: Context, category: TagCategory): boolean {
  const { flag } = tagEditorRule(category);
  return !flag || incubatorFlags(ctx.incubator)[flag];
}

/** Whether the viewer may open the category's page of /taxonomy/tags (and so see how much each tag is used). */
export function mayOpenEditor(ctx: Context, category: TagCategory): Promise<boolean> {
  return memo(ctx, `taxonomy:editor:${category}`, async () => flagOn(ctx, category) && isAuthorized(ctx, tagEditorRule(category).view));
}

/** Whether the viewer may read the category's tags: its editors, and the pickers of the screens that use it (TAG_READERS). */
export function mayReadCategory(ctx: Context, category: TagCategory): Promise<boolean> {
  return memo(ctx, `taxonomy:read:${category}`, async () => {
    if (!ctx.viewer) return false;
    if (await mayOpenEditor(ctx, category)) return true;
    const readers = TAG_READERS[category];
    if (readers === 'everyone') return true;
    for (const key of readers) if (await isAuthorized(ctx, key)) return true;
    return false;
  });
}

/**
 * A change to the category's tags: the key of the action, then the plan's flag (its message says
 * what to ask for). Deleting a tag of the tags editor is an edit (TAGS_EDITOR:EDIT).
 */
export async function authorizeTagChange(ctx: Context, category: TagCategory, action: 'create' | 'edit' | 'delete'): Promise<void> {
  requireViewer(ctx);
  const rule = tagEditorRule(category);
  if (!(await isAuthorized(ctx, rule[action]))) throw forbidden();
  if (rule.flag) requireFlag(ctx, rule.flag);
}

/** Reading a category: the plan's flag for evaluation criteria, then who may read it (categories are no secret: FORBIDDEN). */
export async function authorizeTagRead(ctx: Context, category: TagCategory): Promise<void> {
  requireViewer(ctx);
  const { flag } = tagEditorRule(category);
  if (flag) requireFlag(ctx, flag);
  if (!(await mayReadCategory(ctx, category))) throw forbidden();
}
