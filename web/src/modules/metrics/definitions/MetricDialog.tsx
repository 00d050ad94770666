import { useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog/Dialog';
import type { MetricDefinitionRow } from './graphql';
import { MetricForm } from './MetricForm';

interface MetricDialogProps {
  opened: boolean;
  /** The metric to edit; null for a new one. */
  metric: MetricDefinitionRow | null;
  metrics: readonly MetricDefinitionRow[];
  onClose: () => void;
}

export function MetricDialog({ opened, metric, metrics, onClose }: MetricDialogProps) {
  const { t } = useTranslation('metrics');
  const [dirty, setDirty] = useState(false);
  const phone = useMediaQuery('(max-width: 575.98px)');
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      dirty={dirty}
      title={metric ? t('definitions.editTitle', { name: metric.name }) : t('definitions.createTitle')}
      size="lg"
      fullScreen={phone}
      centered
    >
      {opened && <MetricForm key={metric?._id ?? 'new'} metric={metric} metrics={metrics} onDone={onClose} onDirtyChange={setDirty} />}
    </Dialog>
  );
}
