import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { openBookMeeting } from './bookMeeting';

/**
 * "Book a meeting" on a startup's coaching tab: its founders book the coaches, mentors and
 * experts assigned to it, as do those allowed to book for others (COACHING_MEETING:SCHEDULING).
 */
export function BookSessionButton({ startupId }: { sessionId?: string; startupId?: string }) {
  const { t } = useTranslation('availability');
  const { user } = useShellUser();
  if (!startupId || !user) return null;
  const founder = isInGroup(user.roleType ?? undefined, STARTUP_SIDE) && user.startupIds.includes(startupId);
  if (!founder && user.permissions['COACHING_MEETING:SCHEDULING'] !== 'ALL') return null;
  return (
    <Button variant="light" leftSection={<IconCalendarPlus size={16} aria-hidden />} onClick={() => openBookMeeting({ startupId })}>
      {t('booking.open')}
    </Button>
  );
}
