import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Avatar, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarX, IconExternalLink, IconMapPin, IconVideo } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess, showToast } from '../../../ui/feedback/notify';
import { UserAvatar } from '../../profile/UserAvatar';
import { APPLICATION_MEETINGS, CANCEL_APPLICATION_MEETING, type MeetingItem } from './graphql';

// The form (zod, the people picker, the date picker) downloads only when a manager opens it.
const MeetingDialog = lazy(async () => ({ default: (await import('./MeetingDialog')).MeetingDialog }));

/** The meeting to come: the soonest scheduled one that has not ended. */
export function splitMeetings(meetings: readonly MeetingItem[], now: number): { upcoming: MeetingItem | null; others: MeetingItem[] } {
  const ahead = meetings.filter((m) => m.status === 'scheduled' && new Date(m.endsAt).getTime() > now).sort((a, b) => a.startsAt.localeCompare(b.startsAt));
  const upcoming = ahead[0] ?? null;
  return { upcoming, others: meetings.filter((m) => m !== upcoming) };
}

/**
 * /application/:id/meeting: the interview (spec 3 §2) — the one to come with its time in the
 * reader's zone, place, link and attendees, then earlier and cancelled ones. Those who arrange it
 * schedule, move and cancel it; the applicant's side and evaluators read it (notes are staff's).
 */
export function MeetingTab({ applicationId, canSchedule, onChanged }: { applicationId: string; canSchedule: boolean; onChanged?: () => void }) {
  const { t } = useTranslation('applicationFile');
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  const { data, error, loading, refetch } = useQuery(APPLICATION_MEETINGS, { variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const [cancel] = useMutation(CANCEL_APPLICATION_MEETING, { context: { showsOwnError: true } });
  const [editing, setEditing] = useState<{ meeting: MeetingItem | null } | null>(null);

  if (loading && !data) {
    return (
      <Center py="md">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (error && !data) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    );
  }
  const { upcoming, others } = splitMeetings(data?.applicationMeetings ?? [], Date.now());

  async function cancelMeeting(meeting: MeetingItem) {
    const ok = await confirm({ title: t('meeting.cancelTitle'), message: t('meeting.cancelMessage'), confirmLabel: t('meeting.cancelConfirm') });
    if (!ok) return;
    try {
      await cancel({ variables: { meetingId: meeting._id } });
      showSuccess(t('meeting.cancelled'));
      void refetch();
      onChanged?.();
    } catch (failure) {
      showToast({ message: errorMessage(failure), color: 'red' });
    }
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={2} size="h4">
          {t('meeting.upcoming')}
        </Title>
        {canSchedule && !upcoming ? (
          <Button leftSection={<IconCalendarEvent size={16} aria-hidden />} onClick={() => setEditing({ meeting: null })}>
            {t('meeting.schedule')}
          </Button>
        ) : null}
      </Group>
      {upcoming ? (
        <MeetingCard meeting={upcoming} highlighted>
          {upcoming.viewerCanManage ? (
            <Group gap="xs" wrap="wrap">
              <Button variant="light" size="xs" leftSection={<IconCalendarEvent size={14} aria-hidden />} onClick={() => setEditing({ meeting: upcoming })}>
                {t('meeting.reschedule')}
              </Button>
              <Button variant="subtle" color="red" size="xs" leftSection={<IconCalendarX size={14} aria-hidden />} onClick={() => void cancelMeeting(upcoming)}>
                {t('meeting.cancel')}
              </Button>
            </Group>
          ) : null}
        </MeetingCard>
      ) : (
        <Text c="dimmed" size="sm">
          {canSchedule ? t('meeting.noneManager') : t('meeting.none')}
        </Text>
      )}
      {others.length ? (
        <Stack gap="sm">
          <Title order={3} size="h5">
            {t('meeting.earlier')}
          </Title>
          {others.map((meeting) => (
            <MeetingCard key={meeting._id} meeting={meeting} />
          ))}
        </Stack>
      ) : null}
      {editing ? (
        <Suspense fallback={null}>
          <MeetingDialog
            applicationId={applicationId}
            meeting={editing.meeting}
            onClose={() => setEditing(null)}
            onSaved={() => {
              setEditing(null);
              void refetch();
              onChanged?.();
            }}
          />
        </Suspense>
      ) : null}
    </Stack>
  );
}

function MeetingCard({ meeting, highlighted = false, children }: { meeting: MeetingItem; highlighted?: boolean; children?: ReactNode }) {
  const { t, i18n } = useTranslation('applicationFile');
  const cancelled = meeting.status === 'cancelled';
  const past = !cancelled && new Date(meeting.endsAt).getTime() <= Date.now();
  const when = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeStyle: 'short' }).format(new Date(meeting.startsAt));
  const until = new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(meeting.endsAt));
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} bg={highlighted ? 'var(--mantine-primary-color-light)' : undefined} aria-label={t('meeting.cardLabel', { when })}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text fw={600} td={cancelled ? 'line-through' : undefined}>
            {t('meeting.when', { when, until })}
          </Text>
          {cancelled ? (
            <Badge color="red" variant="light" radius="sm">
              {t('meeting.status.cancelled')}
            </Badge>
          ) : past ? (
            <Badge color="gray" variant="light" radius="sm">
              {t('meeting.status.past')}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('meeting.duration', { minutes: new Intl.NumberFormat(i18n.language).format(meeting.durationMinutes) })} · {t('meeting.zone', { zone })}
        </Text>
        {meeting.location ? (
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={16} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {meeting.location}
            </Text>
          </Group>
        ) : null}
        {meeting.link && !cancelled ? (
          <Group>
            <Button
              component="a"
              href={meeting.link}
              target="_blank"
              rel="noopener noreferrer"
              size="xs"
              variant="outline"
              leftSection={<IconVideo size={14} aria-hidden />}
              rightSection={<IconExternalLink size={12} aria-hidden />}
            >
              {t('meeting.join')}
            </Button>
          </Group>
        ) : null}
        {meeting.attendees.length ? (
          <Group gap="xs" wrap="wrap">
            <Text size="sm">{t('meeting.attendees')}</Text>
            <Avatar.Group>
              {meeting.attendees.map((person) => (
                <UserAvatar key={person._id} name={person.fullName} src={person.avatar} size="sm" />
              ))}
            </Avatar.Group>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {meeting.attendees.map((person) => person.fullName).join(', ')}
            </Text>
          </Group>
        ) : null}
        {meeting.notes ? (
          <Text size="sm" c="dimmed" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {t('meeting.notes', { notes: meeting.notes })}
          </Text>
        ) : null}
        {children}
      </Stack>
    </Paper>
  );
}
