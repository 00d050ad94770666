import { useState, type ReactNode } from 'react';
import { Alert, Button, Center, Collapse, Group, Loader, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from '../tasks.module.css';

interface SummaryListProps<T> {
  searchLabel: string;
  search: string;
  onSearch: (value: string) => void;
  /** Undefined while the first page loads. */
  results: T[] | undefined;
  failed: boolean;
  emptyText: string;
  renderItem: (item: T) => ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** The overviews' page body (by person, by startup): a search, the summaries, and "show more". */
export function SummaryList<T>({ searchLabel, search, onSearch, results, failed, emptyText, renderItem, hasMore, loadingMore, onLoadMore }: SummaryListProps<T>) {
  const { t } = useTranslation('tasks');
  return (
    <>
      <TextInput
        label={searchLabel}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => onSearch(event.currentTarget.value)}
        maw={360}
        type="search"
      />
      {failed && !results ? (
        <Alert color="red" role="alert">
          {t('loadFailed')}
        </Alert>
      ) : !results ? (
        <Center py="xl">
          <Loader size="sm" aria-label={t('common:loading')} />
        </Center>
      ) : results.length === 0 ? (
        <Text c="dimmed">{emptyText}</Text>
      ) : (
        <Stack gap="xs">{results.map(renderItem)}</Stack>
      )}
      {hasMore ? (
        <Center>
          <Button variant="default" loading={loadingMore} onClick={onLoadMore}>
            {t('actions.showMore')}
          </Button>
        </Center>
      ) : null}
    </>
  );
}

/** One summary: a button showing the counts that opens onto the tasks (rendered only while open). */
export function ExpandableSummary({ id, name, children, panel }: { id: string; name: string; children: ReactNode; panel: () => ReactNode }) {
  const { t } = useTranslation('tasks');
  const [open, setOpen] = useState(false);
  return (
    <Paper withBorder radius="md">
      <UnstyledButton
        className={classes.summary}
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-controls={id}
        aria-label={open ? t('actions.hideTasks', { name }) : t('actions.showTasks', { name })}
      >
        <Group gap="sm" wrap="nowrap">
          {children}
          <IconChevronDown size={18} aria-hidden style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }} />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open}>
        <div id={id} style={{ padding: 'var(--mantine-spacing-sm)' }}>
          {open ? panel() : null}
        </div>
      </Collapse>
    </Paper>
  );
}
