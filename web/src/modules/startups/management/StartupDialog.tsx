import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { MultiSelectField, SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_STARTUP, UPDATE_STARTUP, type ManagedStartupData } from '../graphql';
import { stageOptions } from '../shared/stages';
import { useStartupChoices } from '../shared/useChoices';
import { changedStartupInput, emptyStartupValues, STARTUP_FIELDS, startupRules, startupValues, toStartupInput, yearOptions, type StartupFormValues } from './startupForm';

/** The form shows a failed save itself, each message once: on its field, else above the fields. */
const OWN_ERRORS = { context: { showsOwnError: true } };

interface StartupDialogProps {
  opened: boolean;
  /** Null to create a startup. */
  startup: ManagedStartupData | null;
  onClose: () => void;
  onSaved: (startup: ManagedStartupData, created: boolean) => void;
}

/** Create or edit a startup's profile (the management screen's form). */
export function StartupDialog({ opened, startup, onClose, onSaved }: StartupDialogProps) {
  const { t } = useTranslation(['startups', 'validation']);
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={startup ? t('management.editTitle', { name: startup.name }) : t('management.createTitle')} size="lg" centered>
      {opened && <StartupForm key={startup?._id ?? 'new'} startup={startup} onDone={onClose} onSaved={onSaved} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

interface StartupFormProps {
  startup: ManagedStartupData | null;
  onDone: () => void;
  onSaved: StartupDialogProps['onSaved'];
  onDirtyChange: (dirty: boolean) => void;
}

function StartupForm({ startup, onDone, onSaved, onDirtyChange }: StartupFormProps) {
  const { t } = useTranslation(['startups', 'validation']);
  const choices = useStartupChoices();
  const initial = useMemo(() => (startup ? startupValues(startup) : emptyStartupValues()), [startup]);
  const form = useForm<StartupFormValues>(
    initial,
    startupRules(t as unknown as TFunction, () => new Date()),
  );
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof StartupFormValues, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [create, created] = useMutation(CREATE_STARTUP);
  const [update, updated] = useMutation(UPDATE_STARTUP);
  const years = useMemo(() => yearOptions(new Date()), []);
  const can = startup?.viewerCan;

  const field = <K extends keyof StartupFormValues>(name: K) => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (next: Parameters<typeof props.onChange>[0]) => {
        setServerErrors(({ [name]: _dropped, ...rest }) => rest as typeof serverErrors);
        props.onChange(next);
      },
    };
  };

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    try {
      if (startup) {
        const changes = changedStartupInput(values, initial);
        if (Object.keys(changes).length > 0) {
          const { data } = await update({ variables: { startupId: startup._id, data: changes as ReturnType<typeof toStartupInput> }, ...OWN_ERRORS });
          if (data) onSaved(data.updateStartup, false);
        }
        showSuccess(t('management.saved', { name: values.name.trim() }));
      } else {
        const { data } = await create({ variables: { data: toStartupInput(values) }, ...OWN_ERRORS });
        if (data) onSaved(data.createStartup, true);
        showSuccess(t('management.created', { name: values.name.trim() }));
      }
      onDone();
    } catch (error) {
      const byField = fieldErrorsOf(error);
      const own: Partial<Record<keyof StartupFormValues, string>> = {};
      for (const [path, message] of Object.entries(byField)) {
        const name = path.split('.')[0] as keyof StartupFormValues;
        if ((STARTUP_FIELDS as readonly string[]).includes(name)) own[name] ??= message;
      }
      setServerErrors(own);
      setFailure(messageBesideFields(error, (path) => (STARTUP_FIELDS as readonly string[]).includes(path.split('.')[0]), { networkError: t('common:networkError') }));
    }
  });

  const lockedIndustries = Boolean(can && !can.addIndustry && !can.removeIndustry);
  const lockedTags = Boolean(can && !can.addTag && !can.removeTag);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField {...field('name')} label={t('fields.name')} required disabled={Boolean(can && !can.editName)} data-autofocus />
        <TextAreaField {...field('description')} label={t('fields.description')} optional />
        <TextField {...field('website')} label={t('fields.website')} optional inputMode="url" placeholder="https://" />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <SelectField {...field('yearFounded')} label={t('fields.yearFounded')} optional data={years} searchable clearable comboboxProps={{ withinPortal: true }} />
          <SelectField {...field('stage')} label={t('fields.stage')} optional data={stageOptions(t as unknown as TFunction)} clearable comboboxProps={{ withinPortal: true }} />
          <TextField {...field('country')} label={t('fields.country')} optional autoComplete="country-name" />
          <TextField {...field('city')} label={t('fields.city')} optional autoComplete="address-level2" />
        </SimpleGrid>
        <MultiSelectField {...field('programIds')} label={t('fields.programs')} optional data={choices.programs} searchable clearable comboboxProps={{ withinPortal: true }} />
        {choices.seesIndustries && (
          <MultiSelectField
            {...field('industryIds')}
            label={t('fields.industries')}
            optional
            data={choices.industries}
            searchable
            clearable
            disabled={lockedIndustries}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <MultiSelectField
          {...field('tagIds')}
          label={t('fields.tags')}
          optional
          data={choices.tags}
          searchable
          clearable
          disabled={lockedTags}
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {startup ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
