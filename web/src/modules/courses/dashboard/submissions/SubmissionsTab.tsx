import { useMemo } from 'react';
import { Alert, Anchor, Avatar, Card, Group, Paper, Select, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { REVIEWED_LESSON_TYPES, SUBMISSION_STATUSES, SUBMISSIONS_PAGE_SIZE, type LessonType, type SubmissionStatus } from '@seedbed/contracts/courses';
import { useErrorMessage } from '../../../../app/apollo/errorMessage';
import { showSuccess } from '../../../../ui/feedback/notify';
import { ListFooter } from '../../../../ui/list/ListFooter';
import { usePagedList } from '../../../../ui/list/usePagedList';
import { formatDay } from '../../shared/format';
import { CohortSelect } from '../CohortSelect';
import { COURSE_SUBMISSIONS, type DashboardCourse, type SubmissionFilter, type SubmissionRowData } from '../graphql';
import { ReviewDialog } from './ReviewDialog';
import { SubmissionStatusBadge } from './SubmissionStatusBadge';

const ANY = 'any';

export function submissionsFilter(status: SubmissionStatus | null, unitId: string | null, cohortId: string | null): SubmissionFilter {
  const filter: SubmissionFilter = {};
  if (status) filter.status = status;
  if (unitId) filter.unitId = unitId;
  if (cohortId) filter.cohortId = cohortId;
  return filter;
}

interface SubmissionsTabProps {
  course: DashboardCourse;
  cohortId: string | null;
  onCohort: (cohortId: string | null) => void;
  /** The hand-in open for review (the address's last part), if any. */
  submissionId: string | null;
  /** The address of a hand-in's review, and of the queue, keeping the filters. */
  reviewPath: (submissionId: string) => string;
  onCloseReview: () => void;
}

/**
 * Work handed in for the course's assignments and submission lessons, oldest first: by status
 * (waiting for review by default), lesson and cohort. Each opens its review at its own address
 * (…/dashboard/submissions/:submissionId), where the reviewer's task links to.
 */
export function SubmissionsTab({ course, cohortId, onCohort, submissionId, reviewPath, onCloseReview }: SubmissionsTabProps) {
  const { t, i18n } = useTranslation(['courseDashboard', 'courses']);
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [params, setParams] = useSearchParams();
  const askedStatus = params.get('status');
  const status: SubmissionStatus | null =
    askedStatus === ANY ? null : SUBMISSION_STATUSES.includes(askedStatus as SubmissionStatus) ? (askedStatus as SubmissionStatus) : 'SUBMITTED';
  const reviewed = useMemo(() => course.outline.flatMap((chapter) => chapter.units.filter((unit) => REVIEWED_LESSON_TYPES.includes(unit.type as LessonType))), [course.outline]);
  const askedLesson = params.get('lesson');
  const unitId = askedLesson && reviewed.some((unit) => unit._id === askedLesson) ? askedLesson : null;
  const setParam = (name: string, value: string | null) =>
    setParams(
      (old) => {
        const next = new URLSearchParams(old);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );

  const filter = useMemo(() => submissionsFilter(status, unitId, cohortId), [status, unitId, cohortId]);
  const list = usePagedList(
    async (cursor) => {
      const page = (
        await client.query({ query: COURSE_SUBMISSIONS, variables: { courseId: course._id, filter, cursor, limit: SUBMISSIONS_PAGE_SIZE }, fetchPolicy: 'network-only' })
      ).data?.courseSubmissions;
      return page && { results: page.results, next: page.next ?? null, totalCount: page.total };
    },
    JSON.stringify([course._id, filter]),
  );

  const when = (iso: string | null | undefined) => formatDay(iso, i18n.language);
  const authorOf = (row: SubmissionRowData) => (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <Avatar src={row.user?.avatar} name={row.user?.fullName ?? row.startup?.name ?? ''} alt="" size={28} radius="xl" />
      <Stack gap={0} miw={0}>
        <Anchor
          component={Link}
          to={reviewPath(row._id)}
          size="sm"
          fw={500}
          dir="auto"
          truncate
          aria-label={t('submissions.reviewOf', { name: row.user?.fullName ?? row.startup?.name ?? '', lesson: row.unit.title })}
        >
          {row.user?.fullName ?? row.startup?.name ?? ''}
        </Anchor>
        {row.startup ? (
          <Text size="xs" c="dimmed" dir="auto" truncate>
            {row.startup.name}
          </Text>
        ) : null}
      </Stack>
    </Group>
  );

  return (
    <Stack gap="md">
      <Paper withBorder p="sm">
        <Group gap="sm" align="flex-end" wrap="wrap">
          <CohortSelect cohorts={course.cohorts} value={cohortId} onChange={onCohort} allowAll />
          <Select
            style={{ flex: '1 1 200px' }}
            label={t('submissions.lesson')}
            data={[{ value: ANY, label: t('submissions.anyLesson') }, ...reviewed.map((unit) => ({ value: unit._id, label: unit.title }))]}
            value={unitId ?? ANY}
            onChange={(value) => setParam('lesson', !value || value === ANY ? null : value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            style={{ flex: '1 1 180px' }}
            label={t('submissions.statusFilter')}
            data={[{ value: ANY, label: t('submissions.anyStatus') }, ...SUBMISSION_STATUSES.map((value) => ({ value, label: t(`submissions.status.${value}`) }))]}
            value={status ?? ANY}
            onChange={(value) => setParam('status', value === 'SUBMITTED' ? null : value)}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      </Paper>
      <Text size="sm" c="dimmed" aria-live="polite">
        {list.loading && list.rows.length === 0 ? '\u00a0' : t('submissions.count', { count: list.totalCount })}
      </Text>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      {list.rows.length > 0 &&
        (phone ? (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.rows.map((row) => (
              <Card key={row._id} component="li" withBorder padding="sm" data-testid="submission-row">
                <Stack gap={6}>
                  <Group justify="space-between" wrap="nowrap" gap="xs">
                    {authorOf(row)}
                    <SubmissionStatusBadge status={row.status as SubmissionStatus} />
                  </Group>
                  <Text size="sm" dir="auto">
                    {row.unit.title}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {t('submissions.submittedOn', { date: when(row.submittedAt) })}
                  </Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={680} type="native">
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="submissions-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('submissions.columns.learner')}</Table.Th>
                  <Table.Th>{t('submissions.columns.lesson')}</Table.Th>
                  <Table.Th>{t('submissions.columns.submitted')}</Table.Th>
                  <Table.Th>{t('submissions.columns.status')}</Table.Th>
                  <Table.Th>{t('submissions.columns.grade')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((row) => (
                  <Table.Tr key={row._id} data-testid="submission-row">
                    <Table.Td>{authorOf(row)}</Table.Td>
                    <Table.Td>
                      <Text size="sm" dir="auto">
                        {row.unit.title}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{when(row.submittedAt)}</Table.Td>
                    <Table.Td>
                      <SubmissionStatusBadge status={row.status as SubmissionStatus} />
                    </Table.Td>
                    <Table.Td>{row.grade ?? '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ))}
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{status === 'SUBMITTED' ? t('submissions.nothingToReview') : t('submissions.empty')}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      <ReviewDialog
        submissionId={submissionId}
        onClose={onCloseReview}
        onReviewed={(row) => {
          // A reviewed hand-in leaves the queue of those waiting; elsewhere it shows its new status.
          list.patch(row._id, status && row.status !== status ? null : (old) => ({ ...old, ...row }));
          showSuccess(t(row.status === 'APPROVED' ? 'review.approved' : 'review.changesRequested', { name: row.user?.fullName ?? row.startup?.name ?? '' }));
          onCloseReview();
        }}
      />
    </Stack>
  );
}
