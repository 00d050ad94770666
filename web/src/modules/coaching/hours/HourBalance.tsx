import { useState } from 'react';
import { Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconClockHour4 } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { AllocationDialog } from './AllocationDialog';
import { formatMinutes, usedShare } from './duration';
import { HOUR_BALANCE } from './graphql';

/**
 * A startup's coaching hours on its coaching tab: a bar of the time used against the time given,
 * and what is left. Staff who may give hours edit them in a dialog. Nothing shows when the plan
 * lacks hour allocation, or when the startup has no hours and the reader may not give any.
 */
export function HourBalance({ startupId }: { startupId: string }) {
  const { t } = useTranslation('mentorMatching');
  const { user } = useShellUser();
  const enabled = Boolean(user?.flags.hoursAllocation);
  const { data } = useQuery(HOUR_BALANCE, { variables: { startupId }, skip: !enabled });
  const [editing, setEditing] = useState(false);
  if (!enabled || !data) return null;
  const balance = data.hourBalance;
  const mayEdit = data.startup.viewerCanAllocateHours;
  if (!balance && !mayEdit) return null;

  const over = balance !== null && balance.remainingMinutes < 0;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby={`hours-${startupId}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <IconClockHour4 size={20} aria-hidden />
            <Title order={2} size="h4" id={`hours-${startupId}`}>
              {t('hours.title')}
            </Title>
          </Group>
          {mayEdit && (
            <Button size="compact-sm" variant="light" onClick={() => setEditing(true)}>
              {balance ? t('hours.edit') : t('hours.allocate')}
            </Button>
          )}
        </Group>
        {balance ? (
          <>
            <Progress
              value={usedShare(balance.usedMinutes, balance.allocatedMinutes)}
              color={over ? 'red' : 'teal'}
              size="lg"
              radius="xl"
              aria-label={t('hours.barLabel', { used: formatMinutes(t, balance.usedMinutes), allocated: formatMinutes(t, balance.allocatedMinutes) })}
            />
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text size="sm" c="dimmed">
                {t('hours.used', { used: formatMinutes(t, balance.usedMinutes), allocated: formatMinutes(t, balance.allocatedMinutes) })}
              </Text>
              <Text size="sm" fw={600} c={over ? 'red' : undefined}>
                {over ? t('hours.over', { time: formatMinutes(t, balance.remainingMinutes) }) : t('hours.left', { time: formatMinutes(t, balance.remainingMinutes) })}
              </Text>
            </Group>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t('hours.none')}
          </Text>
        )}
      </Stack>
      {mayEdit && editing && (
        <AllocationDialog opened={editing} onClose={() => setEditing(false)} startupId={startupId} allocations={data.hourAllocations} programs={data.startup.programs} />
      )}
    </Card>
  );
}
