import { useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Card, Group, Progress, Stack, Table, Text, Tooltip } from '@mantine/core';
import { useApolloClient, useMutation, useSubscription } from '@apollo/client/react';
import { IconDownload, IconFileExport, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { requestFile } from '../../app/http/rest';
import { getErrorMessage } from '../../app/apollo/errorMessage';
import { showError } from '../../ui/feedback/notify';
import { ListFooter } from '../../ui/list/ListFooter';
import { usePagedList } from '../../ui/list/usePagedList';
import { saveBlob } from '../../ui/saveBlob';
import { AccountLayout } from '../account/AccountLayout';
import { AccountSection } from '../account/AccountSection';
import { dateTime, fileSize, filterSummary } from './format';
import { CANCEL_EXPORT, EXPORT_UPDATED, EXPORTS, type ExportItem } from './graphql';

const PAGE_SIZE = 20;
const STATUS_COLORS: Record<ExportItem['status'], string> = { QUEUED: 'gray', IN_PROGRESS: 'blue', COMPLETED: 'teal', ERROR: 'orange', FAILED: 'red' };
const unfinished = (e: ExportItem) => e.status === 'QUEUED' || e.status === 'IN_PROGRESS';

/** Follows one export while it is written: each change replaces the row. */
function LiveExport({ id, onChange }: { id: string; onChange: (item: ExportItem) => void }) {
  useSubscription(EXPORT_UPDATED, {
    variables: { exportId: id },
    onData: ({ data }) => {
      const item = data.data?.exportUpdated;
      if (item) onChange(item);
    },
  });
  return null;
}

function StatusCell({ item }: { item: ExportItem }) {
  const { t, i18n } = useTranslation('exports');
  const number = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const percent = item.total ? Math.min(100, Math.round((item.rowCount / item.total) * 100)) : null;
  return (
    <Stack gap={4} miw={140}>
      <Badge color={STATUS_COLORS[item.status]} variant="light">
        {t(`statuses.${item.status}`)}
      </Badge>
      {item.status === 'IN_PROGRESS' && (
        <>
          <Progress value={percent ?? 100} animated striped={percent === null} size="sm" aria-label={t('progress.label')} />
          <Text size="xs" c="dimmed">
            {item.total
              ? t('progress.rowsOf', { count: item.rowCount, written: number(item.rowCount), total: number(item.total) })
              : t('progress.rows', { count: item.rowCount, written: number(item.rowCount) })}
          </Text>
        </>
      )}
      {item.error && (
        <Text size="xs" c="red">
          {item.error}
        </Text>
      )}
    </Stack>
  );
}

function FileCell({ item, onCancel }: { item: ExportItem; onCancel: (id: string) => void }) {
  const { t } = useTranslation('exports');
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (!item.downloadUrl) return;
    setBusy(true);
    try {
      const file = await requestFile(item.downloadUrl);
      saveBlob(file.name ?? item.fileName ?? `export.${item.format}`, file.blob);
    } catch (error) {
      showError((error as Error).message || t('download.failed'));
    } finally {
      setBusy(false);
    }
  };
  if (item.downloadUrl) {
    return (
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        loading={busy}
        onClick={() => void download()}
        aria-label={t('download.labelFor', { name: item.fileName ?? '' })}
      >
        {t('download.button')}
      </Button>
    );
  }
  if (item.expired) {
    return (
      <Text size="sm" c="dimmed">
        {t('download.expired')}
      </Text>
    );
  }
  if (unfinished(item)) {
    return (
      <Tooltip label={t('cancel.button')}>
        <ActionIcon variant="subtle" color="gray" onClick={() => onCancel(item._id)} aria-label={t('cancel.button')}>
          <IconX size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return null;
}

function Filters({ item }: { item: ExportItem }) {
  const { t } = useTranslation('exports');
  const phrases = filterSummary(item.filter, t);
  return (
    <Text size="sm" c={phrases.length ? undefined : 'dimmed'} style={{ overflowWrap: 'anywhere' }}>
      {phrases.length ? phrases.join(' · ') : t('summary.none')}
      {item.withAttachments ? ` · ${t('summary.withAttachments')}` : ''}
    </Text>
  );
}

/**
 * /account/exports: the viewer's exports, newest first, each with what was exported, its filters,
 * its state (followed live while it is written), its size and its file until it expires.
 */
export function ExportsPage() {
  const { t, i18n } = useTranslation('exports');
  const client = useApolloClient();
  const list = usePagedList<ExportItem>(
    async (cursor) => (await client.query({ query: EXPORTS, variables: { cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.exports,
    'exports',
  );
  const [cancel] = useMutation(CANCEL_EXPORT);
  const replace = (item: ExportItem) => list.patch(item._id, () => item);
  const onCancel = async (id: string) => {
    try {
      const { data } = await cancel({ variables: { id } });
      if (data) replace(data.cancelExport);
    } catch (error) {
      showError(getErrorMessage(error, { networkError: t('button.networkError') }));
    }
  };
  const kind = (item: ExportItem) => (
    <Stack gap={2}>
      <Text size="sm" fw={500}>
        {t(`types.${item.type}`)}
      </Text>
      <Text size="xs" c="dimmed">
        {item.format.toUpperCase()}
        {item.sizeBytes != null ? ` · ${fileSize(item.sizeBytes, i18n.language)}` : ''}
      </Text>
    </Stack>
  );

  return (
    <AccountLayout active="exports">
      {list.rows.filter(unfinished).map((item) => (
        <LiveExport key={item._id} id={item._id} onChange={replace} />
      ))}
      <AccountSection title={t('title')}>
        <Text size="sm" c="dimmed">
          {t('intro')}
        </Text>
        {list.error ? <Alert color="red">{getErrorMessage(list.error, { networkError: t('button.networkError') })}</Alert> : null}
        {!list.loading && !list.error && list.rows.length === 0 ? (
          <Stack align="center" gap="xs" py="xl">
            <IconFileExport size={40} stroke={1.4} aria-hidden />
            <Text fw={500}>{t('empty.title')}</Text>
            <Text size="sm" c="dimmed" ta="center">
              {t('empty.description')}
            </Text>
          </Stack>
        ) : null}
        {list.rows.length > 0 && (
          <>
            <Table.ScrollContainer minWidth={720} visibleFrom="sm">
              <Table verticalSpacing="sm" highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('columns.export')}</Table.Th>
                    <Table.Th>{t('columns.filters')}</Table.Th>
                    <Table.Th>{t('columns.requestedAt')}</Table.Th>
                    <Table.Th>{t('columns.status')}</Table.Th>
                    <Table.Th>{t('columns.file')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {list.rows.map((item) => (
                    <Table.Tr key={item._id} data-testid="export-row">
                      <Table.Td>{kind(item)}</Table.Td>
                      <Table.Td maw={260}>
                        <Filters item={item} />
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm">{dateTime(item.createdAt, i18n.language)}</Text>
                        {item.expiresAt && !item.expired && (
                          <Text size="xs" c="dimmed">
                            {t('download.until', { date: dateTime(item.expiresAt, i18n.language) })}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <StatusCell item={item} />
                      </Table.Td>
                      <Table.Td>
                        <FileCell item={item} onCancel={(id) => void onCancel(id)} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            <Stack gap="sm" hiddenFrom="sm">
              {list.rows.map((item) => (
                <Card key={item._id} withBorder padding="sm" data-testid="export-card">
                  <Stack gap="xs">
                    <Group justify="space-between" align="flex-start" wrap="nowrap">
                      {kind(item)}
                      <FileCell item={item} onCancel={(id) => void onCancel(id)} />
                    </Group>
                    <StatusCell item={item} />
                    <Filters item={item} />
                    <Text size="xs" c="dimmed">
                      {t('requestedOn', { date: dateTime(item.createdAt, i18n.language) })}
                      {item.expiresAt && !item.expired ? ` · ${t('download.until', { date: dateTime(item.expiresAt, i18n.language) })}` : ''}
                    </Text>
                  </Stack>
                </Card>
              ))}
            </Stack>
          </>
        )}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </AccountSection>
    </AccountLayout>
  );
}
