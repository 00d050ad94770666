import { ThemeIcon } from '@mantine/core';
import { IconBell, IconCalendarEvent, IconChecklist, IconFileAnalytics, IconMessageCircle, IconMessageStar, IconStatusChange, IconUserShield } from '@tabler/icons-react';
import { NOTIFICATION_GROUPS, groupOfType, type NotificationIcon as IconName } from '@seedbed/contracts/notifications';
import { UserAvatar } from '../profile/UserAvatar';
import type { NotificationSender } from './graphql';

const SIZE = 36;

const ICONS: Record<Exclude<IconName, 'senderAvatar'>, { Icon: typeof IconBell; color: string }> = {
  appointment: { Icon: IconCalendarEvent, color: 'blue' },
  message: { Icon: IconMessageCircle, color: 'cyan' },
  startupFileUpdate: { Icon: IconFileAnalytics, color: 'grape' },
  programChange: { Icon: IconStatusChange, color: 'orange' },
  task: { Icon: IconChecklist, color: 'teal' },
  account: { Icon: IconUserShield, color: 'indigo' },
  feedback: { Icon: IconMessageStar, color: 'pink' },
};

/**
 * The picture beside a notification: its group's icon, or for community notifications the
 * person who acted (spec 1 §3). A type this web does not know yet gets a plain bell.
 */
export function NotificationIcon({ notificationType, sender }: { notificationType: string; sender: NotificationSender | null }) {
  const group = groupOfType(notificationType);
  const icon = group ? NOTIFICATION_GROUPS[group].icon : null;
  if (icon === 'senderAvatar' && sender) return <UserAvatar name={sender.fullName} src={sender.avatar} size={SIZE} alt="" aria-hidden />;
  const { Icon, color } = icon && icon !== 'senderAvatar' ? ICONS[icon] : { Icon: IconBell, color: 'gray' };
  return (
    <ThemeIcon variant="light" color={color} size={SIZE} radius="xl" aria-hidden>
      <Icon size={20} stroke={1.6} />
    </ThemeIcon>
  );
}
