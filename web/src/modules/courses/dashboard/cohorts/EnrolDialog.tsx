import { type FormEvent, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { PeopleMultiPicker } from '../../../startups/shared/PeoplePicker';
import { ENROL_IN_COHORT, type CohortData } from '../graphql';
import { StartupMultiPicker } from './StartupMultiPicker';

interface EnrolDialogProps {
  cohort: CohortData | null;
  onClose: () => void;
  /** How many were enrolled who were not already. */
  onEnrolled: (count: number) => void;
}

/** Enrols people, and startups (their founders), in a cohort; those already in the course stay where they are. */
export function EnrolDialog({ cohort, onClose, onEnrolled }: EnrolDialogProps) {
  const { t } = useTranslation('courseDashboard');
  const [people, setPeople] = useState<string[]>([]);
  const [startups, setStartups] = useState<string[]>([]);
  const dirty = people.length + startups.length > 0;
  const close = () => {
    setPeople([]);
    setStartups([]);
    onClose();
  };
  return (
    <Dialog opened={cohort !== null} onClose={close} dirty={dirty} title={cohort ? t('enrol.title', { cohort: cohort.name }) : ''} size="lg" centered>
      {cohort && (
        <EnrolForm
          cohort={cohort}
          people={people}
          startups={startups}
          onPeople={setPeople}
          onStartups={setStartups}
          onCancel={close}
          onEnrolled={(count) => {
            setPeople([]);
            setStartups([]);
            onEnrolled(count);
          }}
        />
      )}
    </Dialog>
  );
}

interface EnrolFormProps {
  cohort: CohortData;
  people: string[];
  startups: string[];
  onPeople: (ids: string[]) => void;
  onStartups: (ids: string[]) => void;
  onCancel: () => void;
  onEnrolled: (count: number) => void;
}

function EnrolForm({ cohort, people, startups, onPeople, onStartups, onCancel, onEnrolled }: EnrolFormProps) {
  const { t } = useTranslation('courseDashboard');
  const errorMessage = useErrorMessage();
  const [enrol, enrolling] = useMutation(ENROL_IN_COHORT, { context: { showsOwnError: true } });
  const [failure, setFailure] = useState<string>();
  const empty = people.length + startups.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (empty) {
      setFailure(t('enrol.nobody'));
      return;
    }
    setFailure(undefined);
    try {
      const answer = await enrol({ variables: { cohortId: cohort._id, userIds: people.length ? people : null, startupIds: startups.length ? startups : null } });
      if (answer.data) onEnrolled(answer.data.enrolInCohort);
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('enrol.help')}
        </Text>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <PeopleMultiPicker label={t('enrol.people')} value={people} onChange={onPeople} roleTypes={null} />
        <StartupMultiPicker label={t('enrol.startups')} description={t('enrol.startupsHelp')} value={startups} onChange={onStartups} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={enrolling.loading}>
            {t('enrol.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
