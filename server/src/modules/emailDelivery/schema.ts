import { EMAIL_RECIPIENT_STATUSES } from '@seedbed/contracts/email-delivery';
import type { Context } from '../../core/context.ts';
import { memo } from '../../core/context.ts';
import { requireOrganisationAdmin } from '../../core/organisation-admin.ts';
import { richTextSanitiser } from '../../core/rich-text.ts';
import { builder } from '../../core/schema-builder.ts';
import type { EmailMessageRow, EmailRecipientRow } from '../../db/schema/email-delivery.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { declareTimelineKind, timelineKindRef } from '../timeline/kinds.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { Person } from '../users/schema.ts';
import { EVENTS_PATH } from './addresses.ts';
import { emailLoaders } from './loaders.ts';
import { deliverySettings, renewEmailEventsSecret, updateEmailDeliverySettings, type DeliverySettings } from './settings.ts';
import { EMAIL_THREAD_META, EMAIL_THREAD_POST } from './thread-kind.ts';

/** A message's body as the timeline shows it: rich text only, whatever the sender's HTML held. */
const readableContent = richTextSanitiser({
  tags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'hr', 'table', 'tr', 'td', 'th', 'tbody', 'thead'],
});

/** Whether the viewer sees the tracking of threads (read once per request). */
const seesMeta = (ctx: Context): Promise<boolean> => memo(ctx, 'emailDelivery:meta', () => isAuthorized(ctx, EMAIL_THREAD_META));

/** A tracking figure of a message, for those who see the meta; null for everyone else. */
function meta<T>(compute: (recipients: EmailRecipientRow[], message: EmailMessageRow) => T) {
  return async (message: EmailMessageRow, _args: unknown, ctx: Context): Promise<T | null> => {
    if (!(await seesMeta(ctx))) return null;
    return compute(await emailLoaders(ctx).recipients.load(message.id), message);
  };
}

const any = (status: string) => meta((recipients) => recipients.some((r) => r.status === status));
const latest = (dates: Array<Date | null>) => dates.reduce<Date | null>((max, d) => (d && (!max || d > max) ? d : max), null)?.toISOString() ?? null;

const RecipientStatus = builder.enumType('EmailRecipientStatus', { values: EMAIL_RECIPIENT_STATUSES });

const EmailThreadRecipient = builder.objectRef<EmailRecipientRow>('EmailThreadRecipient').implement({
  description: 'One recipient of a message; what became of their mail only for those who see the tracking.',
  fields: (t) => ({
    email: t.exposeString('email', { nullable: false }),
    user: t.field({
      type: Person,
      resolve: async (r, _a, ctx) => {
        const user = r.userId ? await userLoaders(ctx).user.load(r.userId) : null;
        return user ? { id: user.id, fullName: displayName(user, ctx) } : null;
      },
    }),
    status: t.field({ type: RecipientStatus, resolve: async (r, _a, ctx) => ((await seesMeta(ctx)) ? r.status : null) }),
    numberOfTimesOpened: t.int({ resolve: async (r, _a, ctx) => ((await seesMeta(ctx)) ? r.openedCount : null) }),
    numberOfClicks: t.int({ resolve: async (r, _a, ctx) => ((await seesMeta(ctx)) ? r.clickedCount : null) }),
    reason: t.string({
      description: "The relay's words when the mail bounced or was deferred.",
      resolve: async (r, _a, ctx) => ((await seesMeta(ctx)) ? (r.bounceReason ?? (r.status === 'DEFERRED' ? r.smtpResponse : null)) : null),
    }),
  }),
});

/** A message sent to a startup's people (spec 2 §3), its tracking summed over its recipients. */
export const EmailThreadMessage = builder.objectRef<EmailMessageRow>('EmailThreadMessage').implement({
  fields: (t) => ({
    _id: t.exposeID('id', { nullable: false }),
    subject: t.exposeString('subject', { nullable: false }),
    emailContent: t.string({ nullable: false, description: 'The message as written, as sanitised rich text.', resolve: (m) => readableContent(m.html) }),
    createdAt: t.string({ nullable: false, resolve: (m) => m.createdAt.toISOString() }),
    recipients: t.field({ type: [EmailThreadRecipient], nullable: false, resolve: (m, _a, ctx) => emailLoaders(ctx).recipients.load(m.id) }),
    cc: t.stringList({ nullable: false, resolve: (m) => m.cc }),
    bcc: t.stringList({
      nullable: false,
      description: 'Empty unless the viewer sees the tracking: blind copies stay blind.',
      resolve: async (m, _a, ctx) => ((await seesMeta(ctx)) ? m.bcc : []),
    }),
    numberOfTimesOpened: t.int({ resolve: meta((rs) => rs.reduce((sum, r) => sum + r.openedCount, 0)) }),
    numberOfClicks: t.int({ resolve: meta((rs) => rs.reduce((sum, r) => sum + r.clickedCount, 0)) }),
    lastOpenedAt: t.string({ resolve: meta((rs) => latest(rs.map((r) => r.lastOpenedAt))) }),
    isDelivered: t.boolean({
      description: 'Every recipient reached (delivered or, without an answer from a relay, sent).',
      resolve: meta((rs) => rs.length > 0 && rs.every((r) => r.status === 'DELIVERED' || r.status === 'SENT')),
    }),
    isDeferred: t.boolean({ resolve: any('DEFERRED') }),
    isBounced: t.boolean({ resolve: any('BOUNCED') }),
    isDropped: t.boolean({ resolve: any('DROPPED') }),
    isMarkedAsSpam: t.boolean({ resolve: any('SPAM') }),
  }),
});

declareTimelineKind({
  ref: timelineKindRef(EMAIL_THREAD_POST),
  description: "A message sent to the startup's people; its tracking only for those with TIMELINE/EMAIL_THREAD_META:VIEW.",
  fields: (t) => ({
    emailMessage: t.field({ type: EmailThreadMessage, resolve: (row, _a, ctx) => (row.subjectId ? emailLoaders(ctx).message.load(row.subjectId) : null) }),
  }),
});

const EmailDeliverySettingsType = builder.objectRef<DeliverySettings>('EmailDeliverySettings').implement({
  description: "The organisation's tracking choices (organisation admins).",
  fields: (t) => ({
    openTracking: t.exposeBoolean('openTracking', { nullable: false }),
    eventsSecretSet: t.boolean({ nullable: false, resolve: (s) => Boolean(s.eventsSecret) }),
    eventsUrl: t.string({
      nullable: false,
      description: 'Where the mail relay posts its signed delivery reports.',
      resolve: (_s, _a, ctx) => `${tenantUrl(ctx.services.config, ctx.incubator)}${EVENTS_PATH}`,
    }),
  }),
});

const EmailDeliverySettingsInput = builder.inputType('EmailDeliverySettingsInput', { fields: (t) => ({ openTracking: t.boolean() }) });

builder.queryFields((t) => ({
  emailDeliverySettings: t.field({
    type: EmailDeliverySettingsType,
    nullable: false,
    resolve: async (_r, _a, ctx) => {
      requireOrganisationAdmin(ctx);
      return deliverySettings(await ctx.tx.db(), ctx.incubator.id);
    },
  }),
}));

builder.mutationFields((t) => ({
  updateEmailDeliverySettings: t.field({
    type: EmailDeliverySettingsType,
    nullable: false,
    args: { data: t.arg({ type: EmailDeliverySettingsInput, required: true }) },
    resolve: (_r, { data }, ctx) => updateEmailDeliverySettings(ctx, data),
  }),
  renewEmailEventsSecret: t.string({
    nullable: false,
    description: 'A new signing secret for the relay; shown this once.',
    resolve: (_r, _a, ctx) => renewEmailEventsSecret(ctx, {}),
  }),
}));
