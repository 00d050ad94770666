import { Button, Group, Paper, Text } from '@mantine/core';
import { IconArrowBackUp, IconArrowRight, IconGavel, IconTag, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BulkActionState } from './bulkActions';
import type { ApplicationBatchAction } from './graphql';

/** Just below the app's top bar, as the startups list's bar. */
const BULK_BAR_TOP = 'calc(var(--app-shell-header-offset, 0rem) + var(--mantine-spacing-xs))';
const BULK_BAR_Z_INDEX = 3;

const ICONS: Record<ApplicationBatchAction, typeof IconTag> = {
  DECIDE: IconGavel,
  RESET: IconArrowBackUp,
  MOVE_TO_ROUND: IconArrowRight,
  TAG: IconTag,
  ASSIGN_EVALUATORS: IconUserPlus,
  DELETE: IconTrash,
};

interface BulkBarProps {
  count: number;
  actions: readonly BulkActionState[];
  onAction: (action: ApplicationBatchAction) => void;
  onClear: () => void;
}

/** The actions on the selected applications; an action the viewer may take on none of them is disabled and says so. */
export function BulkBar({ count, actions, onAction, onClear }: BulkBarProps) {
  const { t } = useTranslation('applications');
  return (
    <Paper withBorder p="sm" shadow="xs" data-testid="bulk-bar" pos="sticky" top={BULK_BAR_TOP} style={{ zIndex: BULK_BAR_Z_INDEX }}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" fw={600} aria-live="polite">
          {t('overview.bulk.selected', { count })}
        </Text>
        <Group gap="xs" wrap="wrap">
          {actions.map(({ action, disabled, applicable }) => {
            const Icon = ICONS[action];
            return (
              <Button
                key={action}
                size="xs"
                variant="light"
                color={action === 'DELETE' ? 'red' : undefined}
                leftSection={<Icon size={14} aria-hidden />}
                disabled={disabled}
                title={applicable < count ? t('overview.bulk.applicable', { count: applicable }) : undefined}
                onClick={() => onAction(action)}
              >
                {t(`overview.bulk.actions.${action}`)}
              </Button>
            );
          })}
          <Button size="xs" variant="subtle" onClick={onClear}>
            {t('overview.bulk.clear')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
