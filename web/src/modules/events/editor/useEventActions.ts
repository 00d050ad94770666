import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { EVENT_LIST_PATHS, eventEditPath } from '../shared/paths';
import { ARCHIVE_EVENT, CANCEL_EVENT, DELETE_EVENT, DUPLICATE_EVENT, PUBLISH_EVENT, UNPUBLISH_EVENT, type EditedEvent, type EventEditScope } from './graphql';

/** The lists that show events read again after a change of status. */
const REFETCH = ['IncubatorEvents', 'IncubatorEventPage'];
const OWN_ERRORS = { showsOwnError: true };

interface Tools {
  event: EditedEvent;
  t: TFunction;
  askScope: (title: string, confirmLabel: string) => Promise<EventEditScope | null>;
  /** The server's event after a change of status or archiving. */
  onChanged: (event: EditedEvent) => void;
  /** Called before leaving on purpose, so the unsaved-changes question stays silent. */
  release: () => void;
}

/** The editor's actions besides saving: publish, unpublish, cancel, delete, duplicate, archive. */
export function useEventActions({ event, t, askScope, onChanged, release }: Tools) {
  const confirm = useConfirm();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [cancelling, setCancelling] = useState(false);
  const [publish, published] = useMutation(PUBLISH_EVENT, { refetchQueries: REFETCH });
  const [unpublish, unpublished] = useMutation(UNPUBLISH_EVENT, { refetchQueries: REFETCH });
  const [cancel, cancelled] = useMutation(CANCEL_EVENT, { refetchQueries: REFETCH });
  const [remove, removed] = useMutation(DELETE_EVENT, { refetchQueries: REFETCH });
  const [duplicate, duplicated] = useMutation(DUPLICATE_EVENT, { refetchQueries: REFETCH });
  const [archive, archived] = useMutation(ARCHIVE_EVENT, { refetchQueries: REFETCH });

  const attempt = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      showError(errorMessage(error));
    }
  };

  return {
    busy: published.loading || unpublished.loading || cancelled.loading || removed.loading || duplicated.loading || archived.loading,
    cancelling,
    cancelBusy: cancelled.loading,
    closeCancel: () => setCancelling(false),
    publish: () =>
      attempt(async () => {
        const scope = await askScope(t('actions.publish'), t('actions.publish'));
        if (!scope) return;
        const answer = await publish({ variables: { eventId: event._id, scope }, context: OWN_ERRORS });
        if (answer.data) onChanged(answer.data.publishIncubatorEvent);
        showSuccess(t('done.published'));
      }),
    unpublish: () =>
      attempt(async () => {
        const scope = await askScope(t('actions.unpublish'), t('actions.unpublish'));
        if (!scope) return;
        const answer = await unpublish({ variables: { eventId: event._id, scope }, context: OWN_ERRORS });
        if (answer.data) onChanged(answer.data.unpublishIncubatorEvent);
        showSuccess(t('done.unpublished'));
      }),
    /** Opens the message dialog; `confirmCancel` does the work once the scope is known. */
    startCancel: () => setCancelling(true),
    confirmCancel: (message: string | null) =>
      attempt(async () => {
        const scope = await askScope(t('cancel.title'), t('cancel.confirm'));
        if (!scope) return;
        const answer = await cancel({ variables: { eventId: event._id, scope, message }, context: OWN_ERRORS });
        setCancelling(false);
        if (answer.data) onChanged(answer.data.cancelIncubatorEvent);
        showSuccess(t('done.cancelled'));
      }),
    remove: () =>
      attempt(async () => {
        const scope = await askScope(t('actions.delete'), t('actions.delete'));
        if (!scope) return;
        const sure = await confirm({
          title: t('delete.title'),
          message: scope === 'SERIES' ? t('delete.seriesMessage', { title: event.title || t('untitled') }) : t('delete.message', { title: event.title || t('untitled') }),
          confirmLabel: t('actions.delete'),
        });
        if (!sure) return;
        await remove({ variables: { eventId: event._id, scope }, context: OWN_ERRORS });
        showSuccess(t('done.deleted'));
        release();
        await navigate(EVENT_LIST_PATHS.CREATED_BY_ME);
      }),
    duplicate: () =>
      attempt(async () => {
        const answer = await duplicate({ variables: { eventId: event._id }, context: OWN_ERRORS });
        const id = answer.data?.duplicateIncubatorEvent._id;
        if (!id) return;
        showSuccess(t('done.duplicated'));
        // Unsaved changes are not part of the copy: leaving still asks about them.
        await navigate(eventEditPath(id));
      }),
    archive: () =>
      attempt(async () => {
        const answer = await archive({ variables: { eventId: event._id, archived: !event.isArchived }, context: OWN_ERRORS });
        if (answer.data) onChanged(answer.data.archiveIncubatorEvent);
        showSuccess(event.isArchived ? t('done.unarchived') : t('done.archived'));
      }),
  };
}

export type EventActions = ReturnType<typeof useEventActions>;
