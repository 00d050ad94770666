import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { SubmissionStatus } from '@seedbed/contracts/courses';
import { useTranslation } from 'react-i18next';
import type { Submission } from '../graphql';
import { formatDayTime } from '../format';
import classes from '../courseware.module.css';

const STATUS_COLORS: Record<SubmissionStatus, string> = { SUBMITTED: 'blue', CHANGES_REQUESTED: 'orange', APPROVED: 'teal' };

/** Where handed-in work stands: its review status, when and by whom it was handed in, the grade and the reviewer's comment. */
export function HandInStatus({ submission, forStartup }: { submission: Submission; forStartup: boolean }) {
  const { t, i18n } = useTranslation('courseware');
  const status = submission.status as SubmissionStatus;
  const when = formatDayTime(submission.submittedAt, i18n.language);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} role="region" aria-label={t('handIn.statusLabel')}>
      <Stack gap="xs">
        <Group gap="sm">
          <Badge color={STATUS_COLORS[status] ?? 'gray'} variant="light" size="lg">
            {t(`handIn.statuses.${status}`)}
          </Badge>
          {submission.grade !== null && submission.grade !== undefined ? <Text fw={600}>{t('handIn.grade', { grade: submission.grade })}</Text> : null}
        </Group>
        {when ? (
          <Text size="sm" c="dimmed">
            {forStartup && submission.user ? t('handIn.handedInBy', { date: when, name: submission.user.fullName }) : t('handIn.handedIn', { date: when })}
          </Text>
        ) : null}
        {submission.reviewComment ? (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('handIn.reviewComment')}
            </Text>
            <Text size="sm" className={classes.pre} dir="auto">
              {submission.reviewComment}
            </Text>
          </Stack>
        ) : null}
        {status === 'CHANGES_REQUESTED' ? <Text size="sm">{t('handIn.changesRequestedHint')}</Text> : null}
        {status === 'APPROVED' ? <Text size="sm">{t('handIn.approvedHint')}</Text> : null}
      </Stack>
    </Paper>
  );
}
