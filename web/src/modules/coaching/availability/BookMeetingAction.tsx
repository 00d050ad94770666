import { Button } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { STAFF_LIKE, STARTUP_SIDE, isInGroup, isRoleType } from '@seedbed/contracts/roles';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { openBookMeeting } from './bookMeeting';

export interface BookablePerson {
  _id: string;
  fullName: string;
  role: { type: string | null } | null;
  startups: Array<{ _id: string }> | null;
}

/**
 * "Book a meeting" on a person's profile: shown to those allowed to book from profiles
 * (COACHING_MEETING:SCHEDULING) and to founders looking at a coach of their startup, when the
 * person is one whose time can be booked. The server decides again when booking.
 */
export function BookMeetingAction({ person }: { person: BookablePerson }) {
  const { t } = useTranslation('availability');
  const { user } = useShellUser();
  if (!user || user._id === person._id) return null;
  const type = person.role?.type;
  const hostType = isRoleType(type) ? type : undefined;
  if (!isInGroup(hostType, STAFF_LIKE) || isInGroup(hostType, STARTUP_SIDE)) return null;
  const shared = (person.startups ?? []).find((s) => user.startupIds.includes(s._id))?._id;
  const founder = isInGroup(user.roleType ?? undefined, STARTUP_SIDE) && Boolean(shared);
  if (!founder && user.permissions['COACHING_MEETING:SCHEDULING'] !== 'ALL') return null;
  return (
    <Button
      variant="light"
      leftSection={<IconCalendarPlus size={16} aria-hidden />}
      onClick={() => openBookMeeting({ hostId: person._id, hostName: person.fullName, startupId: shared })}
    >
      {t('booking.open')}
    </Button>
  );
}
