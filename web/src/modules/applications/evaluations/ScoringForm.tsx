import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Group, Radio, Stack, Text, Textarea, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EVALUATION_SCORE_MAX } from '@seedbed/contracts/applications';
import { EVALUATION_COMMENT_MAX_LENGTH } from '@seedbed/contracts/applications-input';
import type { Answers, Question } from '@seedbed/contracts/forms';
import { formatScore, runningTotal, scoringMessageKey, scoringProblems, scoringValues, toEvaluationInput, type ScoringCriterion, type ScoringValues } from './scoring';

// The evaluation form's renderer, downloaded only for a round that has one.
const FormFiller = lazy(async () => ({ default: (await import('../../forms/renderer/FormFiller')).FormFiller }));

const SCORES = Array.from({ length: EVALUATION_SCORE_MAX }, (_, i) => i + 1);

export interface ScoringFormProps {
  criteria: ScoringCriterion[];
  /** The evaluator's own evaluation when they gave it (edited until the application is decided). */
  given?: Parameters<typeof scoringValues>[1];
  /** The round's evaluation form, filled with the scores and sent with them. */
  questions?: Question[];
  initialAnswers?: Answers;
  /** Sends the evaluation; resolves with the server's messages by field when it refuses it. */
  onSubmit: (input: ReturnType<typeof toEvaluationInput>, answers: Answers | null) => Promise<{ failure?: string; fields?: Record<string, string> } | undefined>;
  submitted?: boolean;
}

/**
 * An evaluator's scoring: one score from 1 to EVALUATION_SCORE_MAX per criterion (each required,
 * checked with the server's own schema), a comment, and the round's evaluation form when it has
 * one — whose own Send button then sends everything.
 */
export function ScoringForm({ criteria, given, questions, initialAnswers, onSubmit, submitted }: ScoringFormProps) {
  const { t, i18n } = useTranslation(['evaluations', 'validation']);
  const [values, setValues] = useState<ScoringValues>(() => scoringValues(criteria, given));
  const [showProblems, setShowProblems] = useState(false);
  const [serverFields, setServerFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);
  const problems = scoringProblems(criteria, values);
  const total = runningTotal(criteria, values);
  const message = (field: string) =>
    serverFields[field] ?? (showProblems && problems[field] ? (t(scoringMessageKey(problems[field]), { ...problems[field].params }) as string) : undefined);

  async function send(answers: Answers | null) {
    setShowProblems(true);
    if (Object.keys(problems).length) {
      setFailure(t('scoring.fixScores'));
      return;
    }
    setSending(true);
    setFailure(undefined);
    try {
      const refused = await onSubmit(toEvaluationInput(values), answers);
      const fields: Record<string, string> = {};
      for (const [field, text] of Object.entries(refused?.fields ?? {})) {
        const [first, second] = field.split('.');
        if (first === 'comment') fields.comment = text;
        if (first === 'scores' && second) fields[criteria.some((c) => c.tagId === second) ? second : (toEvaluationInput(values).scores[Number(second)]?.tagId ?? second)] = text;
      }
      setServerFields(fields);
      setFailure(refused?.failure);
    } finally {
      setSending(false);
    }
  }

  const setScore = (tagId: string, score: number) => {
    setServerFields(({ [tagId]: _gone, ...rest }) => rest);
    setValues((v) => ({ ...v, scores: { ...v.scores, [tagId]: score } }));
  };

  return (
    <Stack gap="md">
      {criteria.length ? (
        <Stack gap="sm">
          {criteria.map((criterion) => (
            <Radio.Group
              key={criterion.tagId}
              label={criterion.name}
              description={t('scoring.weight', { weight: criterion.weight })}
              value={values.scores[criterion.tagId] === null ? '' : String(values.scores[criterion.tagId])}
              onChange={(value) => setScore(criterion.tagId, Number(value))}
              error={message(criterion.tagId)}
              withAsterisk
            >
              <Group gap="md" mt={4} wrap="wrap">
                {SCORES.map((score) => (
                  <Radio
                    key={score}
                    value={String(score)}
                    label={String(score)}
                    aria-label={t('scoring.scoreOf', { score, max: EVALUATION_SCORE_MAX, criterion: criterion.name })}
                  />
                ))}
              </Group>
            </Radio.Group>
          ))}
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('scoring.runningTotal', { total: formatScore(total, i18n.language), max: EVALUATION_SCORE_MAX })}
          </Text>
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {t('scoring.noCriteria')}
        </Text>
      )}
      <Textarea
        label={t('scoring.comment')}
        description={t('scoring.commentHelp')}
        rows={4}
        maxLength={EVALUATION_COMMENT_MAX_LENGTH}
        value={values.comment}
        onChange={(event) => {
          const comment = event.currentTarget.value;
          setValues((v) => ({ ...v, comment }));
        }}
        error={message('comment')}
      />
      {failure ? (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      ) : null}
      {questions?.length ? (
        <Stack gap="xs">
          <Text fw={600}>{t('scoring.formTitle')}</Text>
          <Suspense fallback={<Loader size="sm" />}>
            <FormFiller questions={questions} initialAnswers={initialAnswers} mode="fill" onSubmit={(answers) => send(answers)} />
          </Suspense>
        </Stack>
      ) : (
        <Group>
          <Button onClick={() => send(null)} loading={sending}>
            {submitted ? t('scoring.update') : t('scoring.submit')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
