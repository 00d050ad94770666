import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { COURSE_TITLE_MAX } from '@seedbed/contracts/courses';
import { createCourseSchema } from '@seedbed/contracts/courses-input';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextField } from '../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import { useRules } from '../../../ui/form/useRules';
import { CREATE_COURSE, type ManagedCourseRowData } from './graphql';

interface CreateCourseDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (course: ManagedCourseRowData) => void;
}

/** A new course needs only its title; the builder, opened next, does the rest. */
export function CreateCourseDialog({ opened, onClose, onCreated }: CreateCourseDialogProps) {
  const { t } = useTranslation('courses');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={t('management.create.title')} centered>
      {opened && <CreateForm onCancel={onClose} onCreated={onCreated} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function CreateForm({ onCancel, onCreated, onDirtyChange }: { onCancel: () => void; onCreated: (course: ManagedCourseRowData) => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['courses', 'validation', 'common']);
  const rules = useRules();
  const label = t('courses:management.create.titleField');
  // The server's own schema, behind the interface's wording of "required".
  const checks = useMemo(
    () =>
      schemaRules<{ title: string }>(
        createCourseSchema(),
        (values) => values,
        ['title'],
        (issue) => issueMessage(t as unknown as TFunction, issue, label),
      ),
    [t, label],
  );
  const form = useForm({ title: '' }, { title: [rules.required(label), ...(checks.title ?? [])] });
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [create, created] = useMutation(CREATE_COURSE);
  const [failure, setFailure] = useState<string>();
  const [serverError, setServerError] = useState<string>();

  const submit = form.handleSubmit(async ({ title }) => {
    setFailure(undefined);
    setServerError(undefined);
    try {
      const answer = await create({ variables: { title: title.trim() }, context: { showsOwnError: true } });
      if (answer.data) onCreated(answer.data.createCourse);
    } catch (error) {
      setServerError(fieldErrorsOf(error).title);
      setFailure(messageBesideFields(error, (path) => path === 'title', { networkError: t('common:networkError') }));
    }
  });
  const field = form.field('title');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          {...field}
          error={field.error ?? serverError}
          label={label}
          placeholder={t('courses:management.create.titlePlaceholder')}
          maxLength={COURSE_TITLE_MAX}
          required
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('courses:management.actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading}>
            {t('courses:management.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
