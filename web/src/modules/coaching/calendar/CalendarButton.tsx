import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellUser } from '../../../shell/user/useShellUser';

/** The top bar's calendar button (spec 1 §2.4), for everyone with meetings to attend: not applicants. */
export function CalendarButton() {
  const { t } = useTranslation('calendar');
  const { user } = useShellUser();
  if (!user || user.roleType === 'applicant') return null;
  return (
    <Tooltip label={t('button')}>
      <ActionIcon component={Link} to="/calendar" variant="subtle" color="gray" size="lg" aria-label={t('button')}>
        <IconCalendar size={20} stroke={1.6} />
      </ActionIcon>
    </Tooltip>
  );
}
