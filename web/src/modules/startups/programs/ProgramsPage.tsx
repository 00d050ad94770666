import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Anchor, Badge, Button, Card, Center, Group, Loader, Menu, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCalendar, IconDots, IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { PROGRAMS, type ProgramSummaryData } from '../graphql';
import { programPath } from '../paths';
import { formatCalendarDate } from '../shared/dates';
import { StartupsLayout } from '../shared/StartupsLayout';
import { ProgramDialog } from './ProgramDialog';
import { programPeriod, useDeleteProgram } from './programActions';

/** Programmes whose name or cohort holds what was typed, ignoring case. */
export function matchPrograms<P extends { name: string; cohort: string | null }>(programs: readonly P[], search: string): P[] {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return [...programs];
  return programs.filter((p) => p.name.toLocaleLowerCase().includes(needle) || (p.cohort ?? '').toLocaleLowerCase().includes(needle));
}

type Editing = { program: ProgramSummaryData | null } | null;

/** /startups/programs: the programmes the viewer may see, to open, create, edit or delete. */
export function ProgramsPage() {
  const { t } = useTranslation('startups');
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const { data, loading, error, refetch } = useQuery(PROGRAMS, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const mayCreate = Boolean(user?.permissions['PROGRAM:CREATE']);
  const remove = useDeleteProgram();

  // Spec 1 §2.10: Create → Programme arrives with create=true; without PROGRAM:CREATE the request is dropped.
  const { requested, clear } = useCreateRequest();
  useEffect(() => {
    if (!requested || !user) return;
    if (mayCreate) setEditing({ program: null });
    else clear();
  }, [requested, user, mayCreate, clear]);
  const close = () => {
    setEditing(null);
    if (requested) clear();
  };

  const programs = useMemo(() => matchPrograms(data?.programs ?? [], search), [data, search]);

  return (
    <StartupsLayout
      title={t('titles.programs')}
      actions={
        mayCreate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ program: null })}>
            {t('programs.create')}
          </Button>
        ) : null
      }
    >
      <TextInput
        type="search"
        label={t('programs.search')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {error && (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      )}
      {loading && !data ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('list.loading')} />
        </Center>
      ) : programs.length === 0 ? (
        !error && <Text c="dimmed">{search.trim() ? t('programs.noMatch') : t('programs.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="program-cards">
          {programs.map((program) => (
            <ProgramCard key={program._id} program={program} onEdit={() => setEditing({ program })} onDelete={() => void remove(program).then((gone) => gone && void refetch())} />
          ))}
        </SimpleGrid>
      )}
      <ProgramDialog opened={editing !== null} program={editing?.program ?? null} onClose={close} onSaved={() => void refetch()} />
    </StartupsLayout>
  );
}

function ProgramCard({ program, onEdit, onDelete }: { program: ProgramSummaryData; onEdit: () => void; onDelete: () => void }) {
  const { t, i18n } = useTranslation('startups');
  const term = useStartupTerm();
  const period = programPeriod(t, formatCalendarDate(program.startDate, i18n.language), formatCalendarDate(program.endDate, i18n.language));
  return (
    <Card withBorder radius="md" padding="md" data-testid="program-card">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Anchor component={Link} to={programPath(program._id)} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {program.name}
          </Anchor>
          {program.viewerCanEdit && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={t('programs.actionsFor', { name: program.name })}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={onEdit}>{t('actions.edit')}</Menu.Item>
                <Menu.Item color="red" onClick={onDelete}>
                  {t('actions.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {program.cohort && (
          <Badge variant="light" color="blue" w="fit-content">
            {t('programs.cohort', { cohort: program.cohort })}
          </Badge>
        )}
        {period && (
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <Text size="sm">{period}</Text>
          </Group>
        )}
        {program.description && (
          <Text dir="auto" size="sm" c="dimmed" lineClamp={3}>
            {program.description}
          </Text>
        )}
        <Text size="sm" fw={500} mt="auto">
          {t('programs.startupCount', { count: program.startupCount, startups: term.plural })}
        </Text>
      </Stack>
    </Card>
  );
}
