import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { ASSIGN_STARTUP_PERSON, STARTUP_CHOICES, type MentorData } from '../graphql';

const OWN_ERRORS = { context: { showsOwnError: true } };

type StartupOption = { _id: string; name: string; logo: string | null };

interface AssignDialogProps {
  mentor: MentorData | null;
  onClose: () => void;
  onAssigned: (mentorId: string, startup: StartupOption) => void;
}

/** Places a mentor or expert on a startup chosen by name (STARTUP/ASSIGNATION_MEMBERS:EDIT). */
export function AssignDialog({ mentor, onClose, onAssigned }: AssignDialogProps) {
  const { t } = useTranslation('startups');
  const term = useStartupTerm();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [chosen, setChosen] = useState<StartupOption | null>(null);
  const [tried, setTried] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const choices = useQuery(STARTUP_CHOICES, { variables: { search: debounced || null }, skip: !mentor, fetchPolicy: 'cache-and-network' });
  const [assign, assigning] = useMutation(ASSIGN_STARTUP_PERSON);
  useEffect(() => {
    setSearch('');
    setChosen(null);
    setTried(false);
    setFailure(null);
  }, [mentor]);

  const already = new Set(mentor?.assignedStartups.map((s) => s._id));
  const found = (choices.data?.startups.results ?? []).filter((s) => !already.has(s._id));
  // The startup chosen stays offered when a new search no longer lists it.
  const options = chosen && !found.some((s) => s._id === chosen._id) ? [...found, chosen] : found;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (!mentor || !chosen) return;
    setFailure(null);
    try {
      await assign({ variables: { startupId: chosen._id, userId: mentor._id }, ...OWN_ERRORS });
      onAssigned(mentor._id, chosen);
      showSuccess(t('mentors.assigned', { name: mentor.fullName, startup: chosen.name }));
      onClose();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog opened={mentor !== null} onClose={onClose} dirty={chosen !== null} title={mentor ? t('mentors.assignTitle', { name: mentor.fullName }) : ''} centered>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Select
            label={term.singular}
            placeholder={t('mentors.searchStartup')}
            data={options.map((s) => ({ value: s._id, label: s.name }))}
            value={chosen?._id ?? null}
            onChange={(value) => setChosen(options.find((s) => s._id === value) ?? null)}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            filter={({ options: all }) => all}
            nothingFoundMessage={t('mentors.noStartup')}
            required
            error={tried && !chosen ? t('bulk.required') : undefined}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.cancel')}
            </Button>
            <Button type="submit" loading={assigning.loading}>
              {t('mentors.assign')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
