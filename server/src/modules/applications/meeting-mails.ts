import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import { isTimeZone } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { calendarFile, organizerAddress } from '../../core/ics.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { translator } from '../../core/i18n/index.ts';
import type { Mail } from '../../core/mail.ts';
import type { ApplicationMeetingRow, UserRow } from '../../db/schema/index.ts';
import { tenantLink } from '../auth/mails.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import type { ApplicationRow } from './repo.ts';

/** What a mail tells: a new meeting, a changed one (time, place, people), or its cancellation. */
export type MeetingMailKind = 'scheduled' | 'moved' | 'cancelled';

export const meetingEnd = (meeting: Pick<ApplicationMeetingRow, 'startsAt' | 'durationMinutes'>) => new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000);

/** The host part of the meeting's UID: the tenant's own address, so that a calendar matches every later version to it. */
export const meetingHost = (ctx: Pick<Context, 'services' | 'incubator'>) => new URL(tenantUrl(ctx.services.config, ctx.incubator)).hostname;

/**
 * The calendar invitation (iTIP): REQUEST for a new or changed meeting, CANCEL for a cancelled one
 * or for an attendee taken off it. One UID per meeting and its SEQUENCE make a calendar replace the
 * earlier version instead of adding another.
 */
export function meetingInvitation(
  meeting: ApplicationMeetingRow,
  options: { host: string; method: 'REQUEST' | 'CANCEL'; summary: string; description: string; organizer: { name: string; email: string }; attendee: string; now?: Date },
): string {
  const entry = {
    uid: `${meeting.id}@${options.host}`,
    sequence: meeting.sequence,
    start: meeting.startsAt,
    end: meetingEnd(meeting),
    summary: options.summary,
    description: options.description,
    location: meeting.location,
    url: meeting.link,
    organizer: options.organizer,
    attendees: [options.attendee],
    cancelled: options.method === 'CANCEL',
  };
  return calendarFile([entry], { method: options.method, now: options.now });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One recipient's mail: in their language, the time in their zone (else the organisation's), and the invitation. */
export function composeMeetingMail(
  ctx: Pick<Context, 'services' | 'incubator'>,
  person: UserRow,
  application: Pick<ApplicationRow, 'id' | 'name'>,
  meeting: ApplicationMeetingRow,
  kind: MeetingMailKind,
  link: string,
): Mail {
  const language = pickLanguage(person.language, ctx.incubator.defaultLanguage);
  const t = translator(language);
  const timeZone = person.timezone && isTimeZone(person.timezone) ? person.timezone : ctx.incubator.timezone;
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(meeting.startsAt);
  const params = { name: person.firstName || person.email, application: application.name, incubator: ctx.incubator.name, when, timeZone, minutes: meeting.durationMinutes };
  const details = [
    t('applications.meetings.mail.when', params),
    t('applications.meetings.mail.duration', params),
    ...(meeting.location ? [t('applications.meetings.mail.location', { location: meeting.location })] : []),
    ...(meeting.link ? [t('applications.meetings.mail.link', { link: meeting.link })] : []),
  ];
  const intro = t(`applications.meetings.mail.${kind}.body`, params);
  const greeting = t('applications.meetings.mail.greeting', params);
  const open = t('applications.meetings.mail.open', params);
  const text = [greeting, '', intro, '', ...details, '', open, link].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    `<p>${escapeHtml(open)} <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  ].join('\n');
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const invitation = meetingInvitation(meeting, {
    host: meetingHost(ctx),
    method,
    summary: t('applications.meetings.mail.summary', params),
    description: [...details, link].join('\n'),
    organizer: { name: ctx.incubator.name, email: organizerAddress(ctx.services.config.mailFrom) },
    attendee: person.email,
  });
  return {
    to: person.email,
    subject: t(`applications.meetings.mail.${kind}.subject`, params),
    text,
    html,
    attachments: [{ filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics', content: invitation, contentType: `text/calendar; charset=utf-8; method=${method}` }],
  };
}

/** Statuses of people who no longer take part: they get no mail. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

/**
 * Mails the applicant and every attendee about the meeting once the change is committed;
 * `cancelledFor` are attendees taken off a moved meeting: they get its cancellation instead.
 */
export async function queueMeetingMails(
  ctx: Context,
  db: Db,
  application: ApplicationRow,
  meeting: ApplicationMeetingRow,
  kind: MeetingMailKind,
  cancelledFor: readonly string[] = [],
): Promise<void> {
  const told = [...new Set([application.applicantId, ...meeting.attendeeIds])];
  const ids = [...new Set([...told, ...cancelledFor])];
  const u = schema.users;
  const people = await db
    .select()
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, ids)));
  const link = tenantLink(ctx, `/application/${application.id}/meeting`);
  const mails = people
    .filter((person) => !GONE_STATUSES.includes(person.status))
    .map((person) => composeMeetingMail(ctx, person, application, meeting, told.includes(person.id) ? kind : 'cancelled', link));
  const tenant = ctx.incubator.id;
  for (const mail of mails) ctx.afterCommit.push(() => ctx.services.mailer.send(tenant, mail));
}
