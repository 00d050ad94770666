import { Anchor, Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCalendarEvent, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TimelineKindModule } from '../../../app/features/types';
import { externalHref } from '../../../ui/externalHref';
import { COACHING_SESSION_POST_FIELDS, type CoachingSessionPostItem } from './graphql';
import { sessionWhen } from './sessionText';
import '../styles';

type Post = CoachingSessionPostItem & { _id: string; createdAt: string };

/** A session planned with the startup, as its timeline shows it: what, when, with whom, and where to join. */
function SessionPostCard({ post }: { post: Post }) {
  const { t, i18n } = useTranslation('coaching');
  const session = post.coachingSession;
  const url = post.appEvent?.conferenceData?.url ? externalHref(post.appEvent.conferenceData.url) : null;
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('kinds.CoachingSessionPost')}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" aria-hidden>
          <IconCalendarEvent size={16} />
        </ThemeIcon>
        {session ? (
          <Stack gap={4} miw={0}>
            <Anchor component={Link} to={`/coaching/session/${session._id}`} fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {t('post.planned', { name: session.name })}
            </Anchor>
            <Text size="sm">{sessionWhen(session.date, session.expectedDuration, i18n.language)}</Text>
            {session.coachs.length ? (
              <Text size="sm" c="dimmed">
                {t('tab.coaches', { names: session.coachs.map((c) => c.fullName).join(', ') })}
              </Text>
            ) : null}
            {session.cancelledAt ? (
              <Text size="sm" c="red">
                {t('page.cancelled')}
              </Text>
            ) : url ? (
              <Group>
                <Button component="a" href={url} target="_blank" rel="noopener noreferrer" size="compact-sm" variant="light" leftSection={<IconVideo size={14} aria-hidden />}>
                  {t('page.join')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        ) : (
          <Text c="dimmed">{t('post.hidden')}</Text>
        )}
      </Group>
    </Paper>
  );
}

export const sessionPostKind: TimelineKindModule = {
  fragment: COACHING_SESSION_POST_FIELDS,
  Component: ({ item }) => <SessionPostCard post={item as unknown as Post} />,
  csvText: (item, t) => {
    const session = (item as unknown as Post).coachingSession;
    return session ? t('coaching:post.planned', { name: session.name }) : t('coaching:post.hidden');
  },
};
