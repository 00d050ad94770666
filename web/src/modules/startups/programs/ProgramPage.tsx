import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text, Title, useDirection } from '@mantine/core';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconArrowRight, IconCalendar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { codeOf } from '../../../app/apollo/errors';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { PROGRAM, type ProgramData } from '../graphql';
import { startupFilePath } from '../paths';
import { formatCalendarDate } from '../shared/dates';
import { StartupLogo } from '../shared/StartupLogo';
import { StartupsLayout } from '../shared/StartupsLayout';
import { ProgramDialog } from './ProgramDialog';
import { programPeriod, useDeleteProgram } from './programActions';

const isNotFound = (error: unknown) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => codeOf(e) === 'NOT_FOUND');

/** /startups/programs/:id: one programme, its dates, its startups, its administrators and its people. */
export function ProgramPage() {
  const { t } = useTranslation('startups');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { data, loading, error, refetch } = useQuery(PROGRAM, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const [editing, setEditing] = useState(false);
  const remove = useDeleteProgram();
  const program = data?.program;
  const BackIcon = useDirection().dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  const back = (
    <Anchor component={Link} to="/startups/programs" size="sm">
      <Group gap={4} wrap="nowrap" component="span">
        <BackIcon size={14} aria-hidden />
        {t('programs.back')}
      </Group>
    </Anchor>
  );

  if (!program) {
    return (
      <StartupsLayout title={t('titles.program')}>
        {back}
        {loading ? (
          <Center py="xl">
            <Loader size="sm" aria-label={t('list.loading')} />
          </Center>
        ) : (
          <Alert color={isNotFound(error) ? 'gray' : 'red'} role="alert">
            {isNotFound(error) ? t('programs.notFound') : errorMessage(error)}
          </Alert>
        )}
      </StartupsLayout>
    );
  }

  return (
    <StartupsLayout
      title={program.name}
      pageTitle={`${program.name} · ${t('titles.programs')}`}
      actions={
        program.viewerCanEdit ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => setEditing(true)}>
              {t('actions.edit')}
            </Button>
            <Button variant="light" color="red" onClick={() => void remove(program).then((gone) => gone && navigate('/startups/programs'))}>
              {t('actions.delete')}
            </Button>
          </Group>
        ) : null
      }
    >
      {back}
      <ProgramOverview program={program} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
        <StartupsSection program={program} />
        <PeopleSection id="program-admins" title={t('programs.admins')} people={program.admins} empty={t('programs.noAdmins')} />
        <PeopleSection id="program-people" title={t('programs.people')} people={program.people} empty={t('programs.noPeople')} />
      </SimpleGrid>
      <ProgramDialog opened={editing} program={program} onClose={() => setEditing(false)} onSaved={() => void refetch()} />
    </StartupsLayout>
  );
}

function ProgramOverview({ program }: { program: ProgramData }) {
  const { t, i18n } = useTranslation('startups');
  const period = programPeriod(t, formatCalendarDate(program.startDate, i18n.language), formatCalendarDate(program.endDate, i18n.language));
  if (!program.cohort && !period && !program.description) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap">
          {program.cohort && (
            <Badge variant="light" color="blue">
              {t('programs.cohort', { cohort: program.cohort })}
            </Badge>
          )}
          {period && (
            <Group gap={6} wrap="nowrap">
              <IconCalendar size={16} aria-hidden />
              <Text size="sm">{period}</Text>
            </Group>
          )}
        </Group>
        {program.description && (
          <Text dir="auto" size="sm" style={{ whiteSpace: 'pre-line' }}>
            {program.description}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function StartupsSection({ program }: { program: ProgramData }) {
  const { t } = useTranslation('startups');
  const term = useStartupTerm();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="program-startups">
      <Stack gap="sm">
        <Title order={2} size="h4" id="program-startups">
          {t('programs.startupCount', { count: program.startupCount, startups: term.plural })}
        </Title>
        {program.startups.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('programs.noStartups')}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {program.startups.map((startup) => (
              <Group key={startup._id} gap="sm" wrap="nowrap" component="li">
                <StartupLogo name={startup.name} logo={startup.logo} size="sm" />
                <Anchor component={Link} to={startupFilePath(startup._id)} size="sm">
                  {startup.name}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

function PeopleSection({ id, title, people, empty }: { id: string; title: string; people: ProgramData['admins']; empty: string }) {
  const headingId = `${id}-title`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        {people.length === 0 ? (
          <Text size="sm" c="dimmed">
            {empty}
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {people.map((person) => (
              <Group key={person._id} gap="sm" wrap="nowrap" component="li">
                <Avatar name={person.fullName} color="initials" size="sm" radius="xl" aria-hidden />
                <Anchor component={Link} to={`/profile/${encodeURIComponent(person._id)}`} size="sm">
                  {person.fullName}
                </Anchor>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
