import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArchive, IconTag, IconUserPlus, IconFolderPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StartupBatchAction } from '../graphql';

/** Just below the app's top bar (the AppShell's header offset; 0 where the bar is hidden). */
const BULK_BAR_TOP = 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-xs))';
/** Above the cards and their checkboxes, below menus and dialogs. */
const BULK_BAR_Z_INDEX = 3;

const ICONS: Record<StartupBatchAction, typeof IconArchive> = {
  ADD_TO_PROGRAM: IconFolderPlus,
  ASSIGN_PERSON: IconUserPlus,
  ADD_TAG: IconTag,
  ARCHIVE: IconArchive,
};

interface BulkBarProps {
  count: number;
  /** The actions this viewer is offered, in the order shown. */
  actions: readonly StartupBatchAction[];
  onAction: (action: StartupBatchAction) => void;
  onClear: () => void;
}

/** The actions on the selected startups. Sticky: it stays in view while more are selected further down. */
export function BulkBar({ count, actions, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('startups');
  return (
    <Paper withBorder p="sm" shadow="xs" data-testid="bulk-bar" pos="sticky" top={BULK_BAR_TOP} style={{ zIndex: BULK_BAR_Z_INDEX }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t('bulk.selected', { count })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions.map((action) => {
            const Icon = ICONS[action];
            return (
              <Button key={action} size="xs" variant="light" color={action === 'ARCHIVE' ? 'red' : undefined} leftSection={<Icon size={14} />} onClick={() => onAction(action)}>
                {t(`bulk.actions.${action}`)}
              </Button>
            );
          })}
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
