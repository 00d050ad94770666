import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { REGISTER_PEOPLE_MAX } from '@seedbed/contracts/events';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { showSuccess } from '../../../../ui/feedback/notify';
import { PeopleMultiPicker } from '../../../startups/shared/PeoplePicker';
import { REGISTER_USERS_FOR_EVENT } from '../graphql';

interface RegisterPeopleDialogProps {
  eventId: string;
  opened: boolean;
  onClose: () => void;
  onRegistered: () => void;
}

/**
 * Registers chosen people (EVENT:REGISTER, or a host): the server keeps only those the viewer
 * administers and the event is for, and puts them on the waitlist when it is full.
 */
export function RegisterPeopleDialog({ eventId, opened, onClose, onRegistered }: RegisterPeopleDialogProps) {
  const { t } = useTranslation('eventPage');
  const [chosen, setChosen] = useState<string[]>([]);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('attendees.registerTitle')} dirty={opened && chosen.length > 0} size="lg">
      {opened ? (
        <RegisterPeopleForm
          eventId={eventId}
          chosen={chosen}
          onChosen={setChosen}
          onCancel={onClose}
          onDone={() => {
            setChosen([]);
            onRegistered();
            onClose();
          }}
        />
      ) : null}
    </Dialog>
  );
}

function RegisterPeopleForm({
  eventId,
  chosen,
  onChosen,
  onCancel,
  onDone,
}: {
  eventId: string;
  chosen: string[];
  onChosen: (ids: string[]) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('eventPage');
  const errorMessage = useErrorMessage();
  const [registerUsers, registering] = useMutation(REGISTER_USERS_FOR_EVENT, { context: { showsOwnError: true } });
  const [failure, setFailure] = useState<string>();
  const [empty, setEmpty] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!chosen.length) return setEmpty(true);
    try {
      const { data } = await registerUsers({ variables: { eventId, userIds: chosen } });
      showSuccess(t('attendees.registered', { count: data?.registerUsersForEvent.length ?? 0 }));
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <PeopleMultiPicker
          label={t('attendees.people')}
          description={t('attendees.peopleHint')}
          roleTypes={null}
          value={chosen}
          onChange={(ids) => {
            setEmpty(false);
            onChosen(ids.slice(0, REGISTER_PEOPLE_MAX));
          }}
          error={empty ? t('attendees.choosePeople') : undefined}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('attendees.close')}
          </Button>
          <Button type="submit" loading={registering.loading}>
            {t('attendees.registerSubmit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
