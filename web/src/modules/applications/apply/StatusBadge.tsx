import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { STATUS_COLORS } from './nextStep';

/** An application's status as its applicant reads it. */
export function StatusBadge({ status }: { status: ApplicationStatus }) {
  const { t } = useTranslation('apply');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
      {t(`status.${status}`)}
    </Badge>
  );
}
