import { useState } from 'react';
import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { FOUNDER_TYPES, type FounderType } from '@seedbed/contracts/startups';
import { STARTUP_SIDE } from '@seedbed/contracts/roles';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { roleName } from '../../../shell/user/roleName';
import { ADD_STARTUP_FOUNDER, ASSIGN_STARTUP_PERSON, ASSIGNABLE_STARTUP_PEOPLE, FOUNDER_CANDIDATES, type StartupFile } from '../graphql';

/** Adds a founder (with their founder type) or places a staff member, coach, mentor or expert on the startup. */
export function PersonDialog({ kind, startup, onClose }: { kind: 'founder' | 'assignee' | null; startup: StartupFile; onClose: () => void }) {
  const { t } = useTranslation('startupFile');
  return (
    <Dialog opened={kind !== null} onClose={onClose} title={kind === 'founder' ? t('company.addFounder') : t('company.assign')}>
      {kind ? <PersonForm key={kind} kind={kind} startup={startup} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PersonForm({ kind, startup, onDone }: { kind: 'founder' | 'assignee'; startup: StartupFile; onDone: () => void }) {
  const { t } = useTranslation('startupFile');
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [query] = useDebouncedValue(search.trim(), 300);
  const [userId, setUserId] = useState<string | null>(null);
  const [founderType, setFounderType] = useState<FounderType>('cofounder');
  const [failure, setFailure] = useState<string>();
  const [chosen, setChosen] = useState('');
  const founders = useQuery(FOUNDER_CANDIDATES, {
    variables: { filter: { search: query || null, roleTypes: [...STARTUP_SIDE, 'founder'] }, limit: 20 },
    skip: kind !== 'founder',
  });
  const assignable = useQuery(ASSIGNABLE_STARTUP_PEOPLE, { variables: { startupId: startup._id, search: query || null }, skip: kind !== 'assignee' });
  const [addFounder, adding] = useMutation(ADD_STARTUP_FOUNDER, { context: { showsOwnError: true } });
  const [assign, assigning] = useMutation(ASSIGN_STARTUP_PERSON, { context: { showsOwnError: true } });
  const taken = new Set(startup.founders.map((f) => f.user._id));
  const people =
    kind === 'founder'
      ? (founders.data?.users.results ?? []).filter((person) => !taken.has(person._id)).map((person) => ({ value: person._id, label: person.fullName }))
      : (assignable.data?.assignableStartupPeople ?? []).map((person) => ({ value: person._id, label: person.fullName }));
  // Staff, coaches, mentors and experts are told apart by their role beside their name.
  const roles = new Map(
    (assignable.data?.assignableStartupPeople ?? []).map((person) => [
      person._id,
      person.roleType ? roleName(t, { type: person.roleType, label: person.roleLabel ?? null }) : null,
    ]),
  );
  // The chosen person stays in the list while the next search runs.
  const data = userId && !people.some((p) => p.value === userId) ? [...people, { value: userId, label: chosen }] : people;

  async function submit() {
    if (!userId) return;
    setFailure(undefined);
    try {
      if (kind === 'founder') await addFounder({ variables: { startupId: startup._id, userId, founderType } });
      else await assign({ variables: { startupId: startup._id, userId } });
      showSuccess(kind === 'founder' ? t('company.founderAdded', { name: chosen }) : t('company.personAssigned', { name: chosen }));
      onDone();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Select
          label={t('company.person')}
          data={data}
          value={userId}
          onChange={(value, option) => {
            setUserId(value);
            setChosen(option?.label ?? '');
          }}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          filter={({ options }) => options}
          nothingFoundMessage={t('company.nobodyFound')}
          renderOption={({ option }) => (
            <Group gap={6} wrap="nowrap">
              <span>{option.label}</span>
              {roles.get(option.value) ? (
                <Text span size="xs" c="dimmed">
                  {roles.get(option.value)}
                </Text>
              ) : null}
            </Group>
          )}
          required
          data-autofocus
        />
        {kind === 'founder' ? (
          <Select
            label={t('company.founderType')}
            data={FOUNDER_TYPES.map((type) => ({ value: type, label: t(`founderTypes.${type}`) }))}
            value={founderType}
            onChange={(value) => value && setFounderType(value as FounderType)}
            allowDeselect={false}
          />
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:feedback.cancel')}
          </Button>
          <Button type="submit" disabled={!userId} loading={adding.loading || assigning.loading}>
            {kind === 'founder' ? t('company.addFounder') : t('company.assign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
