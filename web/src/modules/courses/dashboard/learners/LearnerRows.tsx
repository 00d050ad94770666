import { ActionIcon, Avatar, Card, Checkbox, Group, Menu, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { IconDots, IconUserMinus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CourseProgress } from '../../shared/CourseProgress';
import { formatDay } from '../../shared/format';
import type { LearnerRowData } from '../graphql';

interface RowsProps {
  rows: readonly LearnerRowData[];
  lessonCount: number;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onRemove: (row: LearnerRowData) => void;
}

const nameOf = (row: LearnerRowData) => row.user?.fullName ?? '';

function Person({ row }: { row: LearnerRowData }) {
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={row.user?.avatar} name={nameOf(row)} alt="" size={28} radius="xl" />
      <Text size="sm" fw={500} truncate dir="auto">
        {nameOf(row)}
      </Text>
    </Group>
  );
}

function RowMenu({ row, onRemove }: { row: LearnerRowData; onRemove: RowsProps['onRemove'] }) {
  const { t } = useTranslation('courseDashboard');
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('learners.actionsFor', { name: nameOf(row) })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item color="red" leftSection={<IconUserMinus size={16} aria-hidden />} onClick={() => onRemove(row)}>
          {t('learners.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

function useDates() {
  const { i18n } = useTranslation();
  return (iso: string | null | undefined) => formatDay(iso, i18n.language);
}

/** From 576 px up: one row per learner. */
export function LearnerTable({ rows, lessonCount, selected, onToggle, onToggleAll, onRemove }: RowsProps) {
  const { t } = useTranslation('courseDashboard');
  const day = useDates();
  const all = rows.length > 0 && rows.every((row) => selected.has(row._id));
  const some = rows.some((row) => selected.has(row._id));
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="learners-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox aria-label={t('learners.selectAll')} checked={all} indeterminate={some && !all} onChange={(event) => onToggleAll(event.currentTarget.checked)} />
            </Table.Th>
            <Table.Th>{t('learners.columns.name')}</Table.Th>
            <Table.Th>{t('learners.columns.startup')}</Table.Th>
            <Table.Th miw={140}>{t('learners.columns.progress')}</Table.Th>
            <Table.Th>{t('learners.columns.lessons')}</Table.Th>
            <Table.Th>{t('learners.columns.lastActivity')}</Table.Th>
            <Table.Th>{t('learners.columns.completedAt')}</Table.Th>
            <Table.Th w={50}>
              <VisuallyHidden>{t('learners.columns.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id} data-testid="learner-row">
              <Table.Td>
                <Checkbox aria-label={t('learners.select', { name: nameOf(row) })} checked={selected.has(row._id)} onChange={() => onToggle(row._id)} />
              </Table.Td>
              <Table.Td>
                <Person row={row} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" dir="auto">
                  {row.startup?.name ?? ''}
                </Text>
              </Table.Td>
              <Table.Td>
                <CourseProgress value={row.progress} completed={Boolean(row.completedAt)} />
              </Table.Td>
              <Table.Td>{t('learners.lessonsDone', { done: row.completedUnits, total: lessonCount })}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(row.lastActivityAt) || t('learners.never')}</Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{day(row.completedAt)}</Table.Td>
              <Table.Td>
                <RowMenu row={row} onRemove={onRemove} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Below 576 px: one card per learner, so nothing scrolls sideways. */
export function LearnerCards({ rows, lessonCount, selected, onToggle, onRemove }: RowsProps) {
  const { t } = useTranslation('courseDashboard');
  const day = useDates();
  return (
    <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {rows.map((row) => (
        <Card key={row._id} component="li" withBorder padding="sm" data-testid="learner-row">
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Group gap="xs" wrap="nowrap" miw={0}>
                <Checkbox aria-label={t('learners.select', { name: nameOf(row) })} checked={selected.has(row._id)} onChange={() => onToggle(row._id)} />
                <Person row={row} />
              </Group>
              <RowMenu row={row} onRemove={onRemove} />
            </Group>
            {row.startup ? (
              <Text size="sm" c="dimmed" dir="auto">
                {row.startup.name}
              </Text>
            ) : null}
            <CourseProgress value={row.progress} completed={Boolean(row.completedAt)} />
            <Text size="xs" c="dimmed">
              {t('learners.lessonsDone', { done: row.completedUnits, total: lessonCount })}
              {' · '}
              {row.completedAt ? t('learners.completedOn', { date: day(row.completedAt) }) : t('learners.lastActivityOn', { date: day(row.lastActivityAt) || t('learners.never') })}
            </Text>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
