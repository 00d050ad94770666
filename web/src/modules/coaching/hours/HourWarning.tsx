import { Alert } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { formatMinutes } from './duration';
import { HOUR_BALANCE } from './graphql';

/** Whether a session of `minutes` goes past what the startup has left (an overrun already counts). */
export const goesPastBalance = (minutes: number, remainingMinutes: number) => minutes > 0 && minutes > remainingMinutes;

/**
 * Said while a session is planned or booked: the session is longer than the startup's coaching
 * hours left. A warning only; the programme may still hold it.
 */
export function HourWarning({ startupId, minutes }: { startupId: string | null | undefined; minutes: number }) {
  const { t } = useTranslation('mentorMatching');
  const { user } = useShellUser();
  const enabled = Boolean(user?.flags.hoursAllocation) && Boolean(startupId);
  const { data } = useQuery(HOUR_BALANCE, { variables: { startupId: startupId ?? '' }, skip: !enabled });
  const balance = data?.hourBalance;
  if (!enabled || !balance || !goesPastBalance(minutes, balance.remainingMinutes)) return null;
  return (
    <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} role="status">
      {balance.remainingMinutes > 0 ? t('hours.warning', { time: formatMinutes(t, balance.remainingMinutes) }) : t('hours.warningNone')}
    </Alert>
  );
}
