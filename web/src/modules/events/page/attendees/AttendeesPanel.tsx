import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Card, Group, Select, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AttendeeStatus } from '@seedbed/contracts/events';
import { localDate } from '@seedbed/contracts/time';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { confirm } from '../../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../../ui/feedback/notify';
import { ListFooter } from '../../../../ui/list/ListFooter';
import { ExportButton } from '../../../exports/ExportButton';
import { attendeeStatusKey } from '../../shared/labels';
import { CANCEL_EVENT_REGISTRATION, SET_ATTENDEE_STATUS, type EventAttendeeRow, type EventDetails } from '../graphql';
import { AttendeeCards, AttendeeTable, type AttendeeAction } from './AttendeeRows';
import { RegisterPeopleDialog } from './RegisterPeopleDialog';
import { useAttendees } from './useAttendees';

type Tab = 'registered' | 'waitlist';
const FILTER_STATUSES: readonly AttendeeStatus[] = ['REGISTERED', 'ATTENDED', 'NO_SHOW', 'EVENT_CANCELLED'];

/** Whether today, in the event's own zone, is one of the days it runs on. */
export function isEventDay(start: string, end: string, timeZone: string, now = new Date()): boolean {
  const today = localDate(now, timeZone);
  return localDate(new Date(start), timeZone) <= today && today <= localDate(new Date(end), timeZone);
}

/** Hosts' and managers' view of who comes: registered and waitlisted people, check-in, statuses, adding and removing people, exports. */
export function AttendeesPanel({ event, onChanged }: { event: EventDetails; onChanged: () => void }) {
  const { t } = useTranslation('eventPage');
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const group = event.eventType === 'GROUP';
  const [tab, setTab] = useState<Tab>('registered');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<AttendeeStatus | null>(null);
  const [registering, setRegistering] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const waitlist = group && tab === 'waitlist';
  const list = useAttendees(event._id, { waitlisted: waitlist, status: waitlist ? null : status, search: debounced || null });
  const [setAttendeeStatus] = useMutation(SET_ATTENDEE_STATUS, { context: { showsOwnError: true } });
  const [cancelRegistration] = useMutation(CANCEL_EVENT_REGISTRATION, { context: { showsOwnError: true } });
  const checkInDay = event.status !== 'CANCELLED' && isEventDay(event.startTime, event.endTime, event.timezone);

  const changed = () => {
    onChanged();
    void list.reload();
  };

  const run = async (row: EventAttendeeRow, action: AttendeeAction) => {
    const name = row.user?.fullName ?? '';
    if (action.kind === 'remove') {
      const sure = await confirm({
        title: t('attendees.removeTitle'),
        message: t('attendees.removeQuestion', { name }),
        confirmLabel: t('attendees.remove'),
        cancelLabel: t('attendees.close'),
      });
      if (!sure) return;
    }
    setBusyId(row._id);
    try {
      if (action.kind === 'remove') {
        await cancelRegistration({ variables: group ? { eventId: event._id, userId: row.user?._id } : { eventId: event._id, attendeeId: row._id } });
        showSuccess(t('attendees.removed', { name }));
        changed();
      } else {
        const { data } = await setAttendeeStatus({ variables: { eventId: event._id, userId: row.user?._id ?? '', status: action.status } });
        const updated = data?.setAttendeeStatus;
        // A row that no longer matches the status filter leaves the list.
        list.patch(row._id, updated && (!status || updated.status === status) ? () => updated : null);
        showSuccess(action.status === 'ATTENDED' ? t('attendees.checkedIn', { name }) : t('attendees.statusSet', { name, status: t(attendeeStatusKey(action.status)) }));
        onChanged();
      }
    } catch (error) {
      showError(errorMessage(error));
    } finally {
      setBusyId(null);
    }
  };

  const Rows = phone ? AttendeeCards : AttendeeTable;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="event-attendees">
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Title order={2} size="h4" id="event-attendees">
            {group ? t('attendees.title') : t('attendees.bookingsTitle')}
          </Title>
          <Group gap="xs" wrap="wrap">
            {event.viewerCan.registerOthers && group && event.status !== 'CANCELLED' ? (
              <Button leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setRegistering(true)}>
                {t('attendees.register')}
              </Button>
            ) : null}
            <ExportButton type="event" filter={{ eventId: event._id }} />
          </Group>
        </Group>
        {group ? (
          <Tabs value={tab} onChange={(value) => setTab((value as Tab) ?? 'registered')}>
            <Tabs.List>
              <Tabs.Tab value="registered">{t('attendees.tabRegistered', { n: event.noOfBookings })}</Tabs.Tab>
              <Tabs.Tab value="waitlist">{t('attendees.tabWaitlist', { n: event.waitlistCount })}</Tabs.Tab>
            </Tabs.List>
          </Tabs>
        ) : null}
        <Group gap="xs" wrap="wrap" align="flex-end">
          <TextInput
            flex="1 1 14rem"
            label={t('attendees.search')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(e) => setSearch(e.currentTarget.value)}
          />
          {!waitlist ? (
            <Select
              w={{ base: '100%', xs: 200 }}
              label={t('attendees.statusFilter')}
              placeholder={t('attendees.allStatuses')}
              data={FILTER_STATUSES.map((value) => ({ value, label: t(attendeeStatusKey(value)) }))}
              value={status}
              onChange={(value) => setStatus(value as AttendeeStatus | null)}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          ) : null}
        </Group>
        {list.error ? (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        ) : null}
        {list.rows.length ? (
          <Rows rows={list.rows} checkInDay={checkInDay} slots={!group} busyId={busyId} onAction={(row, action) => void run(row, action)} />
        ) : !list.loading && !list.error ? (
          <Text c="dimmed" size="sm">
            {debounced || status ? t('attendees.noneFound') : waitlist ? t('attendees.waitlistEmpty') : t('attendees.none')}
          </Text>
        ) : null}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
      <RegisterPeopleDialog eventId={event._id} opened={registering} onClose={() => setRegistering(false)} onRegistered={changed} />
    </Card>
  );
}
