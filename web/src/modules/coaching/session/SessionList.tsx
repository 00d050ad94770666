import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STARTUP_COACHING_SESSIONS, type CoachingSessionItem } from './graphql';
import { sessionWhen } from './sessionText';

const PAGE = 10;

/** One page after another of a startup's sessions (keyset pages from the server). */
export function SessionList({ startupId, past, now, emptyText }: { startupId: string; past: boolean; now: string; emptyText: string }) {
  const { t, i18n } = useTranslation('coaching');
  const filter = past ? { startupId, to: now, descending: true } : { startupId, from: now };
  const { data, loading, error, fetchMore } = useQuery(STARTUP_COACHING_SESSIONS, { variables: { filter, limit: PAGE }, fetchPolicy: 'cache-and-network' });
  const page = data?.coachingSessions;
  if (error) return <Alert color="red">{t('tab.loadFailed')}</Alert>;
  if (!page) return <Loader size="sm" aria-label={t('loading')} />;
  if (!page.results.length)
    return (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    );
  const more = () =>
    fetchMore({
      variables: { cursor: page.next },
      updateQuery: (previous, { fetchMoreResult }) => ({
        coachingSessions: { ...fetchMoreResult.coachingSessions, results: [...previous.coachingSessions.results, ...fetchMoreResult.coachingSessions.results] },
      }),
    });
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {page.results.map((session: CoachingSessionItem) => (
          <Group component="li" key={session._id} justify="space-between" gap="xs" wrap="wrap">
            <Stack gap={0} miw={0}>
              <Anchor component={Link} to={`/coaching/session/${session._id}`} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {session.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {sessionWhen(session.date, session.expectedDuration, i18n.language)}
              </Text>
              {session.coachs.length ? (
                <Text size="sm" c="dimmed">
                  {t('tab.coaches', { names: session.coachs.map((c) => c.fullName).join(', ') })}
                </Text>
              ) : null}
            </Stack>
            {session.cancelledAt ? <Badge color="red">{t('page.cancelled')}</Badge> : <Badge variant="light">{t(`eventTypes.${session.eventType}`)}</Badge>}
          </Group>
        ))}
      </Stack>
      {page.next ? (
        <Button variant="subtle" size="compact-sm" loading={loading} onClick={() => void more()} style={{ alignSelf: 'flex-start' }}>
          {t('tab.more')}
        </Button>
      ) : null}
    </Stack>
  );
}
