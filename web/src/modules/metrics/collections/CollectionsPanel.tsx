import { useState } from 'react';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Stack, Table, Text, Title, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconPlayerStop, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useBatchFinished } from '../../../shell/batch/batchStore';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { AssignMetricsDialog } from './AssignMetricsDialog';
import { DATA_COLLECTIONS, STOP_DATA_COLLECTION, type DataCollectionRow } from './graphql';

const PAGE_SIZE = 20;

/** A calendar day (yyyy-MM-dd) as the reader writes dates, read in UTC so it never shifts a day. */
const formatDay = (day: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
const formatInstant = (instant: string, language: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(instant));

/**
 * The data collections (spec: "Assign metric sets to programmes or to chosen startups"): what is
 * collected from whom since when, each stoppable, and the 'Assign metrics' button.
 */
export function CollectionsPanel() {
  const { t, i18n } = useTranslation('metrics');
  const term = useStartupTerm();
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  const [assigning, setAssigning] = useState(false);
  const [stop] = useMutation(STOP_DATA_COLLECTION);
  const list = usePagedList<DataCollectionRow>(
    async (cursor) => (await client.query({ query: DATA_COLLECTIONS, variables: { cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.dataCollections,
    'collections',
  );
  // A bulk assignment adds its startups' own collections item by item: the list is read again once it ends.
  useBatchFinished('startups', () => void list.reload());

  async function onStop(row: DataCollectionRow) {
    const target = row.program?.name ?? row.startup?.name ?? '';
    if (!(await confirm({ title: t('collections.stopTitle'), message: t('collections.stopConfirm', { target }), confirmLabel: t('collections.stop') }))) return;
    try {
      const answer = await stop({ variables: { id: row._id } });
      const stopped = answer.data?.stopDataCollection;
      if (stopped) list.patch(row._id, (old) => ({ ...old, stoppedAt: stopped.stoppedAt }));
      showSuccess(t('collections.stopped'));
    } catch {
      // The client's error link has shown the message.
    }
  }

  const rows = list.rows.map((row) => {
    const names = row.metrics.map((m) => m.name);
    return (
      <Table.Tr key={row._id}>
        <Table.Td>
          <Group gap="xs" wrap="nowrap">
            <Badge variant="light" color={row.program ? 'grape' : 'blue'}>
              {row.program ? t('collections.program') : term.singular}
            </Badge>
            <Text size="sm" fw={500}>
              {row.program?.name ?? row.startup?.name ?? t('collections.gone')}
            </Text>
          </Group>
        </Table.Td>
        <Table.Td>
          <Tooltip label={names.join(', ')} multiline maw={320} disabled={names.length <= 3} withinPortal>
            <Text size="sm" lineClamp={2}>
              {names.length <= 3 ? names.join(', ') : t('collections.metricCount', { first: names.slice(0, 2).join(', '), more: names.length - 2 })}
            </Text>
          </Tooltip>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{formatDay(row.startsOn, i18n.language)}</Text>
        </Table.Td>
        <Table.Td>
          <Text size="sm">{row.dueDays}</Text>
        </Table.Td>
        <Table.Td>
          {row.stoppedAt ? (
            <Text size="sm" c="dimmed">
              {t('collections.stoppedOn', { date: formatInstant(row.stoppedAt, i18n.language) })}
            </Text>
          ) : (
            <Badge color="teal" variant="light">
              {t('collections.active')}
            </Badge>
          )}
        </Table.Td>
        <Table.Td>
          {row.stoppedAt ? null : (
            <Button
              size="xs"
              variant="subtle"
              color="red"
              leftSection={<IconPlayerStop size={14} aria-hidden />}
              onClick={() => void onStop(row)}
              aria-label={t('collections.stopNamed', { target: row.program?.name ?? row.startup?.name ?? '' })}
            >
              {t('collections.stop')}
            </Button>
          )}
        </Table.Td>
      </Table.Tr>
    );
  });

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h4">
          {t('collections.title')}
        </Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAssigning(true)}>
          {t('collections.assignButton')}
        </Button>
      </Group>
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {!list.loading && !list.error && list.rows.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('collections.empty', { startups: term.plural })}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="xs" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('collections.columns.target')}</Table.Th>
                <Table.Th>{t('collections.columns.metrics')}</Table.Th>
                <Table.Th>{t('collections.columns.startsOn')}</Table.Th>
                <Table.Th>{t('collections.columns.dueDays')}</Table.Th>
                <Table.Th>{t('collections.columns.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('collections.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>{rows}</Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      <AssignMetricsDialog opened={assigning} onClose={() => setAssigning(false)} onAssigned={() => void list.reload()} />
    </Stack>
  );
}
