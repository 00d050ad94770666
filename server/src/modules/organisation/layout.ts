import { and, eq } from 'drizzle-orm';
import type { Context } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import type { LayoutCustomizationData } from '../../db/schema/layout.ts';
import { LAYOUT_SCREENS, defaultLayout, type LayoutScreen } from '../incubators/defaults.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { checkImageUrls } from './files.ts';
import { layoutInput, type LayoutInput } from './inputs.ts';
import { organisationValidationError, parseOrganisationInput } from './labels.ts';
import { z } from 'zod';

const l = schema.layoutCustomizations;

/** Each part given is merged over the stored one; texts replace the stored list of that kind. */
function merged(stored: LayoutCustomizationData, input: LayoutInput): LayoutCustomizationData {
  return {
    background: { ...stored.background, ...input.background },
    header: { ...stored.header, ...input.header },
    content: { ...stored.content, ...input.content },
    footer: { ...stored.footer, ...input.footer },
    logo: { ...stored.logo, ...input.logo },
    customText: { ...stored.customText, ...input.customText },
    colors: { ...stored.colors, ...input.colors },
  };
}

export async function updateLayoutCustomization(ctx: Context, args: { screen: unknown; data: unknown }): Promise<LayoutCustomizationData & { screen: LayoutScreen }> {
  requireOrganisationAdmin(ctx);
  const { screen } = parseOrganisationInput(ctx, z.object({ screen: z.enum(LAYOUT_SCREENS) }), { screen: args.screen });
  const input = parseOrganisationInput(ctx, layoutInput, args.data ?? {}, 'layoutFields');
  const db = await ctx.tx.db();
  const errors = await checkImageUrls(db, ctx.incubator.id, { 'background.imageUrl': input.background?.imageUrl });
  if (errors.length) throw organisationValidationError(ctx, errors, 'layoutFields');

  const where = and(eq(l.incubatorId, ctx.incubator.id), eq(l.screen, screen));
  const [row] = await db.select().from(l).where(where);
  const stored = row?.data ?? defaultLayout();
  const next = merged(stored, input);
  const parts = (Object.keys(next) as Array<keyof LayoutCustomizationData>).filter((k) => JSON.stringify(next[k]) !== JSON.stringify(stored[k]));
  if (parts.length === 0) return { screen, ...stored };
  await db
    .insert(l)
    .values({ incubatorId: ctx.incubator.id, screen, data: next })
    .onConflictDoUpdate({ target: [l.incubatorId, l.screen], set: { data: next } });
  await recordEvent(ctx, db, { kind: 'organisation.layoutUpdated', subjectKind: 'incubator', subjectId: ctx.incubator.id, data: { screen, fields: parts } });
  return { screen, ...next };
}
