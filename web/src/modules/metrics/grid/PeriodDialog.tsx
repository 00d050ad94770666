import { useMutation } from '@apollo/client/react';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconBellRinging } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { FounderMetricsForm } from '../founder/FounderMetricsForm';
import { SEND_METRICS_REMINDER, type GridPeriod, type GridRow } from './graphql';
import { dayLabel, monthLabel, STATUS_STYLE } from './gridModel';

interface PeriodDialogProps {
  cell: { row: GridRow; period: GridPeriod } | null;
  onClose: () => void;
  /** A value was saved: the grid reads the page again. */
  onChanged: () => void;
}

/**
 * A cell of the grid opened: the period's dates and status, its values in the founders' own form
 * (saved on their behalf, and recorded as such), and a reminder to the founders now.
 */
export function PeriodDialog({ cell, onClose, onChanged }: PeriodDialogProps) {
  const { t, i18n } = useTranslation('metrics');
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [remind, reminding] = useMutation(SEND_METRICS_REMINDER);
  const period = cell?.period;
  const title = cell && period ? t('grid.period.title', { startup: cell.row.startup.name, period: monthLabel(period.from, i18n.language) }) : '';
  return (
    <Dialog opened={Boolean(cell)} onClose={onClose} title={title} size="lg" fullScreen={phone} centered>
      {cell && period && (
        <Stack gap="md">
          <Group gap="sm" wrap="wrap">
            <Badge color={STATUS_STYLE[period.status].color} variant="light">
              {t(`grid.status.${period.status}`)}
            </Badge>
            <Text size="sm">{t('grid.period.range', { from: dayLabel(period.from, i18n.language), to: dayLabel(period.to, i18n.language) })}</Text>
            <Text size="sm" c="dimmed">
              {t('grid.period.due', { date: dayLabel(period.dueDate, i18n.language) })}
            </Text>
            {period.submittedAt && (
              <Text size="sm" c="dimmed">
                {t('grid.period.submitted', { date: dayLabel(period.submittedAt.slice(0, 10), i18n.language) })}
              </Text>
            )}
          </Group>
          {!period.submittedAt && (
            <Group>
              <Button
                variant="light"
                leftSection={<IconBellRinging size={16} aria-hidden />}
                loading={reminding.loading}
                onClick={async () => {
                  const answer = await remind({ variables: { periodId: period.id } });
                  if (answer.data) showSuccess(t('grid.period.reminded', { number: answer.data.sendMetricsReminder }));
                }}
              >
                {t('grid.period.remind')}
              </Button>
            </Group>
          )}
          <Text size="sm" c="dimmed">
            {t('grid.period.onBehalfIntro')}
          </Text>
          <FounderMetricsForm startupId={cell.row.startup._id} date={period.from} onSubmitted={onChanged} />
        </Stack>
      )}
    </Dialog>
  );
}
