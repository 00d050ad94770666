import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, MultiSelect, Stack, Switch } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { webhookInputSchema } from '@seedbed/contracts/api-access';
import { fieldErrorsOf, messageBesideFields } from '../../app/apollo/errorMessage';
import { Dialog } from '../../ui/dialog/Dialog';
import { TextField } from '../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../ui/form/schemaRules';
import { useForm } from '../../ui/form/useForm';
import { SecretShownOnce } from './SecretShownOnce';
import { CREATE_WEBHOOK, UPDATE_WEBHOOK, type EventKindItem, type WebhookItem } from './graphql';

interface WebhookValues {
  url: string;
  description: string;
  eventKinds: string[];
  enabled: boolean;
}

/** Adds a webhook (then shows its signing secret once) or changes one. */
export function WebhookDialog({
  opened,
  editing,
  kinds,
  onClose,
  onSaved,
}: {
  opened: boolean;
  editing: WebhookItem | null;
  kinds: EventKindItem[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('apiAccess');
  const [dirty, setDirty] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    if (opened) setSecret(null);
  }, [opened]);
  const title = secret ? t('webhooks.createdTitle') : t(editing ? 'webhooks.edit' : 'webhooks.new');
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty && !secret} title={title} size="lg">
      {opened &&
        (secret ? (
          <SecretShownOnce secret={secret} label={t('webhooks.secret')} warning={t('webhooks.secretShownOnce')} onDone={onClose} />
        ) : (
          <WebhookForm
            editing={editing}
            kinds={kinds}
            onCancel={onClose}
            onDirtyChange={setDirty}
            onSaved={(created) => {
              onSaved();
              if (created) setSecret(created);
              else onClose();
            }}
          />
        ))}
    </Dialog>
  );
}

function WebhookForm({
  editing,
  kinds,
  onCancel,
  onDirtyChange,
  onSaved,
}: {
  editing: WebhookItem | null;
  kinds: EventKindItem[];
  onCancel: () => void;
  onDirtyChange: (dirty: boolean) => void;
  onSaved: (secret: string | null) => void;
}) {
  const { t } = useTranslation(['apiAccess', 'validation', 'common']);
  const rules = useMemo(
    () =>
      schemaRules<WebhookValues>(
        webhookInputSchema,
        (v) => v,
        ['url', 'description', 'eventKinds'],
        (issue) => issueMessage(t as unknown as TFunction, issue, t(`apiAccess:webhooks.fields.${issue.field.split('.')[0]}`)),
      ),
    [t],
  );
  const form = useForm<WebhookValues>(
    { url: editing?.url ?? '', description: editing?.description ?? '', eventKinds: editing?.eventKinds ?? [], enabled: editing?.enabled ?? true },
    rules,
  );
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [create, created] = useMutation(CREATE_WEBHOOK, { context: { showsOwnError: true } });
  const [update, updated] = useMutation(UPDATE_WEBHOOK, { context: { showsOwnError: true } });
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    const data = { url: values.url.trim(), description: values.description.trim(), eventKinds: values.eventKinds, enabled: values.enabled };
    try {
      if (editing) {
        await update({ variables: { id: editing._id, data } });
        onSaved(null);
      } else {
        const answer = await create({ variables: { data } });
        if (answer.data) onSaved(answer.data.createWebhook.secret);
      }
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([field, message]) => [field.split('.')[0], message])));
      setFailure(messageBesideFields(error, (path) => ['url', 'description', 'eventKinds'].includes(path.split('.')[0] ?? ''), { networkError: t('common:networkError') }));
    }
  });
  const url = form.field('url');
  const description = form.field('description');
  const eventKinds = form.field('eventKinds');

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField {...url} error={url.error ?? serverErrors.url} label={t('apiAccess:webhooks.fields.url')} placeholder="https://" required dir="ltr" data-autofocus />
        <TextField {...description} error={description.error ?? serverErrors.description} label={t('apiAccess:webhooks.fields.description')} optional />
        <MultiSelect
          label={t('apiAccess:webhooks.fields.eventKinds')}
          data={kinds.map((kind) => ({ value: kind.kind, label: kind.label }))}
          value={eventKinds.value}
          onChange={(value) => {
            form.setValue('eventKinds', value);
            form.touch('eventKinds');
          }}
          error={eventKinds.error ?? serverErrors.eventKinds}
          searchable
          required
          comboboxProps={{ withinPortal: true }}
        />
        <Switch {...form.checkbox('enabled')} label={t('apiAccess:webhooks.fields.enabled')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('apiAccess:cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t(editing ? 'apiAccess:save' : 'apiAccess:webhooks.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
