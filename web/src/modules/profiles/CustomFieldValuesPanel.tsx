import { useMemo, useState } from 'react';
import { Alert, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isBlankAnswer, isLayout, type Answers } from '@seedbed/contracts/forms';
import { fieldErrorsOf, messageBesideFields, useErrorMessage } from '../../app/apollo/errorMessage';
import { showSuccess } from '../../ui/feedback/notify';
import { FormFiller } from '../forms/renderer/FormFiller';
import { answerKeyOf } from '../forms/renderer/fillerState';
import { CUSTOM_FIELD_VALUES, SET_CUSTOM_FIELD_VALUES, parseValues, questionsOf, type Entity } from './graphql';

interface CustomFieldValuesPanelProps {
  entity: Entity;
  id: string;
  /** Shown when the record has no values yet. */
  emptyText: string;
  /** Wraps the panel (a section with a title) once there is something to show; nothing is drawn otherwise. */
  frame?: (content: React.ReactNode) => React.ReactNode;
}

/**
 * A startup's or a person's custom field values: read as the form prints them, and, for whoever
 * may edit them, filled again with the one renderer (the server's messages under their question).
 */
export function CustomFieldValuesPanel({ entity, id, emptyText, frame = (content) => content }: CustomFieldValuesPanelProps) {
  const { t } = useTranslation('profiles');
  const { t: common } = useTranslation();
  const errorMessage = useErrorMessage();
  const { data, loading, error } = useQuery(CUSTOM_FIELD_VALUES, { variables: { entity, id }, fetchPolicy: 'cache-and-network' });
  const [save] = useMutation(SET_CUSTOM_FIELD_VALUES);
  const [editing, setEditing] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [failure, setFailure] = useState<string>();
  const values = data?.customFieldValues;
  const questions = useMemo(() => questionsOf(values?.questions ?? []), [values?.questions]);
  const answers = useMemo(() => parseValues(values?.answers), [values?.answers]);

  if (!values) {
    if (loading) return <Center py="md">{<Loader size="sm" aria-label={common('loading')} />}</Center>;
    return error ? frame(<Alert color="red">{errorMessage(error)}</Alert>) : null;
  }
  if (!questions.some((q) => !isLayout(q))) return null;
  const empty = questions.every((q) => isBlankAnswer(answers[q._id]));

  async function submit(next: Answers) {
    setFailure(undefined);
    try {
      await save({ variables: { entity, id, answers: JSON.stringify(next) }, context: { showsOwnError: true } });
    } catch (caught) {
      const onQuestions: Record<string, string> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(caught))) {
        if (field.startsWith('answers.')) onQuestions[answerKeyOf(field)] ??= message;
      }
      setServerErrors(Object.keys(onQuestions).length ? onQuestions : undefined);
      setFailure(messageBesideFields(caught, (field) => field.startsWith('answers.'), { networkError: common('networkError') }));
      return;
    }
    setServerErrors(undefined);
    setEditing(false);
    showSuccess(t('values.saved'));
  }

  if (editing) {
    return frame(
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormFiller questions={questions} initialAnswers={answers} mode="fill" onSubmit={submit} serverErrors={serverErrors} />
        <Group justify="flex-start">
          <Button variant="subtle" onClick={() => setEditing(false)}>
            {t('values.cancel')}
          </Button>
        </Group>
      </Stack>,
    );
  }
  return frame(
    <Stack gap="md">
      {values.canEdit ? (
        <Group justify="flex-end">
          <Button variant="light" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
            {t('values.edit')}
          </Button>
        </Group>
      ) : null}
      {empty ? (
        <Text c="dimmed" size="sm">
          {emptyText}
        </Text>
      ) : (
        <FormFiller key={values.updatedAt ?? ''} questions={questions} initialAnswers={answers} mode="print" />
      )}
      {values.updatedAt && values.updatedBy ? (
        <Text size="xs" c="dimmed">
          {t('values.updated', { name: values.updatedBy.fullName, date: new Date(values.updatedAt).toLocaleDateString() })}
        </Text>
      ) : null}
    </Stack>,
  );
}
