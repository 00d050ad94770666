import { ActionIcon, Avatar, Badge, Button, Card, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconUserCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type AttendeeStatus, mayMoveAttendee } from '@seedbed/contracts/events';
import { attendeeStatusKey } from '../../shared/labels';
import type { EventAttendeeRow } from '../graphql';
import classes from '../eventPage.module.css';

/** The statuses a host sets by hand; EVENT_CANCELLED follows the event's cancellation only. */
const SETTABLE: readonly AttendeeStatus[] = ['REGISTERED', 'ATTENDED', 'NO_SHOW'];
const STATUS_COLORS: Record<AttendeeStatus, string> = { REGISTERED: 'blue', ATTENDED: 'teal', NO_SHOW: 'orange', EVENT_CANCELLED: 'gray' };

export type AttendeeAction = { kind: 'status'; status: AttendeeStatus } | { kind: 'remove' };

interface RowsProps {
  rows: readonly EventAttendeeRow[];
  /** Today is the event's day: a registered person can be checked in with one click. */
  checkInDay: boolean;
  /** One-on-one bookings show their slot. */
  slots: boolean;
  /** The row an action is running on. */
  busyId: string | null;
  onAction: (row: EventAttendeeRow, action: AttendeeAction) => void;
}

function StatusBadge({ row }: { row: EventAttendeeRow }) {
  const { t } = useTranslation('eventPage');
  if (row.waitlisted)
    return (
      <Badge variant="light" color="yellow">
        {t('attendees.waitlisted')}
      </Badge>
    );
  return (
    <Badge variant="light" color={STATUS_COLORS[row.status as AttendeeStatus] ?? 'gray'}>
      {t(attendeeStatusKey(row.status as AttendeeStatus))}
    </Badge>
  );
}

function useWhen() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso: string | null | undefined) => (iso ? format.format(new Date(iso)) : '');
}

function RowActions({ row, checkInDay, busy, onAction }: { row: EventAttendeeRow; checkInDay: boolean; busy: boolean; onAction: RowsProps['onAction'] }) {
  const { t } = useTranslation('eventPage');
  const name = row.user?.fullName ?? '';
  const status = row.status as AttendeeStatus;
  if (status === 'EVENT_CANCELLED') return null;
  const moves = row.waitlisted ? [] : SETTABLE.filter((to) => to !== status && mayMoveAttendee(status, to));
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {checkInDay && status === 'REGISTERED' && !row.waitlisted ? (
        <Button
          size="xs"
          variant="light"
          color="teal"
          leftSection={<IconUserCheck size={14} aria-hidden />}
          loading={busy}
          onClick={() => onAction(row, { kind: 'status', status: 'ATTENDED' })}
          aria-label={t('attendees.checkInName', { name })}
        >
          {t('attendees.checkIn')}
        </Button>
      ) : null}
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" aria-label={t('attendees.actionsFor', { name })} disabled={busy}>
            <IconDots size={18} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {moves.length ? <Menu.Label>{t('attendees.setStatus')}</Menu.Label> : null}
          {moves.map((to) => (
            <Menu.Item key={to} onClick={() => onAction(row, { kind: 'status', status: to })}>
              {t(attendeeStatusKey(to))}
            </Menu.Item>
          ))}
          {moves.length ? <Menu.Divider /> : null}
          <Menu.Item color="red" onClick={() => onAction(row, { kind: 'remove' })}>
            {t('attendees.remove')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}

function Person({ row }: { row: EventAttendeeRow }) {
  return (
    <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
      <Avatar src={row.user?.avatar} name={row.user?.fullName ?? ''} alt="" size={28} radius="xl" />
      <Text size="sm" truncate dir="auto">
        {row.user?.fullName}
      </Text>
    </Group>
  );
}

/** A table from 576 px up. */
export function AttendeeTable({ rows, checkInDay, slots, busyId, onAction }: RowsProps) {
  const { t } = useTranslation('eventPage');
  const when = useWhen();
  return (
    <div className={classes.tableWrap}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('attendees.name')}</Table.Th>
            <Table.Th>{t('attendees.status')}</Table.Th>
            <Table.Th>{slots ? t('attendees.slot') : t('attendees.registeredAt')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('attendees.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id} data-testid="attendee-row">
              <Table.Td>
                <Person row={row} />
              </Table.Td>
              <Table.Td>
                <StatusBadge row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{slots ? when(row.slotStart) : when(row.registrationTime)}</Text>
              </Table.Td>
              <Table.Td>
                <RowActions row={row} checkInDay={checkInDay} busy={busyId === row._id} onAction={onAction} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** One card per person below 576 px, so nothing scrolls sideways. */
export function AttendeeCards({ rows, checkInDay, slots, busyId, onAction }: RowsProps) {
  const when = useWhen();
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row._id} component="li" withBorder padding="sm" className={classes.attendeeCard} data-testid="attendee-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Person row={row} />
              <Group gap="xs">
                <StatusBadge row={row} />
                <Text size="xs" c="dimmed">
                  {slots ? when(row.slotStart) : when(row.registrationTime)}
                </Text>
              </Group>
            </Stack>
            <RowActions row={row} checkInDay={checkInDay} busy={busyId === row._id} onAction={onAction} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
