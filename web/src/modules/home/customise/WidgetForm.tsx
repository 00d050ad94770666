import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { Alert, Button, Group, Input, Select, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_ROLE_TYPES } from '@seedbed/contracts/dashboard';
import { LANGUAGES, LANGUAGE_NAMES, isLanguage, type Language } from '@seedbed/contracts/languages';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { directionOf } from '../../../app/i18n/language';
import { showSuccess } from '../../../ui/feedback/notify';
import { MultiSelectField } from '../../../ui/form/SelectFields';
import { TextField } from '../../../ui/form/TextFields';
import { visibleError } from '../../../ui/form/fieldError';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_DASHBOARD_WIDGET, UPDATE_DASHBOARD_WIDGET, WIDGET_LISTS, type DashboardWidget } from '../texts/graphql';
import { toWidgetInput, widgetFormValues, widgetRules, writtenLanguages, type WidgetFormValues } from './widgetForm';

/** The editor is its own chunk (Tiptap is large): the dialog opens at once and the editor follows. */
const TextEditor = lazy(async () => ({ default: (await import('./TextEditor')).TextEditor }));

/** The form shows a failed save itself: each message on its field, the rest above the buttons. */
const OWN_ERRORS = { showsOwnError: true };
const FIELDS: ReadonlyArray<keyof WidgetFormValues> = ['title', 'body', 'roleTypes'];

interface WidgetFormProps {
  /** The text to edit; null for a new one. */
  widget: DashboardWidget | null;
  /** Saved: back to the list. */
  onDone: () => void;
  onCancel: () => void;
  /** Told whether the form holds changes not saved yet, so that closing can ask first. */
  onDirtyChange: (dirty: boolean) => void;
}

/** A text of the home page: its title and text per language, and the roles that see it. */
export function WidgetForm({ widget, onDone, onCancel, onDirtyChange }: WidgetFormProps) {
  const { t, i18n } = useTranslation(['home', 'validation']);
  const initial = useMemo(() => widgetFormValues(widget), [widget]);
  const rules = useMemo(() => widgetRules(t), [t]);
  const form = useForm<WidgetFormValues>(initial, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  // Written first in the interface's language; the switch moves to any other.
  const [language, setLanguage] = useState<Language>(isLanguage(i18n.language) ? i18n.language : 'en');
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof WidgetFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [create, created] = useMutation(CREATE_DASHBOARD_WIDGET, { refetchQueries: WIDGET_LISTS });
  const [update, updated] = useMutation(UPDATE_DASHBOARD_WIDGET, { refetchQueries: WIDGET_LISTS });
  const bodyErrorId = useId();

  const written = new Set(writtenLanguages(form.values));
  const languages = LANGUAGES.map((value) => ({
    value,
    label: written.has(value) ? `${LANGUAGE_NAMES[value]} · ${t('customise.form.written')}` : LANGUAGE_NAMES[value],
  }));
  const roleTypes = DASHBOARD_ROLE_TYPES.map((type) => ({ value: type, label: t(`common:roles.${type}`) }));

  const errorOf = (name: keyof WidgetFormValues) => (form.touched[name] ? form.errors[name] : undefined) ?? serverErrors[name];
  const clearServerError = (name: keyof WidgetFormValues) => setServerErrors(({ [name]: _dropped, ...rest }) => rest);
  const setText = (name: 'title' | 'body', value: string) => {
    clearServerError(name);
    form.setValue(name, { ...form.values[name], [language]: value });
  };

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(null);
    try {
      if (widget) await update({ variables: { widgetId: widget._id, data: toWidgetInput(values) }, context: OWN_ERRORS });
      else await create({ variables: { data: toWidgetInput(values) }, context: OWN_ERRORS });
      showSuccess(t(widget ? 'customise.saved' : 'customise.added'));
      onDone();
    } catch (error) {
      const byField: Partial<Record<keyof WidgetFormValues, string>> = {};
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        const name = field.split('.')[0] as keyof WidgetFormValues;
        if (FIELDS.includes(name)) byField[name] ??= message;
      }
      setServerErrors(byField);
      setFailure(messageBesideFields(error, (field) => FIELDS.includes(field.split('.')[0] as keyof WidgetFormValues), { networkError: t('common:networkError') }) ?? null);
    }
  });

  const dir = directionOf(language);
  const bodyError = visibleError(errorOf('body'));

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('customise.form.language')}
          description={t('customise.form.languageHint')}
          data={languages}
          value={language}
          onChange={(next) => next && isLanguage(next) && setLanguage(next)}
          allowDeselect={false}
          comboboxProps={{ withinPortal: true }}
        />
        <TextField
          name="title"
          label={t('customise.form.title')}
          required
          value={form.values.title[language]}
          onChange={(event) => setText('title', event.currentTarget.value)}
          onBlur={() => form.touch('title')}
          error={errorOf('title')}
          lang={language}
          dir={dir}
          data-autofocus
        />
        <Input.Wrapper label={t('customise.form.body')} required error={bodyError} errorProps={{ id: bodyErrorId }}>
          {/* A new editor per language: each language's text is its own document. */}
          <Suspense fallback={<Skeleton h={160} radius="sm" />}>
            <TextEditor
              key={language}
              initialHtml={form.values.body[language]}
              label={t('customise.form.body')}
              language={language}
              dir={dir}
              onChange={(html) => setText('body', html)}
              onBlur={() => form.touch('body')}
              invalid={Boolean(bodyError)}
              describedBy={bodyError ? bodyErrorId : undefined}
            />
          </Suspense>
        </Input.Wrapper>
        <MultiSelectField
          name="roleTypes"
          label={t('customise.form.roleTypes')}
          description={t('customise.form.roleTypesHint')}
          placeholder={form.values.roleTypes.length ? undefined : t('customise.everyone')}
          data={roleTypes}
          value={form.values.roleTypes}
          onChange={(next) => {
            clearServerError('roleTypes');
            form.setValue('roleTypes', next);
          }}
          onBlur={() => form.touch('roleTypes')}
          error={errorOf('roleTypes')}
          searchable
          clearable
          hidePickedOptions
          comboboxProps={{ withinPortal: true }}
        />
        {failure ? (
          <Alert color="red" role="alert" p="xs">
            <Text size="sm">{failure}</Text>
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('customise.form.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t('customise.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
