import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { FORM_KINDS, type FormKind } from '@seedbed/contracts/forms';
import { formInputSchema } from '@seedbed/contracts/forms-input';
import type { Language } from '@seedbed/contracts/languages';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_FORM, type FormRowData } from '../graphql';

interface Values {
  title: string;
  kind: string | null;
  description: string;
}
const FIELDS = ['title', 'kind', 'description'] as const;

/** The form's texts are written in the interface language first; the builder adds the others. */
const toInput = (values: Values, language: Language) => ({
  kind: values.kind as FormKind,
  title: [{ language, value: values.title }],
  description: values.description.trim() ? [{ language, value: values.description }] : [],
});

interface CreateFormDialogProps {
  opened: boolean;
  onClose: () => void;
  onCreated: (form: FormRowData) => void;
}

/** A new form: its title, kind and description; the builder opens on it next. */
export function CreateFormDialog({ opened, onClose, onCreated }: CreateFormDialogProps) {
  const { t } = useTranslation('forms');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={t('management.createTitle')} size="lg" centered>
      {opened && <CreateForm onDone={onClose} onCreated={onCreated} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function CreateForm({ onDone, onCreated, onDirtyChange }: { onDone: () => void; onCreated: (form: FormRowData) => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t, i18n } = useTranslation(['forms', 'validation']);
  const language = i18n.language as Language;
  const rules = useMemo(() => {
    const labels: Record<string, string> = { title: t('forms:fields.title'), kind: t('forms:fields.kind'), description: t('forms:fields.description') };
    return schemaRules<Values>(
      formInputSchema,
      (v) => toInput(v, language),
      FIELDS,
      (issue) => issueMessage(t as unknown as TFunction, issue, labels[issue.field.split('.')[0]] ?? ''),
    );
  }, [t, language]);
  const form = useForm<Values>({ title: '', kind: 'intake', description: '' }, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [create, created] = useMutation(CREATE_FORM);

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const answer = await create({ variables: { data: toInput(values, language) }, context: { showsOwnError: true } });
      if (answer.data) onCreated(answer.data.createForm);
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

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField {...field('title')} label={t('forms:fields.title')} required data-autofocus />
        <SelectField
          {...field('kind')}
          label={t('forms:fields.kind')}
          description={t('forms:kindHelp')}
          data={FORM_KINDS.map((kind) => ({ value: kind, label: t(`forms:kinds.${kind}`) }))}
          allowDeselect={false}
          required
          comboboxProps={{ withinPortal: true }}
        />
        <TextAreaField {...field('description')} label={t('forms:fields.description')} optional autosize minRows={2} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('forms:actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading}>
            {t('forms:actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
