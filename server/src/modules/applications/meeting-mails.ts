import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import { isTimeZone } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { translator } from '../../core/i18n/index.ts';
import type { Mail } from '../../core/mail.ts';
import type { ApplicationMeetingRow, UserRow } from '../../db/schema/index.ts';
import { tenantLink } from '../auth/mails.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import type { ApplicationRow } from './repo.ts';

/** What a mail tells: a new meeting, a changed one (time, place, people), or its cancellation. */
export type MeetingMailKind = 'scheduled' | 'moved' | 'cancelled';

/** iCalendar dates are UTC written as 20270301T100000Z. */
const icsDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** RFC 5545 §3.3.11: backslash, semicolon, comma and line breaks are escaped in text values. */
const icsText = (value: string) => value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after a space, never inside a character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = Buffer.byteLength(char);
    if (size + bytes > (parts.length ? 74 : 75)) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export const meetingEnd = (meeting: Pick<ApplicationMeetingRow, 'startsAt' | 'durationMinutes'>) => new Date(meeting.startsAt.getTime() + meeting.durationMinutes * 60_000);

/** The host part of the meeting's UID: the tenant's own address, so that a calendar matches every later version to it. */
export const meetingHost = (ctx: Pick<Context, 'services' | 'incubator'>) => new URL(tenantUrl(ctx.services.config, ctx.incubator)).hostname;

/** The address mails come from, without its display name (the invitation's organizer). */
const organizerAddress = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

/**
 * The calendar invitation (iTIP): REQUEST for a new or changed meeting, CANCEL for a cancelled one
 * or for an attendee taken off it. One UID per meeting and its SEQUENCE make a calendar replace the
 * earlier version instead of adding another.
 */
export function meetingInvitation(
  meeting: ApplicationMeetingRow,
  options: { host: string; method: 'REQUEST' | 'CANCEL'; summary: string; description: string; organizer: { name: string; email: string }; attendee: string; now?: Date },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Seedbed//Application meetings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${options.method}`,
    'BEGIN:VEVENT',
    `UID:${meeting.id}@${options.host}`,
    `SEQUENCE:${meeting.sequence}`,
    `DTSTAMP:${icsDate(options.now ?? new Date())}`,
    `DTSTART:${icsDate(meeting.startsAt)}`,
    `DTEND:${icsDate(meetingEnd(meeting))}`,
    `SUMMARY:${icsText(options.summary)}`,
    ...(options.description ? [`DESCRIPTION:${icsText(options.description)}`] : []),
    ...(meeting.location ? [`LOCATION:${icsText(meeting.location)}`] : meeting.link ? [`LOCATION:${icsText(meeting.link)}`] : []),
    ...(meeting.link ? [`URL:${meeting.link}`] : []),
    `ORGANIZER;CN="${options.organizer.name.replace(/["\r\n]/g, '')}":mailto:${options.organizer.email}`,
    `ATTENDEE;ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${options.attendee}`,
    `STATUS:${options.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
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
