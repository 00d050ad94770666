import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Badge, Button, Center, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EMAIL_TEMPLATE_SUBJECT_MAX, type EmailBlueprintKey } from '@seedbed/contracts/email-templates';
import { blueprintWordingSchema } from '@seedbed/contracts/email-templates-input';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@seedbed/contracts/languages';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { TextField } from '../../../ui/form/TextFields';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import { BLUEPRINT, RESET_BLUEPRINT, UPDATE_BLUEPRINT, type BlueprintData, type WordingData } from '../graphql';
import { LazyMailRichText as MailRichText } from '../shared/LazyMailRichText';
import type { MailRichTextHandle } from '../shared/MailRichText';

interface BlueprintDialogProps {
  blueprint: BlueprintData | null;
  initialLanguage: Language;
  onClose: () => void;
  onChanged: () => void;
}

/** Rewords one product mail in one language at a time: its own placeholders as chips, and back to the product's wording. */
export function BlueprintDialog({ blueprint, initialLanguage, onClose, onChanged }: BlueprintDialogProps) {
  const { t } = useTranslation('emailTemplates');
  const [language, setLanguage] = useState<Language>(initialLanguage);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (blueprint) setLanguage(initialLanguage);
  }, [blueprint, initialLanguage]);
  const { data, loading } = useQuery(BLUEPRINT, {
    variables: { key: (blueprint?.key ?? 'invitation') as EmailBlueprintKey, language },
    skip: !blueprint,
    fetchPolicy: 'network-only',
  });
  const wording = data?.emailBlueprint;
  const ready = wording && wording.key === blueprint?.key && wording.language === language;

  return (
    <Dialog opened={Boolean(blueprint)} onClose={onClose} dirty={dirty} title={blueprint ? t(`blueprints.keys.${blueprint.key}.name`) : ''} size="xl" centered>
      {blueprint ? (
        <Stack gap="md">
          <NativeSelect
            label={t('blueprints.language')}
            value={language}
            disabled={dirty}
            description={dirty ? t('blueprints.saveFirst') : undefined}
            onChange={(event) => setLanguage(event.currentTarget.value as Language)}
            data={LANGUAGES.map((code) => ({
              value: code,
              label: `${LANGUAGE_NAMES[code]}${blueprint.customisedLanguages.includes(code) ? ` · ${t('blueprints.customised')}` : ''}`,
            }))}
          />
          {ready ? (
            <WordingForm key={`${blueprint.key}-${language}`} wording={wording} onDirtyChange={setDirty} onCancel={onClose} onChanged={onChanged} />
          ) : loading ? (
            <Center py="xl">
              <Loader size="sm" aria-label={t('loading')} />
            </Center>
          ) : null}
        </Stack>
      ) : null}
    </Dialog>
  );
}

interface WordingValues {
  subject: string;
  body: string;
}

function WordingForm({
  wording,
  onDirtyChange,
  onCancel,
  onChanged,
}: {
  wording: WordingData;
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation(['emailTemplates', 'validation', 'common']);
  const key = wording.key as EmailBlueprintKey;
  const rules = useMemo(
    () =>
      schemaRules<WordingValues>(
        blueprintWordingSchema(key),
        (values) => values,
        ['subject', 'body'],
        (issue) => issueMessage(t as unknown as TFunction, issue, t(`emailTemplates:blueprints.fields.${issue.field}`)),
      ),
    [key, t],
  );
  const [current, setCurrent] = useState(wording);
  const form = useForm<WordingValues>({ subject: current.subject, body: current.body }, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const body = useRef<MailRichTextHandle>(null);
  const [lastFocus, setLastFocus] = useState<'subject' | 'body'>('body');
  const subjectInput = useRef<HTMLInputElement>(null);
  const [save, saving] = useMutation(UPDATE_BLUEPRINT);
  const [reset, resetting] = useMutation(RESET_BLUEPRINT);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const apply = (next: WordingData) => {
    setCurrent(next);
    form.reset({ subject: next.subject, body: next.body });
    body.current?.setHtml(next.body);
    onChanged();
  };
  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    try {
      const answer = (await save({ variables: { key, language: current.language, data: values }, context: { showsOwnError: true } })).data?.updateEmailBlueprint;
      if (!answer) return;
      apply(answer);
      showSuccess(t('emailTemplates:blueprints.saved'));
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      setFailure(messageBesideFields(error, (path) => ['subject', 'body'].includes(path), { networkError: t('common:networkError') }));
    }
  });
  const backToDefault = async () => {
    const ok = await confirm({
      title: t('emailTemplates:blueprints.resetTitle'),
      message: t('emailTemplates:blueprints.resetConfirm'),
      confirmLabel: t('emailTemplates:blueprints.reset'),
      cancelLabel: t('emailTemplates:actions.cancel'),
    });
    if (!ok) return;
    try {
      const answer = (await reset({ variables: { key, language: current.language } })).data?.resetEmailBlueprint;
      if (answer) {
        apply(answer);
        showSuccess(t('emailTemplates:blueprints.resetDone'));
      }
    } catch {
      // The app-wide notice has said why.
    }
  };
  const insert = (name: string) => {
    const token = `{{${name}}}`;
    if (lastFocus === 'subject') {
      const input = subjectInput.current;
      const at = input?.selectionStart ?? form.values.subject.length;
      form.setValue('subject', `${form.values.subject.slice(0, at)}${token}${form.values.subject.slice(at)}`);
      input?.focus();
    } else body.current?.insert(token);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="xs">
          {current.customised ? (
            <Badge color="grape" variant="light">
              {t('emailTemplates:blueprints.customised')}
            </Badge>
          ) : (
            <Badge color="gray" variant="outline">
              {t('emailTemplates:blueprints.productWording')}
            </Badge>
          )}
        </Group>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Stack gap={6}>
          <Text size="sm" fw={500} id="placeholder-chips">
            {t('emailTemplates:blueprints.placeholders')}
          </Text>
          <Group gap={6} role="group" aria-labelledby="placeholder-chips">
            {current.placeholders.map((name) => (
              <Button
                key={name}
                size="compact-xs"
                variant="light"
                radius="xl"
                dir="ltr"
                onClick={() => insert(name)}
                title={t(`emailTemplates:blueprints.placeholderHelp.${name}`)}
                aria-label={`{{${name}}} — ${t(`emailTemplates:blueprints.placeholderHelp.${name}`)}`}
              >
                {`{{${name}}}`}
              </Button>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            {t('emailTemplates:blueprints.placeholdersHint')}
          </Text>
        </Stack>
        <TextField
          {...form.field('subject')}
          error={form.field('subject').error ?? serverErrors.subject}
          ref={subjectInput}
          onFocus={() => setLastFocus('subject')}
          label={t('emailTemplates:blueprints.fields.subject')}
          maxLength={EMAIL_TEMPLATE_SUBJECT_MAX}
          required
          dir="auto"
        />
        <div onFocusCapture={() => setLastFocus('body')}>
          <MailRichText
            ref={body}
            id="blueprint-body"
            label={t('emailTemplates:blueprints.fields.body')}
            initialHtml={current.body}
            onChange={(html) => form.setValue('body', html)}
            error={form.field('body').error ?? serverErrors.body}
            required
          />
        </div>
        <Group justify="space-between" gap="sm" wrap="wrap">
          {current.customised ? (
            <Button variant="subtle" color="red" onClick={() => void backToDefault()} loading={resetting.loading}>
              {t('emailTemplates:blueprints.reset')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onCancel}>
              {t('emailTemplates:actions.cancel')}
            </Button>
            <Button type="submit" loading={saving.loading} disabled={!form.dirty}>
              {t('emailTemplates:actions.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
