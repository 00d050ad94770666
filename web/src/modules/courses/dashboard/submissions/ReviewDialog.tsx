import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Button, Center, Divider, Group, Loader, Radio, Stack, Text, Title, Typography } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconFile } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { REVIEW_COMMENT_MAX, type ReviewVerdict, type SubmissionStatus } from '@seedbed/contracts/courses';
import { gradeSubmissionSchema } from '@seedbed/contracts/courses-input';
import { fieldErrorsOf, messageBesideFields, useErrorMessage } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { NumberField } from '../../../../ui/form/NumberField';
import { TextAreaField } from '../../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../../ui/form/schemaRules';
import { useForm } from '../../../../ui/form/useForm';
import { formatDay } from '../../shared/format';
import { COURSE_SUBMISSION, GRADE_SUBMISSION, type SubmissionDetails, type SubmissionRowData } from '../graphql';
import { fileSize, handInAnswers, lessonQuestions } from './handIn';
import { SubmissionStatusBadge } from './SubmissionStatusBadge';

// The forms renderer is large: it downloads with the first hand-in that has form answers.
const FormFiller = lazy(async () => ({ default: (await import('../../../forms/renderer/FormFiller')).FormFiller }));

interface ReviewDialogProps {
  submissionId: string | null;
  onClose: () => void;
  onReviewed: (submission: SubmissionRowData) => void;
}

/** One hand-in and its review: the work (text, files, form answers), then the verdict, a grade and a comment. */
export function ReviewDialog({ submissionId, onClose, onReviewed }: ReviewDialogProps) {
  const { t } = useTranslation('courseDashboard');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={submissionId !== null} onClose={onClose} dirty={dirty} title={t('review.title')} size="xl">
      {submissionId ? <Review key={submissionId} submissionId={submissionId} onCancel={onClose} onReviewed={onReviewed} onDirtyChange={setDirty} /> : null}
    </Dialog>
  );
}

function Review({
  submissionId,
  onCancel,
  onReviewed,
  onDirtyChange,
}: {
  submissionId: string;
  onCancel: () => void;
  onReviewed: ReviewDialogProps['onReviewed'];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('courseDashboard');
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(COURSE_SUBMISSION, { variables: { id: submissionId }, fetchPolicy: 'network-only' });
  const submission = data?.courseSubmission;
  if (loading && !submission)
    return (
      <Center py="xl">
        <Loader size="sm" aria-label={t('loading')} />
      </Center>
    );
  if (!submission)
    return (
      <Alert color="red" role="alert">
        {error ? errorMessage(error) : t('review.notFound')}
      </Alert>
    );
  return (
    <Stack gap="lg">
      <HandIn submission={submission} />
      <Divider />
      <VerdictForm submission={submission} onCancel={onCancel} onReviewed={onReviewed} onDirtyChange={onDirtyChange} />
    </Stack>
  );
}

function HandIn({ submission }: { submission: SubmissionDetails }) {
  const { t, i18n } = useTranslation('courseDashboard');
  const questions = useMemo(() => lessonQuestions(submission.unit.form?.questions), [submission.unit.form]);
  const answers = useMemo(() => handInAnswers(submission.answers), [submission.answers]);
  const author = submission.startup ? t('review.byStartup', { name: submission.user?.fullName ?? '', startup: submission.startup.name }) : (submission.user?.fullName ?? '');
  return (
    <Stack gap="md" component="section" aria-labelledby="hand-in-title">
      <Stack gap={4}>
        <Group gap="xs" wrap="wrap">
          <Title order={3} size="h4" id="hand-in-title" dir="auto">
            {submission.unit.title}
          </Title>
          <SubmissionStatusBadge status={submission.status as SubmissionStatus} />
          {submission.grade != null ? (
            <Badge variant="outline" color="gray">
              {t('review.gradeBadge', { grade: submission.grade })}
            </Badge>
          ) : null}
        </Group>
        <Text size="sm" c="dimmed" dir="auto">
          {t('review.byline', { author, date: formatDay(submission.submittedAt, i18n.language) })}
        </Text>
        {submission.reviewedAt ? (
          <Text size="sm" c="dimmed" dir="auto">
            {t('review.reviewedBy', { name: submission.reviewedBy?.fullName ?? '', date: formatDay(submission.reviewedAt, i18n.language) })}
          </Text>
        ) : null}
      </Stack>
      {submission.body ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises the text when it is handed in (courses/hand-in.ts, core/rich-text.ts).
        <Typography dir="auto" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: submission.body }} data-testid="hand-in-body" />
      ) : null}
      {submission.files.length > 0 ? (
        <Stack gap={6}>
          <Text size="sm" fw={600}>
            {t('review.files')}
          </Text>
          <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
            {submission.files.map((file) => (
              <li key={file._id}>
                <Group gap={6} wrap="nowrap">
                  <IconFile size={16} aria-hidden />
                  <Anchor href={file.url} download={file.name} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                    {file.name}
                  </Anchor>
                  <Text size="xs" c="dimmed">
                    {fileSize(file.size, i18n.language)}
                  </Text>
                </Group>
              </li>
            ))}
          </Stack>
        </Stack>
      ) : null}
      {answers && questions.length > 0 ? (
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label={t('loading')} />
            </Center>
          }
        >
          <FormFiller mode="print" questions={questions} initialAnswers={answers} />
        </Suspense>
      ) : null}
      {!submission.body && submission.files.length === 0 && !answers ? <Text c="dimmed">{t('review.nothingHandedIn')}</Text> : null}
      {submission.reviewComment ? (
        <Alert color="gray" title={t('review.previousComment')}>
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
            {submission.reviewComment}
          </Text>
        </Alert>
      ) : null}
    </Stack>
  );
}

interface Values {
  verdict: ReviewVerdict | null;
  grade: number | string;
  comment: string;
}
const FIELDS = ['verdict', 'grade', 'comment'] as const;

const toInput = (submissionId: string, values: Values) => ({
  submissionId,
  verdict: values.verdict,
  grade: values.grade === '' ? null : Number(values.grade),
  comment: values.comment.trim() || null,
});

function VerdictForm({
  submission,
  onCancel,
  onReviewed,
  onDirtyChange,
}: {
  submission: SubmissionDetails;
  onCancel: () => void;
  onReviewed: ReviewDialogProps['onReviewed'];
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation(['courseDashboard', 'courses', 'validation', 'common']);
  const rules = useMemo(() => {
    const labels: Record<string, string> = { verdict: t('courseDashboard:review.verdict'), grade: t('courseDashboard:review.grade'), comment: t('courseDashboard:review.comment') };
    return schemaRules<Values>(
      gradeSubmissionSchema(),
      (values) => toInput(submission._id, values),
      FIELDS,
      (issue) => {
        if (issue.field === 'verdict') return t('courseDashboard:review.verdictRequired');
        return issueMessage(t as unknown as TFunction, issue, labels[issue.field.split('.')[0]] ?? '');
      },
    );
  }, [t, submission._id]);
  const form = useForm<Values>({ verdict: null, grade: submission.grade ?? '', comment: '' }, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [grade, grading] = useMutation(GRADE_SUBMISSION);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const approved = submission.status === 'APPROVED';

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    const input = toInput(submission._id, values);
    if (!input.verdict) return;
    try {
      const answer = await grade({ variables: { ...input, verdict: input.verdict }, context: { showsOwnError: true } });
      if (answer.data) onReviewed(answer.data.gradeSubmission);
    } catch (error) {
      const own: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) own[path.split('.')[0]] ??= message;
      setServerErrors(own);
      setFailure(messageBesideFields(error, (path) => (FIELDS as readonly string[]).includes(path.split('.')[0]), { networkError: t('common:networkError') }));
    }
  });
  const field = <K extends keyof Values>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? serverErrors[name] };
  };
  const verdict = field('verdict');

  if (approved) return <Alert color="teal">{t('courseDashboard:review.alreadyApproved')}</Alert>;
  return (
    <form onSubmit={submit} noValidate aria-labelledby="review-form-title">
      <Stack gap="md">
        <Title order={3} size="h5" id="review-form-title">
          {t('courseDashboard:review.yourReview')}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Radio.Group
          name="verdict"
          label={t('courseDashboard:review.verdict')}
          value={verdict.value ?? ''}
          onChange={(next) => {
            verdict.onChange(next as ReviewVerdict);
            verdict.onBlur();
          }}
          error={verdict.error}
          withAsterisk
        >
          <Group gap="lg" mt={6} wrap="wrap">
            <Radio value="APPROVED" label={t('courseDashboard:review.approve')} />
            <Radio value="CHANGES_REQUESTED" label={t('courseDashboard:review.requestChanges')} />
          </Group>
        </Radio.Group>
        <NumberField
          {...field('grade')}
          label={t('courseDashboard:review.grade')}
          description={t('courseDashboard:review.gradeHelp')}
          min={0}
          max={100}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          optional
          maw={200}
        />
        <TextAreaField
          {...field('comment')}
          label={t('courseDashboard:review.comment')}
          description={form.values.verdict === 'CHANGES_REQUESTED' ? t('courseDashboard:review.commentHelpChanges') : t('courseDashboard:review.commentHelp')}
          optional={form.values.verdict !== 'CHANGES_REQUESTED'}
          required={form.values.verdict === 'CHANGES_REQUESTED'}
          maxLength={REVIEW_COMMENT_MAX}
          autosize
          minRows={3}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('courseDashboard:actions.cancel')}
          </Button>
          <Button type="submit" loading={grading.loading} color={form.values.verdict === 'CHANGES_REQUESTED' ? 'orange' : undefined}>
            {t('courseDashboard:review.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
