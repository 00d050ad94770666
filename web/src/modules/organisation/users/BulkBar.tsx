import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Just below the app's top bar (the AppShell's header offset; 0 where the bar is hidden). */
const BULK_BAR_TOP = 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-xs))';
/** Above the table's rows and their checkboxes, below menus and dialogs. */
const BULK_BAR_Z_INDEX = 3;

interface BulkBarProps {
  count: number;
  /** Offered to those who may change roles. */
  onChangeRole?: () => void;
  onArchive: () => void;
  onClear: () => void;
}

/** The actions on the selected people. Sticky: it stays in view while rows further down are selected. */
export function BulkBar({ count, onChangeRole, onArchive, onClear }: BulkBarProps) {
  const { t } = useTranslation('people');
  return (
    <Paper withBorder p="sm" shadow="xs" data-testid="bulk-bar" pos="sticky" top={BULK_BAR_TOP} style={{ zIndex: BULK_BAR_Z_INDEX }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600}>
          {t('bulk.selected', { count })}
        </Text>
        <Group gap="xs">
          {onChangeRole && (
            <Button size="xs" variant="light" onClick={onChangeRole}>
              {t('actions.changeRole')}
            </Button>
          )}
          <Button size="xs" variant="light" color="red" leftSection={<IconArchive size={14} />} onClick={onArchive}>
            {t('bulk.archive')}
          </Button>
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
