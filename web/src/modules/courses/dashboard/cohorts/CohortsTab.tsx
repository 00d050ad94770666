import { lazy, Suspense, useState } from 'react';
import { ActionIcon, Button, Card, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation } from '@apollo/client/react';
import { IconDots, IconPencil, IconPlus, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../../ui/feedback/confirm';
import { showSuccess } from '../../../../ui/feedback/notify';
import { formatDayRange } from '../../shared/format';
import { ExportMenu } from '../ExportMenu';
import { DELETE_COHORT, type CohortData } from '../graphql';

// The dialogs (date pickers, people and startup pickers, the form checks) download when opened.
const CohortDialog = lazy(async () => ({ default: (await import('./CohortDialog')).CohortDialog }));
const EnrolDialog = lazy(async () => ({ default: (await import('./EnrolDialog')).EnrolDialog }));

interface CohortsTabProps {
  courseId: string;
  cohorts: readonly CohortData[];
  onChanged: () => void;
}

type Editing = { cohort: CohortData | null } | null;

/** A course's cohorts: when each runs, how many learn and have finished; create, edit, enrol, export, delete. */
export function CohortsTab({ courseId, cohorts, onChanged }: CohortsTabProps) {
  const { t } = useTranslation('courseDashboard');
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [editing, setEditing] = useState<Editing>(null);
  const [enrolling, setEnrolling] = useState<CohortData | null>(null);
  const [remove] = useMutation(DELETE_COHORT);

  const del = async (cohort: CohortData) => {
    const ok = await confirm({
      title: t('cohorts.deleteTitle'),
      message: t('cohorts.deleteConfirm', { name: cohort.name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { cohortId: cohort._id } });
      showSuccess(t('cohorts.deleted', { name: cohort.name }));
      onChanged();
    } catch {
      // Refused while learners are in it: the app-wide notice says so.
    }
  };

  const rowProps = (cohort: CohortData) => ({
    cohort,
    onEdit: () => setEditing({ cohort }),
    onEnrol: () => setEnrolling(cohort),
    onDelete: () => void del(cohort),
  });

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm" c="dimmed">
          {t('cohorts.count', { count: cohorts.length })}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ cohort: null })}>
          {t('cohorts.create')}
        </Button>
      </Group>
      {cohorts.length === 0 ? (
        <Text c="dimmed">{t('cohorts.empty')}</Text>
      ) : phone ? (
        <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {cohorts.map((cohort) => (
            <Card key={cohort._id} component="li" withBorder p="sm" data-testid="cohort-row">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} miw={0}>
                    <Text fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                      {cohort.name}
                    </Text>
                    <CohortDates cohort={cohort} />
                    <Text size="sm" c="dimmed">
                      {t('cohorts.summary', { learners: cohort.learnerCount, completed: cohort.completedCount })}
                    </Text>
                  </Stack>
                  <CohortMenu {...rowProps(cohort)} />
                </Group>
                <CohortActions {...rowProps(cohort)} />
              </Stack>
            </Card>
          ))}
        </Stack>
      ) : (
        <Table.ScrollContainer minWidth={640} type="native">
          <Table striped highlightOnHover verticalSpacing="xs" data-testid="cohorts-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('cohorts.columns.name')}</Table.Th>
                <Table.Th>{t('cohorts.columns.dates')}</Table.Th>
                <Table.Th>{t('cohorts.columns.learners')}</Table.Th>
                <Table.Th>{t('cohorts.columns.completed')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('cohorts.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cohorts.map((cohort) => (
                <Table.Tr key={cohort._id} data-testid="cohort-row">
                  <Table.Td>
                    <Text fw={500} dir="auto">
                      {cohort.name}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <CohortDates cohort={cohort} />
                  </Table.Td>
                  <Table.Td>{cohort.learnerCount}</Table.Td>
                  <Table.Td>{cohort.completedCount}</Table.Td>
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      <CohortActions {...rowProps(cohort)} />
                      <CohortMenu {...rowProps(cohort)} />
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Suspense fallback={null}>
        {editing !== null ? (
          <CohortDialog
            courseId={courseId}
            cohort={editing?.cohort ?? null}
            opened={editing !== null}
            onClose={() => setEditing(null)}
            onSaved={(cohort) => {
              setEditing(null);
              showSuccess(t(editing?.cohort ? 'cohorts.saved' : 'cohorts.created', { name: cohort.name }));
              onChanged();
            }}
          />
        ) : null}
        {enrolling !== null ? (
          <EnrolDialog
            cohort={enrolling}
            onClose={() => setEnrolling(null)}
            onEnrolled={(count) => {
              const name = enrolling?.name ?? '';
              setEnrolling(null);
              showSuccess(t('enrol.done', { count, cohort: name }));
              onChanged();
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}

function CohortDates({ cohort }: { cohort: CohortData }) {
  const { t, i18n } = useTranslation('courseDashboard');
  const range = formatDayRange(cohort.startsAt, cohort.endsAt, i18n.language);
  return <Text size="sm">{cohort.endsAt ? range : t('cohorts.from', { date: range })}</Text>;
}

interface RowProps {
  cohort: CohortData;
  onEdit: () => void;
  onEnrol: () => void;
  onDelete: () => void;
}

function CohortActions({ cohort, onEnrol }: RowProps) {
  const { t } = useTranslation('courseDashboard');
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="light" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={onEnrol} aria-label={t('enrol.buttonFor', { name: cohort.name })}>
        {t('enrol.button')}
      </Button>
      <ExportMenu cohortId={cohort._id} cohortName={cohort.name} size="xs" />
    </Group>
  );
}

function CohortMenu({ cohort, onEdit, onDelete }: RowProps) {
  const { t } = useTranslation('courseDashboard');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('cohorts.actionsFor', { name: cohort.name })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          {t('actions.edit')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
