import { useEffect, useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet, IconPrinter } from '@tabler/icons-react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showSuccess } from '../../../ui/feedback/notify';
import { STARTUP_MILESTONES, type Milestone, type TimelineEntry } from '../graphql';
import { useStartupFile } from '../StartupFileContext';
import { allKinds, declareKindsToCache, readTimelinePage, timelineQuery } from '../timeline/timelineQuery';
import type { LoadedKind } from '../timeline/kinds';
import { csvFileName, downloadText, timelineCsvRows, toCsv, type CsvLabels } from './csv';
import { PrintableFile } from './PrintableFile';
import { EXPORT_PAGE_SIZE, exportedPost, readWholeTimeline } from './timelineExport';
import './print.css';

export function csvLabels(t: TFunction): CsvLabels {
  return {
    columns: {
      date: t('startupFile:export.columns.date'),
      kind: t('startupFile:export.columns.kind'),
      author: t('startupFile:export.columns.author'),
      role: t('startupFile:export.columns.role'),
      text: t('startupFile:export.columns.text'),
      visibility: t('startupFile:export.columns.visibility'),
      pinned: t('startupFile:export.columns.pinned'),
      update: t('startupFile:export.columns.update'),
      attachments: t('startupFile:export.columns.attachments'),
      replyTo: t('startupFile:export.columns.replyTo'),
    },
    public: t('startupFile:export.public'),
    private: t('startupFile:export.private'),
    yes: t('startupFile:export.yes'),
    no: t('startupFile:export.no'),
  };
}

interface Whole {
  kinds: ReadonlyMap<string, LoadedKind>;
  items: TimelineEntry[];
  milestones: Milestone[] | null;
}

/** export: the whole file as a printable page, and the timeline as a CSV file. */
export function ExportTab({ startupId }: { startupId: string }) {
  const { t } = useTranslation('startupFile');
  const client = useApolloClient();
  const startup = useStartupFile();
  const { user } = useShellUser();
  const [progress, setProgress] = useState<{ task: 'csv' | 'print'; count: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const [printable, setPrintable] = useState<Whole | null>(null);

  /** Everything the file holds: every page of the timeline, and the milestones where the plan has them. */
  async function readWhole(task: 'csv' | 'print'): Promise<Whole> {
    const kinds = await allKinds();
    declareKindsToCache(client, kinds.keys());
    const query = timelineQuery(kinds);
    setProgress({ task, count: 0 });
    const items = await readWholeTimeline(
      async (cursor) => readTimelinePage(client, query, { startupId, type: null, cursor, limit: EXPORT_PAGE_SIZE }),
      (count) => setProgress({ task, count }),
    );
    const milestones = user?.flags.milestones
      ? ((await client.query({ query: STARTUP_MILESTONES, variables: { startupId }, fetchPolicy: 'network-only' })).data?.startupMilestones ?? [])
      : null;
    return { kinds, items, milestones };
  }

  async function downloadCsv() {
    setFailed(false);
    try {
      const { kinds, items } = await readWhole('csv');
      const rows = timelineCsvRows(
        items.map((item) => exportedPost(item, kinds, t)),
        csvLabels(t),
      );
      downloadText(csvFileName(startup.name, t('export.timelineFile'), new Date()), toCsv(rows));
      showSuccess(t('export.downloaded', { count: items.length }));
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  }

  async function preparePrint() {
    setFailed(false);
    try {
      setPrintable(await readWhole('print'));
    } catch {
      setFailed(true);
    } finally {
      setProgress(null);
    }
  }

  // The print dialog opens once the whole file is on the page.
  useEffect(() => {
    if (printable) window.print();
  }, [printable]);

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} data-print-hide>
        <Stack gap="md">
          <div>
            <Title order={2} size="h4">
              {t('export.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('export.intro')}
            </Text>
          </div>
          <Group gap="sm" wrap="wrap">
            <Button
              leftSection={<IconPrinter size={16} aria-hidden />}
              onClick={() => (printable ? window.print() : void preparePrint())}
              loading={progress?.task === 'print'}
              disabled={progress !== null && progress.task !== 'print'}
            >
              {t('export.print')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
              onClick={() => void downloadCsv()}
              loading={progress?.task === 'csv'}
              disabled={progress !== null && progress.task !== 'csv'}
            >
              {t('export.csv')}
            </Button>
          </Group>
          {progress ? (
            <Text size="sm" c="dimmed" role="status">
              {t('export.reading', { count: progress.count })}
            </Text>
          ) : null}
          {failed ? (
            <Alert color="red" role="alert">
              {t('export.failed')}
            </Alert>
          ) : null}
        </Stack>
      </Paper>
      {printable ? <PrintableFile startup={startup} kinds={printable.kinds} items={printable.items} milestones={printable.milestones} /> : null}
    </Stack>
  );
}
