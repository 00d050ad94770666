import { useState } from 'react';
import { Alert, Button, Center, Group, Loader, Radio, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { CATEGORIZATION_KEYS } from '@seedbed/contracts/metrics';
import { fieldErrorsOf, getErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { CATEGORIZATION_QUESTIONS, UPDATE_STARTUP_CATEGORIZATION } from './graphql';

type YesNo = 'yes' | 'no' | '';

export interface CategorizationDialogProps {
  categorizationId: string;
  opened: boolean;
  /** Closed without answering: the prompt counts as shown for the session. */
  onClose: () => void;
  /** Answered or skipped: the startup's initial categorization is complete. */
  onDone: () => void;
}

/**
 * The initial categorization questionnaire (spec 2 §4, §5): first whether reporting is delayed;
 * with no delay, every question answered yes or no. Skipping sends no answers.
 */
export function CategorizationDialog({ categorizationId, opened, onClose, onDone }: CategorizationDialogProps) {
  const { t } = useTranslation('metrics');
  const { data, loading, error } = useQuery(CATEGORIZATION_QUESTIONS, { variables: { categorizationId }, skip: !opened });
  const [update, { loading: saving }] = useMutation(UPDATE_STARTUP_CATEGORIZATION, { context: { showsOwnError: true } });
  const [delay, setDelay] = useState<YesNo>('');
  const [answers, setAnswers] = useState<Record<string, YesNo>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const questions = data?.categorizationQuestions.values ?? [];
  const phone = useMediaQuery('(max-width: 575.98px)');

  const missingDelay = !delay;
  const missing = delay === 'no' ? CATEGORIZATION_KEYS.filter((key) => !answers[key]) : [];

  async function send(skip: boolean) {
    setFailure(null);
    if (!skip) {
      setAttempted(true);
      if (missingDelay || missing.length) return;
    }
    try {
      await update({
        variables: skip
          ? { categorizationId, skip: true }
          : {
              categorizationId,
              delayReporting: delay === 'yes',
              data: CATEGORIZATION_KEYS.filter((key) => answers[key]).map((key) => ({ key, value: answers[key] === 'yes' })),
            },
      });
      onDone();
    } catch (problem) {
      const fields = fieldErrorsOf(problem);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([field, text]) => [field.replace(/^data\./, ''), text])));
      if (!Object.keys(fields).length) setFailure(getErrorMessage(problem, { networkError: t('common:networkError') }));
    }
  }

  const yesNo = (name: string, value: YesNo, onChange: (next: YesNo) => void, label: string, error: string | undefined) => (
    <Radio.Group key={name} name={name} label={label} value={value} onChange={(next) => onChange(next as YesNo)} error={error} withAsterisk>
      <Group gap="lg" mt={6}>
        <Radio value="yes" label={t('founder.categorization.yes')} />
        <Radio value="no" label={t('founder.categorization.no')} />
      </Group>
    </Radio.Group>
  );

  return (
    <Dialog opened={opened} onClose={onClose} title={t('founder.categorization.title')} size="lg" fullScreen={phone} dirty={Boolean(delay) || Object.keys(answers).length > 0}>
      {loading ? (
        <Center py="lg">
          <Loader aria-label={t('founder.loading')} />
        </Center>
      ) : error ? (
        <Alert color="red" role="alert">
          {getErrorMessage(error, { networkError: t('common:networkError') })}
        </Alert>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send(false);
          }}
        >
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              {t('founder.categorization.intro')}
            </Text>
            {yesNo(
              'delayReporting',
              delay,
              (next) => {
                setDelay(next);
                setServerErrors({});
              },
              t('founder.categorization.delay'),
              attempted && missingDelay ? t('validation.answerRequired') : undefined,
            )}
            {delay === 'no'
              ? questions.map((question) =>
                  yesNo(
                    question.key,
                    answers[question.key] ?? '',
                    (next) => {
                      setAnswers((current) => ({ ...current, [question.key]: next }));
                      setServerErrors(({ [question.key]: _gone, ...rest }) => rest);
                    },
                    question.label,
                    serverErrors[question.key] ??
                      (attempted && missing.includes(question.key as (typeof CATEGORIZATION_KEYS)[number]) ? t('validation.answerRequired') : undefined),
                  ),
                )
              : null}
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            <Group justify="space-between">
              <Button variant="subtle" onClick={() => void send(true)} disabled={saving}>
                {t('founder.categorization.skip')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('founder.categorization.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Dialog>
  );
}
