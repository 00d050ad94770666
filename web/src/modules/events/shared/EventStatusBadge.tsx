import { Badge, type BadgeProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventStatus } from '@seedbed/contracts/events';
import { eventStatusKey } from './labels';

const COLORS: Record<EventStatus, string> = { DRAFT: 'gray', PUBLISHED: 'green', CANCELLED: 'red' };

interface EventStatusBadgeProps extends Omit<BadgeProps, 'color' | 'children'> {
  status: EventStatus;
  /** Lists mark only what is out of the ordinary: a published event shows no badge. */
  hidePublished?: boolean;
}

/** Draft, published or cancelled, in the same colour on every events screen. */
export function EventStatusBadge({ status, hidePublished = false, ...props }: EventStatusBadgeProps) {
  const { t } = useTranslation();
  if (hidePublished && status === 'PUBLISHED') return null;
  return (
    <Badge variant="light" color={COLORS[status]} {...props}>
      {t(eventStatusKey(status))}
    </Badge>
  );
}
