import { Fragment } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormFiller } from '../../forms/renderer/FormFiller';
import { readAnswers, readQuestions } from '../../forms/shared/definitions';
import type { ApplicationFileData } from './graphql';

/** The answers given in each round reached, read-only, as the server lets this reader read them. */
export function AnswersTab({ rounds }: { rounds: ApplicationFileData['rounds'] }) {
  const { t, i18n } = useTranslation('applicationFile');
  const answered = rounds.filter((r) => r.answers);
  if (!answered.length) return <Text c="dimmed">{t('form.empty')}</Text>;
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(iso));
  return (
    <Stack gap="xl">
      {answered.map(({ round, answers }) =>
        answers ? (
          <Fragment key={round._id}>
            <Stack gap={2}>
              <Title order={2} size="h4" dir="auto">
                {round.name}
              </Title>
              {answers.submittedAt ? (
                <Text size="sm" c="dimmed">
                  {t('form.submittedOn', { date: when(answers.submittedAt) })}
                </Text>
              ) : null}
            </Stack>
            <FormFiller mode="print" questions={readQuestions(answers.version.questions)} initialAnswers={readAnswers(answers.answers)} />
          </Fragment>
        ) : null,
      )}
    </Stack>
  );
}
