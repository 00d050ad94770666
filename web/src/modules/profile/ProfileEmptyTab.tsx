import { EmptyState, Paper } from '@mantine/core';
import { IconMessageCircle, IconTimeline } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/**
 * The timeline and feedback of a person fill up as activity and feedback happen; until then the
 * tab says so plainly rather than pretend with a list.
 */
export function ProfileEmptyTab({ kind, own }: { kind: 'timeline' | 'feedback'; own: boolean }) {
  const { t } = useTranslation('profile');
  const Icon = kind === 'timeline' ? IconTimeline : IconMessageCircle;
  return (
    <Paper withBorder radius="md" p="xl">
      <EmptyState
        icon={<Icon size={28} stroke={1.5} aria-hidden />}
        withIndicatorBackground
        title={t(`${kind}.emptyTitle`)}
        description={t(own ? `${kind}.emptyOwn` : `${kind}.emptyOther`)}
      />
    </Paper>
  );
}
