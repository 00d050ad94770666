import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { emailDeliverySettingsInput } from '@seedbed/contracts/email-delivery';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { emailDeliverySettings } from '../../db/schema/email-delivery.ts';

export interface DeliverySettings {
  openTracking: boolean;
  eventsSecret: string | null;
}

const DEFAULTS: DeliverySettings = { openTracking: false, eventsSecret: null };

/** The organisation's delivery choices; the defaults while it has made none. */
export async function deliverySettings(db: Db, incubatorId: string): Promise<DeliverySettings> {
  const [row] = await db.select().from(emailDeliverySettings).where(eq(emailDeliverySettings.incubatorId, incubatorId));
  return row ? { openTracking: row.openTracking, eventsSecret: row.eventsSecret } : DEFAULTS;
}

async function store(ctx: Context, db: Db, change: Partial<DeliverySettings>): Promise<DeliverySettings> {
  const [row] = await db
    .insert(emailDeliverySettings)
    .values({ incubatorId: ctx.incubator.id, id: newId(), ...DEFAULTS, ...change })
    .onConflictDoUpdate({ target: emailDeliverySettings.incubatorId, set: { ...change, updatedAt: new Date() } })
    .returning();
  return { openTracking: row.openTracking, eventsSecret: row.eventsSecret };
}

/** Organisation admins turn the open pixel on or off; the change is in the activity feed. */
export const updateEmailDeliverySettings = defineChange({
  input: () => emailDeliverySettingsInput,
  authorize: async (ctx) => {
    requireOrganisationAdmin(ctx);
  },
  async write(ctx, db, input) {
    const before = await deliverySettings(db, ctx.incubator.id);
    if (input.openTracking === undefined || input.openTracking === before.openTracking) return { result: before, events: [] };
    const after = await store(ctx, db, { openTracking: input.openTracking });
    return {
      result: after,
      events: [{ kind: 'emailDelivery.openTrackingChanged', subjectKind: 'incubator', subjectId: ctx.incubator.id, data: { openTracking: input.openTracking } }],
    };
  },
});

/** A new secret for the relay's signed delivery reports: shown once; the previous one stops working at once. */
export const renewEmailEventsSecret = defineChange({
  input: () => emailDeliverySettingsInput.pick({}),
  authorize: async (ctx) => {
    requireOrganisationAdmin(ctx);
  },
  async write(ctx, db) {
    const secret = randomBytes(32).toString('base64url');
    await store(ctx, db, { eventsSecret: secret });
    return { result: secret, events: [{ kind: 'emailDelivery.eventsSecretRenewed', subjectKind: 'incubator', subjectId: ctx.incubator.id, data: {} }] };
  },
});
