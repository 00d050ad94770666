import { and, eq, inArray } from 'drizzle-orm';
import { pickLanguage } from '@seedbed/contracts/languages';
import { isTimeZone } from '@seedbed/contracts/time';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { calendarFile, organizerAddress } from '../../core/ics.ts';
import { translator } from '../../core/i18n/index.ts';
import type { Mail } from '../../core/mail.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { tenantLink } from '../auth/mails.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { fullName } from '../users/display-name.ts';
import type { CoachingInviteRow, CoachingSessionRow } from './repo.ts';

/** What mails need from their caller: a request or the expiry sweep alike. */
export type MailContext = Pick<Context, 'services' | 'incubator' | 'afterCommit'>;

/** The public page an invitation's links open. */
export const INVITATION_PAGE = '/coaching/invitation';

/** 'invite': the invitation with its answers; 'withdrawn': the invite was cancelled or replaced, the person is off the meeting. */
export type InviteMailKind = 'invite' | 'withdrawn';

/** Statuses of people who no longer take part: they get no mail. */
const GONE_STATUSES = ['deleted', 'archived', 'deny', 'unactive'];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The session's UID host: the tenant's own, so calendars merge these mails with the session's own (same UID). */
const calendarHost = (ctx: Pick<Context, 'services' | 'incubator'>) => new URL(tenantUrl(ctx.services.config, ctx.incubator)).hostname;

/** The links of one invitee's mail: the token carries who they are, so that their own answer is recorded. */
export function invitationLinks(ctx: Pick<Context, 'services' | 'incubator'>, inviteId: string, token: string) {
  const base = tenantLink(ctx, `${INVITATION_PAGE}/${inviteId}`);
  const query = `token=${encodeURIComponent(token)}`;
  return { accept: `${base}?${query}&answer=accept`, decline: `${base}?${query}&answer=decline`, cancelMeeting: `${base}/cancel-meeting?${query}` };
}

export interface InviteMailInput {
  session: CoachingSessionRow;
  invite: CoachingInviteRow;
  /** Who sent it, for "Anna invites you". */
  organiser: Pick<UserRow, 'firstName' | 'lastName'> | null;
}

/** One invitee's mail, in their language, the time in their zone (else the organisation's), with the calendar entry. */
export function composeInviteMail(ctx: Pick<Context, 'services' | 'incubator'>, person: UserRow, kind: InviteMailKind, input: InviteMailInput, token: string | null): Mail {
  const { session, invite } = input;
  const language = pickLanguage(person.language, ctx.incubator.defaultLanguage);
  const t = translator(language);
  const timeZone = person.timezone && isTimeZone(person.timezone) ? person.timezone : ctx.incubator.timezone;
  const format = (date: Date) => new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone }).format(date);
  const params = {
    name: person.firstName || person.email,
    session: session.name,
    incubator: ctx.incubator.name,
    organiser: input.organiser ? fullName(input.organiser) : ctx.incubator.name,
    when: format(session.startsAt),
    expires: format(invite.expiresAt),
    timeZone,
    minutes: session.expectedDuration,
  };
  const details = [
    t('coaching.invites.mail.when', params),
    t('coaching.invites.mail.duration', params),
    ...(session.location ? [t('coaching.invites.mail.location', { location: session.location })] : []),
    ...(session.meetingLink ? [t('coaching.invites.mail.link', { link: session.meetingLink })] : []),
  ];
  const greeting = t('coaching.invites.mail.greeting', params);
  const intro = t(`coaching.invites.mail.${kind}.body`, params);
  const message = kind === 'invite' && invite.message ? invite.message : null;
  const links = kind === 'invite' && token ? invitationLinks(ctx, invite.id, token) : null;
  const actions = links
    ? [
        { label: t('coaching.invites.mail.accept'), href: links.accept },
        { label: t('coaching.invites.mail.decline'), href: links.decline },
        { label: t('coaching.invites.mail.cancelMeeting'), href: links.cancelMeeting },
      ]
    : [];
  const expiry = links ? t('coaching.invites.mail.expires', params) : null;
  const text = [
    greeting,
    '',
    intro,
    '',
    ...details,
    ...(message ? ['', t('coaching.invites.mail.message'), message] : []),
    ...actions.flatMap((a) => ['', `${a.label}: ${a.href}`]),
    ...(expiry ? ['', expiry] : []),
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(intro)}</p>`,
    `<ul>${details.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`,
    ...(message ? [`<p>${escapeHtml(t('coaching.invites.mail.message'))}</p><blockquote>${escapeHtml(message).replace(/\n/g, '<br>')}</blockquote>`] : []),
    ...(actions.length ? [`<p>${actions.map((a) => `<a href="${escapeHtml(a.href)}">${escapeHtml(a.label)}</a>`).join(' · ')}</p>`] : []),
    ...(expiry ? [`<p>${escapeHtml(expiry)}</p>`] : []),
  ].join('\n');
  const method = kind === 'invite' ? 'REQUEST' : 'CANCEL';
  const calendar = calendarFile(
    [
      {
        uid: `${session.id}@${calendarHost(ctx)}`,
        sequence: session.sequence,
        start: session.startsAt,
        end: new Date(session.startsAt.getTime() + session.expectedDuration * 60_000),
        summary: session.name,
        description: [...details, ...(message ? [message] : []), ...actions.map((a) => `${a.label}: ${a.href}`)].join('\n'),
        location: session.location,
        url: session.meetingLink,
        organizer: { name: ctx.incubator.name, email: organizerAddress(ctx.services.config.mailFrom) },
        attendees: [person.email],
        cancelled: kind !== 'invite',
      },
    ],
    { method },
  );
  return {
    to: person.email,
    subject: t(`coaching.invites.mail.${kind}.subject`, params),
    text,
    html,
    attachments: [{ filename: kind === 'invite' ? 'invite.ics' : 'cancel.ics', content: calendar, contentType: `text/calendar; charset=utf-8; method=${method}` }],
  };
}

/**
 * Mails the people once the change commits: the invitation (with each one's own token) or the
 * news that they are off the meeting. `tokenFor` gives the link token of each invitee.
 */
export async function queueInviteMails(
  ctx: MailContext,
  db: Db,
  kind: InviteMailKind,
  input: InviteMailInput,
  userIds: readonly string[],
  tokenFor: (userId: string) => string | null = () => null,
): Promise<void> {
  if (!userIds.length) return;
  const u = schema.users;
  const people = await db
    .select()
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), inArray(u.id, [...userIds])));
  const tenant = ctx.incubator.id;
  for (const person of people) {
    if (GONE_STATUSES.includes(person.status)) continue;
    const mail = composeInviteMail(ctx, person, kind, input, tokenFor(person.id));
    ctx.afterCommit.push(() => ctx.services.mailer.send(tenant, mail));
  }
}
