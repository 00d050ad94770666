import { useMutation, useQuery } from '@apollo/client/react';
import { ActionIcon, Alert, Button, Card, Group, Loader, Select, SimpleGrid, Stack, Text, Textarea, Title, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { BOOKING_NOTE_MAX } from '@seedbed/contracts/events-input';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { browserTimeZone, formatEventWhen } from '../shared/format';
import { BOOK_EVENT_SLOT, CANCEL_EVENT_BOOKING, EVENT_BOOKING, type EventSlotData } from './graphql';
import { slotsByDay, weekStrip } from './slotDays';
import { dayHeading, timeOfDay } from '../../../ui/slots/slotText';
import slotClasses from '../../../ui/slots/slotWeek.module.css';
import classes from './booking.module.css';

/**
 * The slot picker of a one-on-one event (spec 3 §2), on its page: a week of days with the free
 * slots in the reader's zone (the event's named when it differs), a host to choose when several
 * are free, a note, and the reader's own bookings with a way to cancel each. A slot taken
 * meanwhile is refused by the server: the reason is shown and the slots are read again.
 */
export function BookEventSlots({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation('eventBooking');
  const errorMessage = useErrorMessage();
  const ask = useConfirm();
  const zone = browserTimeZone();
  const [week, setWeek] = useState(0);
  const strip = weekStrip(week, zone);
  const query = useQuery(EVENT_BOOKING, { variables: { eventId, from: strip.from, to: strip.to }, fetchPolicy: 'cache-and-network' });
  const [chosen, setChosen] = useState<EventSlotData | null>(null);
  const [hostId, setHostId] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  // The page above counts bookings: it is read again with the slots.
  const [book, booking] = useMutation(BOOK_EVENT_SLOT, { context: { showsOwnError: true }, refetchQueries: ['IncubatorEventPage'] });
  const [cancel] = useMutation(CANCEL_EVENT_BOOKING, { context: { showsOwnError: true }, refetchQueries: ['IncubatorEventPage'] });

  const event = query.data?.incubatorEvent;
  const byDay = slotsByDay(query.data?.eventSlots ?? [], zone);
  const hostName = (id: string) => event?.hosts.find((h) => h._id === id)?.fullName ?? '';
  const reload = () => void query.refetch().catch(() => undefined);
  const choose = (slot: EventSlotData) => {
    setChosen(slot);
    setHostId(null);
    setRefused(null);
  };

  async function submit() {
    if (!chosen) return;
    try {
      await book({ variables: { eventId, start: chosen.start, hostId, note: note.trim() || null } });
      showSuccess(t('booked', { when: formatEventWhen(chosen.start, chosen.end, event?.timezone ?? zone, i18n.language, zone) }));
      setNote('');
    } catch (error) {
      setRefused(errorMessage(error));
    }
    setChosen(null);
    reload();
  }

  async function cancelBooking(attendeeId: string, when: string) {
    if (!(await ask({ title: t('cancelTitle'), message: t('cancelQuestion', { when }), confirmLabel: t('cancelConfirm') }))) return;
    try {
      await cancel({ variables: { eventId, attendeeId } });
      showSuccess(t('cancelled'));
    } catch (error) {
      setRefused(errorMessage(error));
    }
    reload();
  }

  if (!event)
    return query.error ? (
      <Alert color="red" role="alert">
        {errorMessage(query.error)}
      </Alert>
    ) : (
      <Loader size="sm" aria-label={t('loading')} />
    );

  const block = event.viewerBookingBlock;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('title')}
        </Title>
        {event.viewerBookings.length ? (
          <Stack gap="xs" component="section" aria-label={t('mine')}>
            <Text fw={600} size="sm">
              {t('mine')}
            </Text>
            {event.viewerBookings.map((b) => {
              const when = b.slotStart && b.slotEnd ? formatEventWhen(b.slotStart, b.slotEnd, event.timezone, i18n.language, zone) : '';
              return (
                <Group key={b._id} justify="space-between" wrap="wrap" gap="xs" className={classes.booking}>
                  <Stack gap={0} miw={0}>
                    <Text size="sm">{when}</Text>
                    {b.host ? (
                      <Text size="xs" c="dimmed">
                        {t('with', { name: b.host.fullName })}
                      </Text>
                    ) : null}
                  </Stack>
                  <Button size="xs" variant="default" color="red" onClick={() => void cancelBooking(b._id, when)}>
                    {t('cancel')}
                  </Button>
                </Group>
              );
            })}
          </Stack>
        ) : null}
        {block ? <Alert color="yellow">{t(`blocks.${block}`, { count: event.numberOfSessions })}</Alert> : null}
        {refused ? (
          <Alert color="red" role="alert" withCloseButton onClose={() => setRefused(null)} closeButtonLabel={t('dismiss')}>
            {refused}
          </Alert>
        ) : null}
        {block ? null : (
          <>
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon variant="default" onClick={() => setWeek((w) => Math.max(0, w - 1))} disabled={week === 0} aria-label={t('previous')}>
                <IconChevronLeft size={16} className={slotClasses.flip} aria-hidden />
              </ActionIcon>
              <Text size="sm" c="dimmed" ta="center">
                {event.timezone === zone ? t('zone', { zone }) : t('zones', { zone, eventZone: event.timezone })}
              </Text>
              <ActionIcon variant="default" onClick={() => setWeek((w) => w + 1)} aria-label={t('next')}>
                <IconChevronRight size={16} className={slotClasses.flip} aria-hidden />
              </ActionIcon>
            </Group>
            <SimpleGrid cols={{ base: 2, xs: 4, sm: 7 }} spacing="xs" role="list" aria-label={t('days')}>
              {strip.days.map((date) => {
                const free = byDay.get(date) ?? [];
                return (
                  <Stack key={date} gap={4} role="listitem" className={slotClasses.day}>
                    <Text size="sm" fw={600} ta="center">
                      {dayHeading(date, i18n.language)}
                    </Text>
                    {free.length === 0 ? (
                      <Text size="xs" c="dimmed" ta="center">
                        {t('noneThatDay')}
                      </Text>
                    ) : (
                      free.map((slot) => (
                        <UnstyledButton
                          key={slot.start}
                          className={slotClasses.slot}
                          data-chosen={chosen?.start === slot.start || undefined}
                          aria-pressed={chosen?.start === slot.start}
                          onClick={() => choose(slot)}
                        >
                          {timeOfDay(slot.start, i18n.language, zone)}
                        </UnstyledButton>
                      ))
                    )}
                  </Stack>
                );
              })}
            </SimpleGrid>
            {query.loading ? <Loader size="xs" aria-label={t('loading')} /> : null}
            {chosen ? (
              <Stack gap="sm">
                {chosen.hostIds.length > 1 ? (
                  <Select
                    label={t('host')}
                    placeholder={t('anyHost')}
                    data={chosen.hostIds.map((id) => ({ value: id, label: hostName(id) }))}
                    value={hostId}
                    onChange={setHostId}
                    clearable
                  />
                ) : (
                  <Text size="sm">{t('with', { name: hostName(chosen.hostIds[0] ?? '') })}</Text>
                )}
                <Textarea
                  label={t('note')}
                  description={t('noteHint')}
                  value={note}
                  onChange={(e) => setNote(e.currentTarget.value)}
                  maxLength={BOOKING_NOTE_MAX}
                  autosize
                  minRows={2}
                />
                <Group justify="flex-end">
                  <Button onClick={() => void submit()} loading={booking.loading}>
                    {t('book', { when: formatEventWhen(chosen.start, chosen.end, event.timezone, i18n.language, zone) })}
                  </Button>
                </Group>
              </Stack>
            ) : null}
          </>
        )}
      </Stack>
    </Card>
  );
}
