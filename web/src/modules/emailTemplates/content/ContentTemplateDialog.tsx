import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_NAME_MAX, EMAIL_TEMPLATE_SUBJECT_MAX } from '@seedbed/contracts/email-templates';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_CONTENT, UPDATE_CONTENT, type ContentData } from '../graphql';
import { LazyMailRichText as MailRichText } from '../shared/LazyMailRichText';
import { contentRules, contentValues, toContentInput, type ContentFormValues } from './contentForm';

interface ContentTemplateDialogProps {
  opened: boolean;
  /** The template edited; none to write a new one. */
  content: ContentData | null;
  onClose: () => void;
  onSaved: (content: ContentData) => void;
}

/** Writes or edits a content template: its name, subject and body. */
export function ContentTemplateDialog({ opened, content, onClose, onSaved }: ContentTemplateDialogProps) {
  const { t } = useTranslation('emailTemplates');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={t(content ? 'content.editTitle' : 'content.addTitle')} size="xl" centered>
      {opened && <ContentForm key={content?._id ?? 'new'} content={content} onCancel={onClose} onSaved={onSaved} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function ContentForm({
  content,
  onCancel,
  onSaved,
  onDirtyChange,
}: Pick<ContentTemplateDialogProps, 'content' | 'onSaved'> & { onCancel: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['emailTemplates', 'validation', 'common']);
  const rules = useMemo(() => contentRules(t as unknown as TFunction), [t]);
  const form = useForm<ContentFormValues>(contentValues(content), rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [create, created] = useMutation(CREATE_CONTENT);
  const [update, updated] = useMutation(UPDATE_CONTENT);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    const data = toContentInput(values);
    try {
      const answer = content
        ? (await update({ variables: { id: content._id, data }, context: { showsOwnError: true } })).data?.updateContentTemplate
        : (await create({ variables: { data }, context: { showsOwnError: true } })).data?.createContentTemplate;
      if (answer) onSaved(answer);
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      setFailure(messageBesideFields(error, (path) => ['name', 'subject', 'body'].includes(path), { networkError: t('common:networkError') }));
    }
  });
  const field = <K extends keyof ContentFormValues>(name: K) => {
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
        <TextField {...field('name')} label={t('emailTemplates:content.fields.name')} maxLength={EMAIL_TEMPLATE_NAME_MAX} required data-autofocus />
        <TextField {...field('subject')} label={t('emailTemplates:content.fields.subject')} maxLength={EMAIL_TEMPLATE_SUBJECT_MAX} optional />
        <MailRichText
          id="content-body"
          label={t('emailTemplates:content.fields.body')}
          initialHtml={content?.body ?? ''}
          onChange={(html) => form.setValue('body', html)}
          error={form.field('body').error ?? serverErrors.body}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('emailTemplates:actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t(content ? 'emailTemplates:actions.save' : 'emailTemplates:content.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
