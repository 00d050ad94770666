import { tagListSchema } from '@seedbed/contracts/taxonomy-input';
import { requireViewer, type Context } from '../../core/context.ts';
import { parseInput } from '../../core/validation.ts';
import { authorizeTagRead } from './access.ts';
import { tagsOf, type TagRow } from './repo.ts';

/** A category's tags by name, for its page and for the pickers that may read it. */
export async function listTags(ctx: Context, category: unknown): Promise<TagRow[]> {
  requireViewer(ctx);
  const valid = parseInput(tagListSchema, { category });
  await authorizeTagRead(ctx, valid.category);
  return tagsOf(ctx, await ctx.tx.db(), valid.category);
}
