import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { LANGUAGES } from '@seedbed/contracts/languages';
import { DATE_FORMATS, GENDER_MAX_LENGTH, HEADLINE_MAX_LENGTH, NAME_MAX_LENGTH, PHONE_MAX_LENGTH, SHORT_LABEL_MAX_LENGTH, TEXT_MAX_LENGTH } from '@seedbed/contracts/validation';
import { runRest } from '../../core/request-context.ts';
import { requireViewer } from '../../core/context.ts';
import { schema } from '../../core/db/pool.ts';
import { recordEvent } from '../../core/events.ts';
import type { Services } from '../../core/services.ts';
import { parseInput } from '../../core/validation.ts';
import { calendarDate, link, optionalText, requiredText, timezone } from '@seedbed/contracts/schemas';
import { syncUserProfileTask } from './profile-task.ts';
import { userView } from './view.ts';

/** The fields a person may change on their own profile (PUT /user). Anything else is refused. */
export const ownProfileSchema = z
  .object({
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    headline: optionalText(HEADLINE_MAX_LENGTH),
    phone: optionalText(PHONE_MAX_LENGTH),
    bio: optionalText(TEXT_MAX_LENGTH),
    wordFrom: optionalText(TEXT_MAX_LENGTH),
    country: optionalText(SHORT_LABEL_MAX_LENGTH),
    countryOrigin: optionalText(SHORT_LABEL_MAX_LENGTH),
    gender: optionalText(GENDER_MAX_LENGTH),
    birthday: calendarDate().nullish(),
    timezone: timezone().nullish(),
    language: z.enum(LANGUAGES).nullish(),
    dateFormat: z.enum(DATE_FORMATS).nullish(),
    workStatus: optionalText(SHORT_LABEL_MAX_LENGTH),
    expertise: z.array(z.string().trim().min(1).max(100)).max(50),
    locations: z.array(z.string().trim().min(1).max(200)).max(20),
    chatNotification: z.boolean(),
    info: z.object({ facebook: link(), linkedin: link(), angellist: link(), twitter: link() }).partial(),
  })
  .partial()
  .strict();

export function userRoutes(app: FastifyInstance, services: Services) {
  app.put('/user', async (request) =>
    runRest(services, request, async (ctx) => {
      const viewer = requireViewer(ctx);
      const body = (request.body as { user?: unknown } | null)?.user ?? request.body;
      const changes = parseInput(ownProfileSchema, body);
      const db = await ctx.tx.db();
      const [user] = await db
        .update(schema.users)
        .set({ ...changes, info: changes.info ? { ...viewer.user.info, ...changes.info } : viewer.user.info, updatedAt: new Date() })
        .where(and(eq(schema.users.incubatorId, ctx.incubator.id), eq(schema.users.id, viewer.user.id)))
        .returning();
      await recordEvent(ctx, db, { kind: 'user.profileUpdated', subjectKind: 'user', subjectId: user.id, data: { fields: Object.keys(changes) } });
      await syncUserProfileTask(ctx, db, user);
      return userView(user);
    }),
  );
}
