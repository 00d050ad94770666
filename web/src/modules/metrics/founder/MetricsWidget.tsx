import { Button, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { METRICS_CHECKER } from './graphql';
import { useDayFormat } from './dayFormat';
import { requestFill } from './promptState';
import { useWidgetSettled } from '../../home/settling';

/** The home card of a cofounder: what their startup has to report, and 'Fill now'. */
export function MetricsWidget() {
  const { t } = useTranslation('metrics');
  const { user } = useShellUser();
  const startupId = user?.startupIds[0];
  const day = useDayFormat();
  const { data, loading } = useQuery(METRICS_CHECKER, { variables: { startupId: startupId ?? '' }, skip: !startupId, fetchPolicy: 'cache-and-network' });
  useWidgetSettled(!startupId || Boolean(data) || !loading);
  if (!startupId || (loading && !data)) return null;
  const pending = data?.pendingDataForm;
  if (!pending) return <Text>{t('founder.upToDate')}</Text>;
  return (
    <Stack gap="sm">
      <Text>{pending.type === 'CATEGORIZATION' ? t('founder.widget.categorization') : t('founder.widget.period', { date: day(pending.date ?? '') })}</Text>
      <Group>
        <Button onClick={requestFill}>{t('founder.prompt.fill')}</Button>
      </Group>
    </Stack>
  );
}
