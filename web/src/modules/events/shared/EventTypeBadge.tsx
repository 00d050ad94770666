import { Badge, type BadgeProps } from '@mantine/core';
import { IconUser, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EventType } from '@seedbed/contracts/events';
import { eventTypeKey } from './labels';

/** A group event or one-on-one office hours, with an icon so that the two read apart at a glance. */
export function EventTypeBadge({ type, ...props }: Omit<BadgeProps, 'children' | 'leftSection'> & { type: EventType }) {
  const { t } = useTranslation();
  const Icon = type === 'ONE_ON_ONE' ? IconUser : IconUsersGroup;
  return (
    <Badge variant="outline" color={type === 'ONE_ON_ONE' ? 'violet' : 'blue'} leftSection={<Icon size={12} aria-hidden />} {...props}>
      {t(eventTypeKey(type))}
    </Badge>
  );
}
