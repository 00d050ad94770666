/**
 * Delivery tracking of the mail the application sends (campaigns, threads on a startup's timeline):
 * the organisation's settings form and the relay's delivery reports, checked alike on both sides.
 */
import { z } from './zod.ts';

/** Where one recipient's mail stands. */
export const EMAIL_RECIPIENT_STATUSES = ['QUEUED', 'SENT', 'DELIVERED', 'DEFERRED', 'BOUNCED', 'DROPPED', 'SPAM'] as const;
export type EmailRecipientStatus = (typeof EMAIL_RECIPIENT_STATUSES)[number];

/** `updateEmailDeliverySettings(data)`: organisation settings, mail tab. */
export const emailDeliverySettingsInput = z.object({ openTracking: z.boolean() }).strict().partial();
export type EmailDeliverySettingsInput = z.infer<typeof emailDeliverySettingsInput>;

/** What a relay may report about one mail. */
export const EMAIL_EVENT_KINDS = ['delivered', 'deferred', 'bounced', 'dropped', 'spam'] as const;
export type EmailEventKind = (typeof EMAIL_EVENT_KINDS)[number];

/** The most reports one request may carry. */
export const EMAIL_EVENTS_MAX = 1000;

const reference = z.string().trim().min(1).max(500);

/**
 * `POST /api/emails/events`: a list of reports, each naming the mail by the token of its recipient
 * (the X-Seedbed-Token header) or by its Message-ID.
 */
export const emailEventsBody = z
  .array(
    z
      .object({ token: reference.optional(), messageId: reference.optional(), event: z.enum(EMAIL_EVENT_KINDS), reason: z.string().max(1000).optional() })
      .strict()
      .refine((e) => Boolean(e.token || e.messageId), { message: 'token or messageId is required', path: ['token'] }),
  )
  .min(1)
  .max(EMAIL_EVENTS_MAX);
export type EmailEventReport = z.infer<typeof emailEventsBody>[number];
