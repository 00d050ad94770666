import '../page/styles';
import './styles';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { findGraphQLError } from '../../../app/apollo/errors';
import { LoadError } from '../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { EVENT_LIST_PATHS, eventPath } from '../shared/paths';
import { EventEditor } from './EventEditor';
import { EVENT_FOR_EDIT } from './graphql';

/**
 * /events/:id/edit. An event the viewer cannot see (or of another organisation) is not found; one
 * they see but may not change opens its page instead.
 */
export function EditorPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('eventEditor');
  const { data, loading, error, refetch } = useQuery(EVENT_FOR_EDIT, { variables: { id }, fetchPolicy: 'network-only' });
  const event = data?.incubatorEvent;
  if (event) return event.viewerCan.edit ? <EventEditor key={event._id} initialEvent={event} /> : <Navigate to={eventPath(event._id)} replace />;
  if (loading) {
    return (
      <Center mih="60vh">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!error || findGraphQLError(error, 'NOT_FOUND') || findGraphQLError(error, 'VALIDATION_ERROR')) return <NotFoundPage backTo={EVENT_LIST_PATHS.FEED} inFrame />;
  return <LoadError error={error} onRetry={() => void refetch()} />;
}
