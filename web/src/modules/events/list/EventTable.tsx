import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EventStatusBadge } from '../shared/EventStatusBadge';
import { EventTypeBadge } from '../shared/EventTypeBadge';
import { eventWhenParts } from '../shared/format';
import type { EventListItem } from '../shared/graphql';

interface EventTableProps {
  events: readonly EventListItem[];
  timeZone: string;
  hrefOf: (event: EventListItem) => string;
}

/** The table view; on narrow screens it scrolls sideways inside its own box, the page does not. */
export function EventTable({ events, timeZone, hrefOf }: EventTableProps) {
  const { t, i18n } = useTranslation('events');
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="event-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('table.title')}</Table.Th>
            <Table.Th>{t('table.when')}</Table.Th>
            <Table.Th>{t('table.type')}</Table.Th>
            <Table.Th>{t('table.status')}</Table.Th>
            <Table.Th>{t('table.hosts')}</Table.Th>
            <Table.Th ta="end">{t('table.registered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {events.map((event) => {
            const when = eventWhenParts(event.startTime, event.endTime, event.timezone, i18n.language, timeZone);
            return (
              <Table.Tr key={event._id} data-testid="event-row">
                <Table.Td>
                  <Anchor component={Link} to={hrefOf(event)} fw={500}>
                    {event.title || t('untitled')}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{when.viewer}</Text>
                  {when.event && (
                    <Text size="xs" c="dimmed">
                      {t('card.eventTime', { time: when.event })}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <EventTypeBadge type={event.eventType} size="sm" />
                </Table.Td>
                <Table.Td>
                  <EventStatusBadge status={event.status} size="sm" />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{event.hosts.map((host) => host.fullName).join(', ')}</Text>
                </Table.Td>
                <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                  <Text size="sm">{event.capacity === null ? event.noOfBookings : t('table.registeredOf', { registered: event.noOfBookings, capacity: event.capacity })}</Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
