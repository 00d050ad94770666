import '../styles';
import { useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Group, Loader, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { Answers } from '@seedbed/contracts/forms';
import { fieldErrorsOf, messageBesideFields, useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { readAnswers, readQuestions } from '../../forms/shared/definitions';
import { ConflictDialog } from './ConflictDialog';
import { EvaluationList } from './EvaluationList';
import { EvaluatorsPanel } from './EvaluatorsPanel';
import { APPLICATION_EVALUATIONS, SUBMIT_EVALUATION, type EvaluationsViewData } from './graphql';
import { ScoringForm } from './ScoringForm';
import { formatScore, type ScoringCriterion } from './scoring';

/**
 * The evaluations tab of an application's page (/application/:id/evaluations): the viewer's own
 * scoring when they are assigned, the evaluations they may read (raw and normalised totals, per
 * criterion, comments), and for managers the evaluators with assign and unassign.
 */
export function EvaluationsTab({ applicationId }: { applicationId?: string }) {
  const params = useParams();
  const id = applicationId ?? params.applicationId ?? params.id ?? '';
  const { t } = useTranslation('evaluations');
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(APPLICATION_EVALUATIONS, { variables: { applicationId: id }, fetchPolicy: 'cache-and-network' });
  if (loading && !data) return <Loader aria-label={t('tab.loading')} />;
  if (!data)
    return error ? (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    ) : null;
  return <EvaluationsView view={data.applicationEvaluations} applicationId={id} />;
}

function EvaluationsView({ view, applicationId }: { view: EvaluationsViewData; applicationId: string }) {
  const { t, i18n } = useTranslation('evaluations');
  const { t: common } = useTranslation();
  const [submitEvaluation] = useMutation(SUBMIT_EVALUATION);
  const [conflictOpen, setConflictOpen] = useState(false);
  const criteria = useMemo<ScoringCriterion[]>(
    () => view.criteria.map((c) => ({ tagId: c.tag?._id ?? '', name: c.tag?.name ?? '', weight: c.weight })).filter((c) => c.tagId),
    [view.criteria],
  );
  const questions = useMemo(() => readQuestions(view.evaluationForm?.questions), [view.evaluationForm]);
  const mine = view.mine;
  const others = view.evaluations.filter((e) => !e.isMine);
  const progress = view.needed ? Math.min(100, (view.done / view.needed) * 100) : 100;

  async function submit(input: { scores: Array<{ tagId: string; score: number }>; comment: string | null }, answers: Answers | null) {
    try {
      await submitEvaluation({
        variables: { applicationId, scores: input.scores, comment: input.comment, answers: answers ? JSON.stringify(answers) : null },
        context: { showsOwnError: true },
      });
    } catch (error) {
      return {
        fields: fieldErrorsOf(error),
        failure: messageBesideFields(error, (field) => field.startsWith('scores.') || field === 'comment', { networkError: common('networkError') }),
      };
    }
    showSuccess(mine?.status === 'submitted' ? t('scoring.updated') : t('scoring.submitted'));
    return undefined;
  }

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
        <Stack gap={6}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={600}>{t('tab.progress', { done: view.done, needed: view.needed, round: view.round.name })}</Text>
            {view.score !== null && view.score !== undefined ? (
              <Group gap="xs">
                <Badge variant="light">{t('tab.score', { score: formatScore(view.score, i18n.language) })}</Badge>
                <Badge variant="outline">{t('tab.normalisedScore', { score: formatScore(view.normalisedScore, i18n.language) })}</Badge>
              </Group>
            ) : null}
          </Group>
          <Progress value={progress} aria-label={t('tab.progress', { done: view.done, needed: view.needed, round: view.round.name })} />
        </Stack>
      </Paper>

      {mine && mine.status !== 'conflict' ? (
        <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Title order={2} size="h4">
                {t('scoring.title')}
              </Title>
              {mine.status === 'submitted' ? <Badge color="teal">{t('status.submitted')}</Badge> : <Badge color="blue">{t('status.assigned')}</Badge>}
            </Group>
            {view.viewerCan.evaluate ? (
              <ScoringForm
                key={mine._id}
                criteria={criteria}
                given={mine}
                questions={questions}
                initialAnswers={readAnswers(mine.answers)}
                submitted={mine.status === 'submitted'}
                onSubmit={submit}
              />
            ) : (
              <Text c="dimmed">{t('scoring.closed')}</Text>
            )}
            {view.viewerCan.declareConflict ? (
              <Group>
                <Button variant="subtle" color="red" leftSection={<IconAlertTriangle size={16} aria-hidden />} onClick={() => setConflictOpen(true)}>
                  {t('conflict.declare')}
                </Button>
              </Group>
            ) : null}
          </Stack>
        </Paper>
      ) : null}

      {view.othersHidden ? (
        <Alert color="gray" variant="light">
          {view.othersHidden === 'submitFirst' ? t('others.submitFirst') : t('others.notAllowed')}
        </Alert>
      ) : (
        <EvaluationList evaluations={view.viewerCan.manage || !mine ? view.evaluations : others} criteria={view.criteria} showCriteria={view.done > 0} />
      )}

      {view.viewerCan.manage ? <EvaluatorsPanel applicationId={applicationId} evaluations={view.evaluations} /> : null}

      <ConflictDialog applicationId={applicationId} opened={conflictOpen} onClose={() => setConflictOpen(false)} />
    </Stack>
  );
}
