import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconClock, IconPencil, IconUserMinus, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { requestFile } from '../../../app/http/rest';
import { confirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { saveBlob } from '../../../ui/saveBlob';
import { eventEditPath } from '../shared/paths';
import { CANCEL_EVENT_REGISTRATION, REGISTER_FOR_EVENT, type EventDetails } from './graphql';

/** The viewer's own place at a group event: register, their registration or waitlist place, or why it is closed. */
function Registration({ event, onChanged }: { event: EventDetails; onChanged: () => void }) {
  const { t } = useTranslation('eventPage');
  const errorMessage = useErrorMessage();
  const [register, registering] = useMutation(REGISTER_FOR_EVENT, { context: { showsOwnError: true } });
  const [cancel, cancelling] = useMutation(CANCEL_EVENT_REGISTRATION, { context: { showsOwnError: true } });
  const mine = event.viewerRegistration;
  const { open, reason, placesLeft } = event.registration;
  const full = placesLeft === 0;

  const onRegister = async () => {
    try {
      const { data } = await register({ variables: { eventId: event._id } });
      showSuccess(data?.registerForEvent.waitlisted ? t('register.waitlisted') : t('register.done'));
      onChanged();
    } catch (error) {
      showError(errorMessage(error));
    }
  };
  const onCancel = async () => {
    const waitlisted = Boolean(mine?.waitlisted);
    const sure = await confirm({
      title: waitlisted ? t('cancel.leaveTitle') : t('cancel.title'),
      message: waitlisted ? t('cancel.leaveQuestion', { title: event.title }) : t('cancel.question', { title: event.title }),
      confirmLabel: waitlisted ? t('cancel.leave') : t('cancel.confirm'),
      cancelLabel: t('cancel.keep'),
    });
    if (!sure) return;
    try {
      await cancel({ variables: { eventId: event._id } });
      showSuccess(waitlisted ? t('cancel.left') : t('cancel.done'));
      onChanged();
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  if (mine && (mine.status === 'REGISTERED' || mine.status === 'ATTENDED')) {
    const attended = mine.status === 'ATTENDED';
    return (
      <Stack gap="xs">
        <Alert color={mine.waitlisted ? 'yellow' : 'teal'} variant="light" icon={mine.waitlisted ? <IconClock size={18} /> : <IconCheck size={18} />} role="status">
          {mine.waitlisted ? t('register.onWaitlist', { waiting: event.waitlistCount }) : attended ? t('register.attended') : t('register.registered')}
        </Alert>
        {mine.status === 'REGISTERED' && reason !== 'PAST' ? (
          <Group>
            <Button variant="default" color="red" leftSection={<IconUserMinus size={16} aria-hidden />} loading={cancelling.loading} onClick={() => void onCancel()}>
              {mine.waitlisted ? t('cancel.leave') : t('cancel.button')}
            </Button>
          </Group>
        ) : null}
      </Stack>
    );
  }
  if (!open)
    return (
      <Text c="dimmed" role="status">
        {t(`closed.${reason ?? 'NOT_PUBLISHED'}`)}
      </Text>
    );
  const toWaitlist = full && event.availability.type === 'WAITLIST';
  return (
    <Group>
      <Button leftSection={<IconUserPlus size={16} aria-hidden />} loading={registering.loading} onClick={() => void onRegister()}>
        {toWaitlist ? t('register.joinWaitlist') : t('register.button')}
      </Button>
      {toWaitlist ? (
        <Text size="sm" c="dimmed">
          {t('register.fullWaitlist', { waiting: event.waitlistCount })}
        </Text>
      ) : null}
    </Group>
  );
}

/** "Add to my calendar": the server's .ics for this event, fetched with the person's token. */
function CalendarButton({ eventId, title }: { eventId: string; title: string }) {
  const { t } = useTranslation('eventPage');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      const file = await requestFile(`/api/events/${encodeURIComponent(eventId)}/calendar.ics`);
      saveBlob(file.name ?? `${title.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'event'}.ics`, file.blob);
    } catch (error) {
      showError((error as Error).message || t('calendar.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="default" leftSection={<IconCalendarPlus size={16} aria-hidden />} loading={busy} onClick={() => void download()}>
      {t('calendar.add')}
    </Button>
  );
}

/** What the viewer can do on the event page besides reading it. */
export function EventActions({ event, onChanged }: { event: EventDetails; onChanged: () => void }) {
  const { t } = useTranslation('eventPage');
  const cancelled = event.status === 'CANCELLED';
  return (
    <Stack gap="sm">
      {event.eventType === 'GROUP' ? <Registration event={event} onChanged={onChanged} /> : null}
      <Group gap="xs" wrap="wrap">
        {!cancelled ? <CalendarButton eventId={event._id} title={event.title} /> : null}
        {event.viewerCan.edit ? (
          <Button component={Link} to={eventEditPath(event._id)} variant="default" leftSection={<IconPencil size={16} aria-hidden />}>
            {t('edit')}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
