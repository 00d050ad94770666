import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Group, Loader, Select, SimpleGrid, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { SESSION_DURATIONS } from '@seedbed/contracts/coaching';
import { BOOKING_TOPIC_MAX } from '@seedbed/contracts/coaching-input';
import { addDays, localDate, startOfLocalDay } from '@seedbed/contracts/time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { refusalOf, viewerZone } from './availabilityText';
import { dayHeading, timeOfDay } from '../../../ui/slots/slotText';
import type { BookMeetingRequest } from './bookMeeting';
import { BOOK_MEETING, BOOKABLE_HOSTS, BOOKABLE_SLOTS } from './graphql';
import classes from '../../../ui/slots/slotWeek.module.css';

const DAYS_SHOWN = 7;

/**
 * Booking a meeting in someone's free time (spec 2 §4): the host (among a startup's, or the one
 * whose profile it was opened from), the length, then a strip of days with the free times in the
 * reader's zone. A time taken meanwhile is refused by the server; the dialog says why and shows
 * the times still free.
 */
export function BookingDialog({ request, opened, onClose }: { request: BookMeetingRequest; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('availability');
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const zone = viewerZone();
  const hosts = useQuery(BOOKABLE_HOSTS, { variables: { startupId: request.startupId ?? '' }, skip: !request.startupId || Boolean(request.hostId) });
  const hostList = hosts.data?.bookableHosts ?? [];
  const [chosenHost, setChosenHost] = useState<string | null>(request.hostId ?? null);
  const hostId = chosenHost ?? hostList[0]?.user._id ?? null;
  const host = hostList.find((h) => h.user._id === hostId);
  const [duration, setDuration] = useState<number | null>(null);
  const minutes = duration ?? host?.defaultDuration ?? 30;
  const [week, setWeek] = useState(0);
  const firstDay = addDays(localDate(new Date(), zone), week * DAYS_SHOWN);
  const days = Array.from({ length: DAYS_SHOWN }, (_, i) => addDays(firstDay, i));
  const slots = useQuery(BOOKABLE_SLOTS, {
    variables: {
      hostId: hostId ?? '',
      from: startOfLocalDay(firstDay, zone).toISOString(),
      to: startOfLocalDay(addDays(firstDay, DAYS_SHOWN), zone).toISOString(),
      duration: minutes,
      startupId: request.startupId ?? null,
      timeZone: zone,
    },
    skip: !hostId,
    fetchPolicy: 'cache-and-network',
  });
  const [chosen, setChosen] = useState<string | null>(null);
  const [topic, setTopic] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const [book, booking] = useMutation(BOOK_MEETING, { context: { showsOwnError: true }, refetchQueries: ['StartupCoachingSessions', 'CoachingSessions'] });

  const offer = slots.data?.bookableSlots;
  const byDay = new Map((offer?.days ?? []).map((d) => [d.date, d.slots]));
  const choose = (start: string) => {
    setChosen(start);
    setRefused(null);
  };

  async function submit() {
    if (!hostId || !chosen) return;
    try {
      const answer = await book({
        variables: {
          input: { hostId, start: chosen, duration: minutes, startupId: request.startupId ?? null, topic: topic.trim() || null, forUserId: request.forUserId ?? null },
        },
      });
      const session = answer.data?.bookMeeting;
      showSuccess(t('booking.booked', { when: `${dayHeading(localDate(new Date(chosen), zone), i18n.language)} ${timeOfDay(chosen, i18n.language, zone)}` }));
      onClose();
      if (session) navigate(`/coaching/session/${session._id}`);
    } catch (error) {
      const reason = refusalOf(error);
      setRefused(reason ? (reason === 'BUSY' ? t('booking.taken') : t(`refusals.${reason}`)) : errorMessage(error));
      setChosen(null);
      void slots.refetch().catch(() => undefined);
    }
  }

  const durationOptions = SESSION_DURATIONS.map((d) => ({ value: String(d), label: t('minutes', { n: d }) }));
  return (
    <Dialog opened={opened} onClose={onClose} title={t('booking.title')} size="lg" dirty={Boolean(chosen || topic)}>
      <Stack gap="md">
        {request.hostId ? (
          request.hostName ? (
            <Text fw={500}>{t('booking.with', { name: request.hostName })}</Text>
          ) : null
        ) : hosts.loading && !hosts.data ? (
          <Loader size="sm" aria-label={t('loading')} />
        ) : hostList.length === 0 ? (
          <Alert color="gray">{t('booking.noHosts')}</Alert>
        ) : (
          <Select
            label={t('booking.host')}
            data={hostList.map((h) => ({ value: h.user._id, label: h.user.fullName }))}
            value={hostId}
            onChange={(value) => {
              setChosenHost(value);
              setChosen(null);
            }}
            allowDeselect={false}
          />
        )}
        {hostId ? (
          <>
            <Select
              label={t('booking.duration')}
              data={durationOptions}
              value={String(minutes)}
              onChange={(value) => {
                setDuration(value ? Number(value) : null);
                setChosen(null);
              }}
              allowDeselect={false}
            />
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon variant="default" onClick={() => setWeek((w) => Math.max(0, w - 1))} disabled={week === 0} aria-label={t('booking.previous')}>
                <IconChevronLeft size={16} className={classes.flip} aria-hidden />
              </ActionIcon>
              <Text size="sm" c="dimmed" ta="center">
                {t('booking.zones', { zone, hostZone: offer?.hostTimeZone ?? host?.timeZone ?? '' })}
              </Text>
              <ActionIcon variant="default" onClick={() => setWeek((w) => w + 1)} aria-label={t('booking.next')}>
                <IconChevronRight size={16} className={classes.flip} aria-hidden />
              </ActionIcon>
            </Group>
            {offer?.unavailable ? <Alert color="yellow">{t(`refusals.${offer.unavailable}`)}</Alert> : null}
            {slots.loading && !offer ? (
              <Loader size="sm" aria-label={t('loading')} />
            ) : (
              <SimpleGrid cols={{ base: 2, xs: 4, sm: 7 }} spacing="xs" role="list" aria-label={t('booking.days')}>
                {days.map((date) => {
                  const free = byDay.get(date) ?? [];
                  return (
                    <Stack key={date} gap={4} role="listitem" className={classes.day}>
                      <Text size="sm" fw={600} ta="center">
                        {dayHeading(date, i18n.language)}
                      </Text>
                      {free.length === 0 ? (
                        <Text size="xs" c="dimmed" ta="center">
                          {t('booking.noneThatDay')}
                        </Text>
                      ) : (
                        free.map((slot) => (
                          <UnstyledButton
                            key={slot.start}
                            className={classes.slot}
                            data-chosen={chosen === slot.start || undefined}
                            aria-pressed={chosen === slot.start}
                            onClick={() => choose(slot.start)}
                          >
                            {timeOfDay(slot.start, i18n.language, zone)}
                          </UnstyledButton>
                        ))
                      )}
                    </Stack>
                  );
                })}
              </SimpleGrid>
            )}
            {refused ? (
              <Alert color="red" role="alert">
                {refused}
              </Alert>
            ) : null}
            <TextInput label={t('booking.topic')} value={topic} maxLength={BOOKING_TOPIC_MAX} onChange={(e) => setTopic(e.currentTarget.value)} />
          </>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={() => void submit()} disabled={!chosen} loading={booking.loading}>
            {chosen
              ? t('booking.bookAt', { time: `${dayHeading(localDate(new Date(chosen), zone), i18n.language)} ${timeOfDay(chosen, i18n.language, zone)}` })
              : t('booking.book')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
