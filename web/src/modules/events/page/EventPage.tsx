import { useQuery } from '@apollo/client/react';
import { Alert, Card, Center, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { findGraphQLError } from '../../../app/apollo/errors';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { BookEventSlots } from '../booking/BookEventSlots';
import { AttendeesPanel } from './attendees/AttendeesPanel';
import { EventActions } from './EventActions';
import { EventAttachments } from './EventAttachments';
import { EventSummary } from './EventSummary';
import { INCUBATOR_EVENT, type EventDetails } from './graphql';
import './styles';

/** /events/:id (spec 3 §2): the event, registering or booking, the calendar file, and for its hosts the attendees. */
export function EventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('eventPage');
  const errorMessage = useErrorMessage();
  const { data, error, loading, refetch } = useQuery(INCUBATOR_EVENT, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const event = data?.incubatorEvent;
  usePageTitle(event?.title);
  if (!event && loading)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!event && (!error || findGraphQLError(error, 'NOT_FOUND'))) return <NotFoundPage inFrame backTo="/events" />;
  if (!event)
    return (
      <Alert color="red" role="alert" m="md">
        {errorMessage(error)}
      </Alert>
    );
  const refresh = () => void refetch().catch(() => undefined);
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%" p={{ base: 'xs', sm: 'md' }}>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="lg">
          <EventSummary {...summaryOf(event)} />
          <EventActions event={event} onChanged={refresh} />
        </Stack>
      </Card>
      {event.eventType === 'ONE_ON_ONE' && event.status === 'PUBLISHED' ? <BookEventSlots eventId={event._id} /> : null}
      <EventAttachments files={event.attachments} links={event.attachmentLinks} />
      {event.viewerCan.manageAttendees ? <AttendeesPanel event={event} onChanged={refresh} /> : null}
    </Stack>
  );
}

function summaryOf(event: EventDetails) {
  return {
    title: event.title,
    descriptionHtml: event.description,
    cover: event.cover ?? null,
    image: event.image ?? null,
    start: event.startTime,
    end: event.endTime,
    timezone: event.timezone,
    locationMode: event.locationMode,
    locationText: event.location.text ?? null,
    locationLink: event.location.link ?? null,
    conferenceUrl: event.conferenceData.url ?? null,
    hostNames: event.hosts.map((host) => host.fullName),
    tags: event.tags,
    capacity: event.capacity ?? null,
    placesLeft: event.registration.placesLeft ?? null,
    status: event.status,
    eventType: event.eventType,
  };
}
