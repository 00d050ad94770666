import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { RESOURCE_DESCRIPTION_MAX, RESOURCE_TITLE_MAX } from '@seedbed/contracts/community';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import type { SectionFieldsData } from '../shared/graphql';
import { VisibilityPickers, type useVisibilityChoices } from '../shared/VisibilityPickers';
import { CREATE_SECTION, UPDATE_SECTION } from './graphql';
import { sectionRules, sectionValues, toSectionInput, type SectionFormValues } from './sectionForm';

interface SectionDialogProps {
  opened: boolean;
  /** The section edited; none to add one. */
  section: SectionFieldsData | null;
  choices: ReturnType<typeof useVisibilityChoices>;
  onClose: () => void;
  onSaved: (section: SectionFieldsData) => void;
}

/** Adds or edits a section of the library: its title, description and (with resourceVisibility) who sees it. */
export function SectionDialog({ opened, section, choices, onClose, onSaved }: SectionDialogProps) {
  const { t } = useTranslation('resources');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={t(section ? 'sectionForm.editTitle' : 'sectionForm.addTitle')} size="lg" centered>
      {opened && <SectionForm key={section?._id ?? 'new'} section={section} choices={choices} onCancel={onClose} onSaved={onSaved} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function SectionForm({
  section,
  choices,
  onCancel,
  onSaved,
  onDirtyChange,
}: Omit<SectionDialogProps, 'opened' | 'onClose'> & { onCancel: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['resources', 'validation', 'common']);
  const rules = useMemo(() => sectionRules(t as unknown as TFunction), [t]);
  const form = useForm<SectionFormValues>(sectionValues(section), rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [create, created] = useMutation(CREATE_SECTION);
  const [update, updated] = useMutation(UPDATE_SECTION);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    const data = toSectionInput(values, choices.enabled);
    try {
      const answer = section
        ? (await update({ variables: { id: section._id, data }, context: { showsOwnError: true } })).data?.updateResourceSection
        : (await create({ variables: { data }, context: { showsOwnError: true } })).data?.createResourceSection;
      if (answer) onSaved(answer);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.split('.')[0], message])));
      setFailure(
        messageBesideFields(error, (path) => ['title', 'description', 'roleTypes', 'programIds'].includes(path.split('.')[0]), { networkError: t('common:networkError') }),
      );
    }
  });
  const field = <K extends keyof SectionFormValues>(name: K) => {
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
        <TextField {...field('title')} label={t('resources:sectionForm.title')} maxLength={RESOURCE_TITLE_MAX} required data-autofocus />
        <TextAreaField {...field('description')} label={t('resources:sectionForm.description')} maxLength={RESOURCE_DESCRIPTION_MAX} autosize minRows={2} maxRows={6} optional />
        <VisibilityPickers
          enabled={choices.enabled}
          scope="section"
          value={{ roleTypes: form.values.roleTypes, programIds: form.values.programIds }}
          onChange={(next) => {
            form.setValue('roleTypes', next.roleTypes);
            form.setValue('programIds', next.programIds);
          }}
          roles={choices.roles}
          programs={choices.programs}
          errors={{ roleTypes: serverErrors.roleTypes, programIds: serverErrors.programIds }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('resources:actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t(section ? 'resources:actions.save' : 'resources:sectionForm.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
