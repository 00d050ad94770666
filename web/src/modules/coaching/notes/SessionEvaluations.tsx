import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Accordion, Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Answers } from '@seedbed/contracts/forms';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { readAnswers, readQuestions } from '../../forms/shared/definitions';
import { CoachEvaluationSummary } from './CoachEvaluationSummary';
import { SESSION_EVALUATION, SUBMIT_EVALUATION } from './graphql';

// The forms renderer is downloaded only for a session that has an evaluation form.
const FormFiller = lazy(async () => ({ default: (await import('../../forms/renderer/FormFiller')).FormFiller }));

const answerKey = (field: string) => field.split('.').slice(1).join('.');

/**
 * A session's evaluations (spec 2 §3): the viewer fills their own with the forms renderer (a draft
 * is kept as they go; sending completes their evaluation task), reads the evaluations they may
 * read, and — for the staff side and the coaches — how each coach is rated over their sessions.
 * `?evaluate=1` (the task's link) brings the form into view.
 */
export function SessionEvaluations({ sessionId }: { sessionId?: string; startupId?: string }) {
  const { t } = useTranslation('coachingNotes');
  const { t: common } = useTranslation();
  const id = sessionId ?? '';
  const { data } = useQuery(SESSION_EVALUATION, { variables: { id }, skip: !id, fetchPolicy: 'cache-and-network' });
  const [submit] = useMutation(SUBMIT_EVALUATION);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  const [editing, setEditing] = useState(false);
  const [searchParams] = useSearchParams();
  const section = useRef<HTMLElement>(null);
  const session = data?.coachingSession;
  const questions = useMemo(() => readQuestions(session?.evaluationForm?.questions), [session?.evaluationForm?.questions]);
  const mine = session?.myEvaluation ?? null;
  const sent = mine?.status === 'submitted';
  const asked = searchParams.get('evaluate') === '1';

  useEffect(() => {
    if (asked && session?.evaluationForm) section.current?.scrollIntoView({ block: 'start' });
  }, [asked, session?.evaluationForm]);

  if (!session?.evaluationForm) return null;

  async function send(answers: Answers) {
    setFailure(undefined);
    try {
      await submit({ variables: { sessionId: id, answers: JSON.stringify(answers), draft: false }, context: { showsOwnError: true } });
    } catch (error) {
      const onQuestions: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) if (field.startsWith('answers.')) onQuestions[answerKey(field)] ??= message;
      setServerErrors(Object.keys(onQuestions).length ? onQuestions : undefined);
      setFailure(messageBesideFields(error, (field) => field.startsWith('answers.'), { networkError: common('networkError') }));
      return;
    }
    setServerErrors(undefined);
    setEditing(false);
    showSuccess(t('evaluation.sent'));
  }

  async function keepDraft(answers: Answers) {
    // A sent evaluation changes only when sent again.
    if (sent) return;
    await submit({ variables: { sessionId: id, answers: JSON.stringify(answers), draft: true }, context: { silent: true } }).catch(() => undefined);
  }

  const others = session.evaluations.filter((e) => e._id !== mine?._id);
  // Nothing to fill and nothing to read (a session still to come): the page shows no card.
  if (!session.viewerMayEvaluate && !others.length && !sent) return null;
  return (
    <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" ref={section} aria-labelledby="session-evaluations-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="session-evaluations-title">
          {t('evaluation.title')}
        </Title>
        {session.viewerMayEvaluate ? (
          sent && !editing ? (
            <Alert color="teal" variant="light" role="status">
              <Stack gap="xs" align="flex-start">
                <Text size="sm">{t('evaluation.done')}</Text>
                <Button size="xs" variant="light" onClick={() => setEditing(true)}>
                  {t('evaluation.change')}
                </Button>
              </Stack>
            </Alert>
          ) : (
            <Stack gap="xs">
              <Text size="sm" c="dimmed">
                {t('evaluation.intro')}
              </Text>
              {failure ? (
                <Alert color="red" role="alert">
                  {failure}
                </Alert>
              ) : null}
              <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
                <FormFiller
                  key={mine?._id ?? 'new'}
                  questions={questions}
                  initialAnswers={readAnswers(mine?.answers)}
                  mode="fill"
                  onSubmit={send}
                  onDraft={keepDraft}
                  serverErrors={serverErrors}
                />
              </Suspense>
            </Stack>
          )
        ) : null}
        {others.length || (sent && !editing) ? (
          <Accordion variant="separated" multiple>
            {(sent && !editing && mine ? [{ ...mine, createdBy: null, submittedAt: null }, ...others] : others).map((evaluation) => (
              <Accordion.Item key={evaluation._id} value={evaluation._id}>
                <Accordion.Control>{evaluation.createdBy ? t('evaluation.by', { name: evaluation.createdBy.fullName }) : t('evaluation.yours')}</Accordion.Control>
                <Accordion.Panel>
                  <Suspense fallback={<Loader size="sm" aria-label={t('loading')} />}>
                    <FormFiller questions={questions} initialAnswers={readAnswers(evaluation.answers)} mode="print" />
                  </Suspense>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : null}
        {others.length ? session.coachs.map((coach) => <CoachEvaluationSummary key={coach._id} coachId={coach._id} name={coach.fullName} />) : null}
      </Stack>
    </Card>
  );
}
