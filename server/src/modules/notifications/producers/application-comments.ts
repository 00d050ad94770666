import { and, eq } from 'drizzle-orm';
import { schema } from '../../../core/db/pool.ts';
import { idsIn, notificationProducer, type NotificationDraft } from '../producer.ts';
import { MY_APPLICATIONS_URL, applicationActivitiesUrl } from './application-links.ts';

/**
 * `application.commented`. Staff writing publicly tell the applicant's side (newCommentApplication);
 * the applicant's side writing tells the funnel's administrators (newCommentApplicationStaff).
 * Private comments tell nobody: they are notes among staff.
 */
export const applicationCommented = notificationProducer({
  eventKind: 'application.commented',
  async produce(event, ctx, db) {
    const { applicationId, applicationName, funnelId, isPrivate, byApplicant, excerpt } = event.data;
    if (isPrivate) return [];
    const params = { application: applicationName, note: excerpt };
    if (!byApplicant) {
      const recipients = idsIn(event.data.recipientIds);
      const draft: NotificationDraft = { type: 'newCommentApplication', recipients, params, url: MY_APPLICATIONS_URL, senderId: event.actorId };
      return recipients.length ? [draft] : [];
    }
    const fa = schema.funnelAdmins;
    const admins = await db
      .select({ userId: fa.userId })
      .from(fa)
      .where(and(eq(fa.incubatorId, ctx.incubator.id), eq(fa.funnelId, funnelId)));
    const recipients = admins.map((row) => row.userId as string);
    return recipients.length ? [{ type: 'newCommentApplicationStaff', recipients, params, url: applicationActivitiesUrl(applicationId), senderId: event.actorId }] : [];
  },
});
