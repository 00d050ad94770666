import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EmailStatus, PlannedActionStatus } from '@seedbed/contracts/emails';

const EMAIL_COLORS: Record<EmailStatus, string> = { DRAFT: 'gray', SCHEDULED: 'blue', SENDING: 'yellow', SENT: 'green', CANCELLED: 'dark' };
const PLANNED_COLORS: Record<PlannedActionStatus, string> = { PLANNED: 'blue', DONE: 'green', CANCELLED: 'gray', FAILED: 'red' };

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const { t } = useTranslation('emails');
  return (
    <Badge variant="light" color={EMAIL_COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}

export function PlannedStatusBadge({ status }: { status: PlannedActionStatus }) {
  const { t } = useTranslation('emails');
  return (
    <Badge variant="light" color={PLANNED_COLORS[status]}>
      {t(`plannedStatus.${status}`)}
    </Badge>
  );
}
