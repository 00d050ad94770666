import { pickLanguage } from '@seedbed/contracts/languages';
import { translator } from '../../core/i18n/index.ts';
import type { Mail } from '../../core/mail.ts';
import type { IncubatorRow, NotificationRow, UserRow } from '../../db/schema/index.ts';
import { renderMessage, type MessageRefs } from './render.ts';

/** Where the mail's link leads: in-app paths under the app's address, full addresses as they are. */
export function linkTo(origin: string | null, url: string | null): string | null {
  if (url && /^https?:\/\//i.test(url)) return url;
  if (!origin) return null;
  return `${origin.replace(/\/$/, '')}${url?.startsWith('/') ? url : '/'}`;
}

/** A plain-text mail telling one person of one notification, in their language. */
export function composeNotificationMail(
  incubator: Pick<IncubatorRow, 'name' | 'defaultLanguage'>,
  recipient: Pick<UserRow, 'email' | 'language' | 'firstName'>,
  notification: Pick<NotificationRow, 'messageKey' | 'params' | 'url'>,
  refs: MessageRefs,
  origin: string | null,
): Mail {
  const t = translator(pickLanguage(recipient.language, incubator.defaultLanguage));
  const params = { incubator: incubator.name, name: recipient.firstName || recipient.email };
  const message = renderMessage(t, notification, refs);
  const link = linkTo(origin, notification.url);
  const lines = [
    t('mail.greeting', params),
    '',
    message,
    ...(link ? ['', t('notifications.mail.open', params), link] : []),
    '',
    t('notifications.mail.why', params),
    '',
    t('mail.signature', params),
  ];
  const language = pickLanguage(recipient.language, incubator.defaultLanguage);
  const blueprint = { key: 'notification', params: { ...params, message, link: link ?? '' } };
  return { to: recipient.email, subject: t('notifications.mail.subject', { ...params, message }), text: lines.join('\n'), language, blueprint };
}
