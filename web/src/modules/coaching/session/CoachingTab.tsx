import { useState } from 'react';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { STAFF_LIKE, STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import { useShellUser } from '../../../shell/user/useShellUser';
import { BookSessionButton } from '../availability/BookSessionButton';
import { HourBalance } from '../hours/HourBalance';
import { ExportSessionsButton } from '../invites/ExportSessionsButton';
import { MentorSuggestions } from '../matching/MentorSuggestions';
import { openCreateSession } from './createSession';
import { SessionList } from './SessionList';
import '../styles';

/** The startup file's Coaching section: its hours, its sessions ahead and behind, and ways to plan or book one. */
export function CoachingTab({ startupId }: { startupId: string }) {
  const { t } = useTranslation('coaching');
  const { user } = useShellUser();
  // One instant for both lists, so that a session is never in both or in neither.
  const [now] = useState(() => new Date().toISOString());
  const plans = isInGroup(user?.roleType ?? undefined, STAFF_LIKE);
  const founds = Boolean(user?.startupIds.includes(startupId)) && isInGroup(user?.roleType ?? undefined, STARTUP_SIDE);
  return (
    <Stack gap="lg">
      <Group justify="flex-end" gap="xs" wrap="wrap">
        {founds ? <BookSessionButton startupId={startupId} /> : null}
        {plans ? <ExportSessionsButton startupId={startupId} /> : null}
        {plans ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => openCreateSession({ startupId })}>
            {t('tab.new')}
          </Button>
        ) : null}
      </Group>
      <HourBalance startupId={startupId} />
      <MentorSuggestions startupId={startupId} />
      <Card withBorder radius="md" component="section" aria-labelledby="coaching-upcoming">
        <Stack gap="sm">
          <Title order={2} size="h4" id="coaching-upcoming">
            {t('tab.upcoming')}
          </Title>
          <SessionList startupId={startupId} past={false} now={now} emptyText={t('tab.noUpcoming')} />
        </Stack>
      </Card>
      <Card withBorder radius="md" component="section" aria-labelledby="coaching-past">
        <Stack gap="sm">
          <Title order={2} size="h4" id="coaching-past">
            {t('tab.past')}
          </Title>
          <SessionList startupId={startupId} past now={now} emptyText={t('tab.noPast')} />
        </Stack>
      </Card>
    </Stack>
  );
}
