import type { MouseEvent } from 'react';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStartupTerm } from '../../shell/user/useStartupTerm';
import { relativeTime } from '../../ui/relativeTime';
import type { NotificationRecipient } from './graphql';
import { resolveNotificationLink } from './links';
import { NotificationIcon } from './NotificationIcon';
import { cutPreview } from './preview';
import classes from './notifications.module.css';

interface NotificationItemProps {
  recipient: NotificationRecipient;
  now: Date;
  onMarkRead: (id: string) => void;
  onClose: () => void;
}

const MIDDLE_BUTTON = 1;

/**
 * One notification of the bell. Opening it (a click, or a middle-click that opens it in a new
 * tab) marks it read and closes the bell (spec 1 §4). Pages of the app open in place; outside
 * addresses in a new tab.
 */
export function NotificationItem({ recipient, now, onMarkRead, onClose }: NotificationItemProps) {
  const { t, i18n } = useTranslation('notifications');
  const { singular: startup } = useStartupTerm();
  const { notification } = recipient;
  const unread = !recipient.isRead;
  const link = resolveNotificationLink(notification.notificationType, notification.url);
  const message = recipient.message || notification.message;
  const shownMessage = cutPreview(message);
  const note = notification.note?.content;
  const parentNote = notification.parentNote?.content;
  const typeLabel = t(`types.${notification.notificationType}`, { defaultValue: '', startup });

  const open = () => {
    if (unread) onMarkRead(recipient._id);
    onClose();
  };
  const onAuxClick = (event: MouseEvent) => {
    if (event.button === MIDDLE_BUTTON) open();
  };
  const content = (
    <>
      <NotificationIcon notificationType={notification.notificationType} sender={notification.sender} />
      <div className={classes.body}>
        <Text size="sm" fw={unread ? 600 : 400} title={shownMessage !== message ? message : undefined}>
          {shownMessage}
        </Text>
        {note ? (
          <Text size="xs" c="dimmed" className={classes.quote}>
            {cutPreview(note)}
          </Text>
        ) : null}
        {parentNote ? (
          <Text size="xs" c="dimmed" className={classes.quote}>
            {t('item.inReplyTo', { note: cutPreview(parentNote) })}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed" mt={2}>
          {typeLabel ? `${typeLabel} · ` : null}
          <time dateTime={recipient.createdAt} title={fullDate(recipient.createdAt, i18n.language)}>
            {relativeTime(recipient.createdAt, now, i18n.language)}
          </time>
        </Text>
      </div>
      {unread ? (
        <>
          <span className={classes.dot} aria-hidden />
          <VisuallyHidden>{t('item.unread')}</VisuallyHidden>
        </>
      ) : null}
      {link?.kind === 'external' ? <VisuallyHidden>{t('item.newTab')}</VisuallyHidden> : null}
    </>
  );
  const shared = { className: classes.item, 'data-unread': unread || undefined, onClick: open, onAuxClick, children: content };

  return (
    <li>
      {link?.kind === 'internal' ? (
        <UnstyledButton component={Link} to={link.to} {...shared} />
      ) : link?.kind === 'external' ? (
        <UnstyledButton component="a" href={link.href} target="_blank" rel="noopener noreferrer" {...shared} />
      ) : (
        // Without an address there is nothing to open; activating it still marks it read.
        <UnstyledButton type="button" {...shared} />
      )}
    </li>
  );
}

function fullDate(iso: string, language: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}
