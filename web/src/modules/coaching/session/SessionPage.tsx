import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { Anchor, Avatar, Badge, Button, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconClock, IconMapPin, IconPencil, IconPlayerPlay, IconPlayerStop, IconTrash, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { findGraphQLError } from '../../../app/apollo/errors';
import { externalHref } from '../../../ui/externalHref';
import { confirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { SessionInvites } from '../invites/SessionInvites';
import { SessionBrief } from '../notes/SessionBrief';
import { SessionEvaluations } from '../notes/SessionEvaluations';
import { SessionNotes } from '../notes/SessionNotes';
import { openEditSession } from './createSession';
import { COACHING_SESSION, COACHING_SESSION_UPDATED, DELETE_COACHING_SESSION, END_COACHING_SESSION, START_COACHING_SESSION, type CoachingSessionDetails } from './graphql';
import { changelogText, sessionWhen } from './sessionText';
import '../styles';

/** Pushes that change what this page shows (notes and presence are the notes part's own). */
const DETAIL_KINDS = new Set(['DETAILS', 'DELETED']);

/** /coaching/session/:coachingId (spec 2 §3): a session, its people, its notes and evaluations, and what changed. */
export function SessionPage() {
  const { coachingId = '' } = useParams();
  const { t } = useTranslation('coaching');
  const errorMessage = useErrorMessage();
  const { data, error, loading, refetch } = useQuery(COACHING_SESSION, { variables: { id: coachingId }, fetchPolicy: 'cache-and-network' });
  useSubscription(COACHING_SESSION_UPDATED, {
    variables: { sessionId: coachingId },
    skip: !data?.coachingSession,
    onData: ({ data: pushed }) => {
      if (DETAIL_KINDS.has(pushed.data?.coachingSessionUpdated.kind ?? '')) void refetch().catch(() => undefined);
    },
  });
  const session = data?.coachingSession;
  if (!session && loading)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!session)
    return (
      <Stack align="center" py="xl" gap="md">
        <Title order={1} size="h3">
          {error && !findGraphQLError(error, 'NOT_FOUND') ? errorMessage(error) : t('page.notFound')}
        </Title>
        <Button component={Link} to="/">
          {t('page.home')}
        </Button>
      </Stack>
    );
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%" p={{ base: 'xs', sm: 'md' }}>
      <SessionHeader session={session} />
      <SessionPeople session={session} />
      <SessionBrief sessionId={session._id} />
      <SessionNotes sessionId={session._id} />
      <SessionEvaluations sessionId={session._id} />
      <SessionInvites sessionId={session._id} />
      <SessionChangelogList session={session} />
    </Stack>
  );
}

function SessionHeader({ session }: { session: CoachingSessionDetails }) {
  const { t, i18n } = useTranslation('coaching');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [start, starting] = useMutation(START_COACHING_SESSION, { context: { showsOwnError: true } });
  const [end, ending] = useMutation(END_COACHING_SESSION, { context: { showsOwnError: true } });
  const [remove, removing] = useMutation(DELETE_COACHING_SESSION, { context: { showsOwnError: true }, refetchQueries: ['StartupCoachingSessions'] });
  const minutes = session.estimatedDuration ?? session.expectedDuration;
  const link = session.meetingLink ? externalHref(session.meetingLink) : null;
  const run = async (action: () => Promise<unknown>, done: string) => {
    try {
      await action();
      showSuccess(done);
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const onDelete = async () => {
    const sure = await confirm({
      title: t('page.deleteTitle'),
      message: t('page.deleteQuestion', { name: session.name }),
      confirmLabel: t('page.delete'),
      cancelLabel: t('dialog.cancel'),
    });
    if (!sure) return;
    await run(async () => {
      await remove({ variables: { id: session._id } });
      navigate(session.startup ? `/startup/${session.startup._id}/file/coaching` : '/', { replace: true });
    }, t('page.deleted'));
  };

  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <Badge variant="light">{t(`eventTypes.${session.eventType}`)}</Badge>
          {session.cancelledAt ? <Badge color="red">{t('page.cancelled')}</Badge> : null}
          {session.sessionEndDateTime ? <Badge color="gray">{t('page.ended')}</Badge> : session.sessionStartDateTime ? <Badge color="green">{t('page.inProgress')}</Badge> : null}
        </Group>
        <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {session.name}
        </Title>
        <Stack gap={4}>
          <Group gap="xs" wrap="nowrap">
            <IconCalendarEvent size={18} aria-hidden />
            <Text>{sessionWhen(session.date, session.expectedDuration, i18n.language)}</Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <IconClock size={18} aria-hidden />
            <Text>{t('minutes', { minutes })}</Text>
          </Group>
          {session.location ? (
            <Group gap="xs" wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {session.location}
              </Text>
            </Group>
          ) : null}
          {session.startup ? (
            <Text>
              {t('page.startup')}{' '}
              <Anchor component={Link} to={`/startup/${session.startup._id}`}>
                {session.startup.name}
              </Anchor>
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="wrap">
          {link && !session.cancelledAt ? (
            <Button component="a" href={link} target="_blank" rel="noopener noreferrer" leftSection={<IconVideo size={16} aria-hidden />}>
              {t('page.join')}
            </Button>
          ) : null}
          {session.viewerCan.start ? (
            <Button
              variant="light"
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              loading={starting.loading}
              onClick={() => void run(() => start({ variables: { id: session._id } }), t('page.started'))}
            >
              {t('page.start')}
            </Button>
          ) : null}
          {session.viewerCan.end ? (
            <Button
              variant="light"
              color="orange"
              leftSection={<IconPlayerStop size={16} aria-hidden />}
              loading={ending.loading}
              onClick={() => void run(() => end({ variables: { id: session._id } }), t('page.endedNow'))}
            >
              {t('page.end')}
            </Button>
          ) : null}
          {session.viewerCan.edit ? (
            <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => openEditSession(session._id)}>
              {t('page.edit')}
            </Button>
          ) : null}
          {session.viewerCan.delete ? (
            <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} loading={removing.loading} onClick={() => void onDelete()}>
              {t('page.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}

function PersonList({ title, people }: { title: string; people: CoachingSessionDetails['coachs'] }) {
  return (
    <Stack gap="xs">
      <Text fw={600}>{title}</Text>
      {people.length ? (
        <Group gap="sm" wrap="wrap">
          {people.map((person) => (
            <Anchor key={person._id} component={Link} to={`/profile/${encodeURIComponent(person._id)}`} c="var(--mantine-color-text)">
              <Group gap={6} wrap="nowrap">
                <Avatar src={person.avatar} name={person.fullName} alt="" size={32} radius="xl" />
                <Text size="sm">{person.fullName}</Text>
              </Group>
            </Anchor>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          —
        </Text>
      )}
    </Stack>
  );
}

function SessionPeople({ session }: { session: CoachingSessionDetails }) {
  const { t } = useTranslation('coaching');
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t('page.people')}>
      <Stack gap="md">
        <PersonList title={t('fields.coachIds')} people={session.coachs} />
        <PersonList title={t('fields.attendeeIds')} people={session.attendees} />
      </Stack>
    </Card>
  );
}

function SessionChangelogList({ session }: { session: CoachingSessionDetails }) {
  const { t, i18n } = useTranslation('coaching');
  if (!session.changelogs.length) return null;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="session-changelog">
      <Stack gap="xs">
        <Title order={2} size="h4" id="session-changelog">
          {t('changelog.title')}
        </Title>
        <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
          {session.changelogs.map((entry) => (
            <Group component="li" key={entry._id} gap="xs" justify="space-between" wrap="wrap">
              <Text size="sm">{changelogText(t, entry, i18n.language)}</Text>
              <Text size="xs" c="dimmed" component="time" dateTime={entry.changeTime}>
                {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(entry.changeTime))}
              </Text>
            </Group>
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
