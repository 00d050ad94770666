import { Anchor, Badge, Box, Card, Checkbox, Group, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { ApplicationRowData } from './graphql';
import { applicationPath, STATUS_COLORS, statusLabel } from './status';

export interface Selection {
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onTogglePage: () => void;
}

interface ListProps {
  rows: readonly ApplicationRowData[];
  selection?: Selection;
}

const formatDate = (language: string, iso: string | null) => (iso ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso)) : '');
const formatScore = (language: string, score: number | null) => (score === null ? '–' : new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(score));

/** Who applied, or — under blind review — nothing but the neutral reference the name already is. */
const applicantOf = (t: TFunction, row: ApplicationRowData) => row.applicant?.fullName ?? t('overview.hiddenApplicant');

function pageState(selected: ReadonlySet<string>, ids: readonly string[]): 'all' | 'some' | 'none' {
  const chosen = ids.filter((id) => selected.has(id)).length;
  return chosen === 0 ? 'none' : chosen === ids.length ? 'all' : 'some';
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('applications');
  return (
    <Badge variant="light" color={STATUS_COLORS[status] ?? 'gray'} style={{ textTransform: 'none' }}>
      {statusLabel(t, status)}
    </Badge>
  );
}

function Tags({ tags }: { tags: ApplicationRowData['tags'] }) {
  return (
    <Group gap={4}>
      {tags.map((tag) => (
        <Badge key={tag._id} size="sm" variant="outline" color={tag.color ?? 'gray'} style={{ textTransform: 'none' }}>
          {tag.name}
        </Badge>
      ))}
    </Group>
  );
}

/**
 * The overview as a table from tablet width, as cards on phones (< 576 px). A row opens the
 * application; its name is the link, so keyboards reach it without the row's click.
 */
export function ApplicationList({ rows, selection }: ListProps) {
  return (
    <>
      <Box visibleFrom="xs">
        <ApplicationTable rows={rows} selection={selection} />
      </Box>
      <Box hiddenFrom="xs">
        <ApplicationCards rows={rows} selection={selection} />
      </Box>
    </>
  );
}

function ApplicationTable({ rows, selection }: ListProps) {
  const { t, i18n } = useTranslation('applications');
  const navigate = useNavigate();
  const header = selection
    ? pageState(
        selection.selected,
        rows.map((r) => r._id),
      )
    : 'none';
  return (
    <Table.ScrollContainer minWidth={960} type="native">
      <Table striped highlightOnHover verticalSpacing="xs" data-testid="applications-table">
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <Checkbox checked={header === 'all'} indeterminate={header === 'some'} onChange={selection.onTogglePage} aria-label={t('overview.select.page')} />
              </Table.Th>
            )}
            <Table.Th>{t('overview.columns.name')}</Table.Th>
            <Table.Th>{t('overview.columns.applicant')}</Table.Th>
            <Table.Th>{t('overview.columns.funnel')}</Table.Th>
            <Table.Th>{t('overview.columns.round')}</Table.Th>
            <Table.Th>{t('overview.columns.status')}</Table.Th>
            <Table.Th>{t('overview.columns.score')}</Table.Th>
            <Table.Th>{t('overview.columns.evaluations')}</Table.Th>
            <Table.Th>{t('overview.columns.tags')}</Table.Th>
            <Table.Th>{t('overview.columns.submitted')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row._id} data-testid="application-row" style={{ cursor: 'pointer' }} onClick={() => navigate(applicationPath(row._id))}>
              {selection && (
                // The checkbox selects; it does not open the application.
                <Table.Td onClick={(event) => event.stopPropagation()}>
                  <Checkbox checked={selection.selected.has(row._id)} onChange={() => selection.onToggle(row._id)} aria-label={t('overview.select.one', { name: row.name })} />
                </Table.Td>
              )}
              <Table.Td>
                <Anchor component={Link} to={applicationPath(row._id)} fw={500} onClick={(event) => event.stopPropagation()}>
                  {row.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm" c={row.applicant ? undefined : 'dimmed'}>
                  {applicantOf(t, row)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.funnel.name}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{row.round.name}</Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge status={row.status} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatScore(i18n.language, row.score)}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t('overview.evaluations', { done: row.evaluationsDone, needed: row.evaluationsNeeded })}</Text>
              </Table.Td>
              <Table.Td>
                <Tags tags={row.tags} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{formatDate(i18n.language, row.submittedAt)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function ApplicationCards({ rows, selection }: ListProps) {
  const { t, i18n } = useTranslation('applications');
  return (
    <Stack gap="sm" data-testid="application-cards">
      {rows.map((row) => (
        <Card key={row._id} withBorder padding="sm">
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Anchor component={Link} to={applicationPath(row._id)} fw={600}>
                {row.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {applicantOf(t, row)}
              </Text>
            </Stack>
            {selection && (
              <Checkbox checked={selection.selected.has(row._id)} onChange={() => selection.onToggle(row._id)} aria-label={t('overview.select.one', { name: row.name })} />
            )}
          </Group>
          <Text size="sm" mt={6}>
            {row.funnel.name} · {row.round.name}
          </Text>
          <Group gap="xs" mt={6}>
            <StatusBadge status={row.status} />
            <Text size="sm">
              {t('overview.columns.score')}: {formatScore(i18n.language, row.score)}
            </Text>
            <Text size="sm">{t('overview.evaluations', { done: row.evaluationsDone, needed: row.evaluationsNeeded })}</Text>
          </Group>
          {row.tags.length > 0 && (
            <Box mt={6}>
              <Tags tags={row.tags} />
            </Box>
          )}
          {row.submittedAt && (
            <Text size="xs" c="dimmed" mt={6}>
              {t('overview.submittedOn', { date: formatDate(i18n.language, row.submittedAt) })}
            </Text>
          )}
        </Card>
      ))}
    </Stack>
  );
}
