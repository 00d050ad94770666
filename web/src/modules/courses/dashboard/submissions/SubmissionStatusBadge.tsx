import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SubmissionStatus } from '@seedbed/contracts/courses';

const COLORS: Record<SubmissionStatus, string> = { SUBMITTED: 'orange', CHANGES_REQUESTED: 'yellow', APPROVED: 'teal' };

/** Waiting for review, sent back for changes, or approved. */
export function SubmissionStatusBadge({ status }: { status: SubmissionStatus }) {
  const { t } = useTranslation('courseDashboard');
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'}>
      {t(`submissions.status.${status}`)}
    </Badge>
  );
}
