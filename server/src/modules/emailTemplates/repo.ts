import { and, eq } from 'drizzle-orm';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EmailContentTemplateRow, EmailTemplateRow } from '../../db/schema/index.ts';

export const designs = schema.emailTemplates;
export const contents = schema.emailContentTemplates;
export const wordings = schema.emailBlueprints;

export async function findDesign(db: Db, incubatorId: string, id: string): Promise<EmailTemplateRow | null> {
  const [row] = await db
    .select()
    .from(designs)
    .where(and(eq(designs.incubatorId, incubatorId), eq(designs.id, id)));
  return row ?? null;
}

export async function findContent(db: Db, incubatorId: string, id: string): Promise<EmailContentTemplateRow | null> {
  const [row] = await db
    .select()
    .from(contents)
    .where(and(eq(contents.incubatorId, incubatorId), eq(contents.id, id)));
  return row ?? null;
}
