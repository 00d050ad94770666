import { useEffect, useMemo, useState } from 'react';
import { Alert, Avatar, Button, FileButton, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { STARTUP_STAGES } from '@seedbed/contracts/startups';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { MultiSelectField, SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useImageUpload } from '../../../ui/useImageUpload';
import { CREATE_STARTUP_TAG, STARTUP_PROFILE_CHOICES, UPDATE_STARTUP, type StartupFile } from '../graphql';
import { uploadFile } from '../documents/files';
import { allowedLinks, changedInput, companyRules, companyValues, editableFields, yearOptions, type CompanyValues } from './companyForm';

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

/** The company profile's form: each control enabled as the viewer may change it, checked with the server's schema. */
function CompanyForm({ startup, onDone, onDirtyChange }: { startup: StartupFile; onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('startupFile');
  const { t: tv } = useTranslation(['startupFile', 'validation']);
  const initial = useMemo(() => companyValues(startup), [startup]);
  const labels = {
    name: t('company.name'),
    description: t('company.description'),
    website: t('company.website'),
    logo: t('company.logo'),
    yearFounded: t('company.yearFounded'),
    stage: t('company.stage'),
    country: t('company.country'),
    city: t('company.city'),
    industryIds: t('company.industries'),
    tagIds: t('company.tags'),
    programIds: t('company.programs'),
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with `tv`'s language.
  const rules = useMemo(() => companyRules(tv as never, () => new Date(), labels), [tv]);
  const form = useForm<CompanyValues>(initial, rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const editable = editableFields(startup.viewerCan);
  const can = startup.viewerCan;
  const choices = useQuery(STARTUP_PROFILE_CHOICES).data;
  const [save, saving] = useMutation(UPDATE_STARTUP, { context: { showsOwnError: true } });
  const [createTag, creatingTag] = useMutation(CREATE_STARTUP_TAG, { refetchQueries: [STARTUP_PROFILE_CHOICES] });
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof CompanyValues, string>>>({});
  const [tagSearch, setTagSearch] = useState('');
  // A logo is the profile's own picture, not one of the startup's documents (which some plans do not have).
  const logo = useImageUpload(async (file) => form.setValue('logo', (await uploadFile(file)).url), t('company.imageOnly'), IMAGE_TYPES);

  const years = useMemo(() => yearOptions(new Date()), []);
  // A saved link stays offered even when the list of choices no longer holds it.
  const options = (saved: Array<{ _id: string; name: string }>, offered: Array<{ _id: string; name: string }> | undefined) => [
    ...new Map([...saved, ...(offered ?? [])].map((item) => [item._id, { value: item._id, label: item.name }])).values(),
  ];
  const typedTag = tagSearch.trim();
  const tagExists = (choices?.startupTags ?? []).some((tag) => tag.name.toLocaleLowerCase() === typedTag.toLocaleLowerCase());

  const field = <K extends keyof CompanyValues>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? serverErrors[name], disabled: !editable[name as keyof typeof editable] };
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    const data = changedInput(initial, values, can);
    if (Object.keys(data).length === 0) return onDone();
    try {
      await save({ variables: { startupId: startup._id, data } });
      showSuccess(t('company.saved'));
      onDone();
    } catch (error) {
      // Each field's message goes on its field; anything else above the form.
      const shown: Partial<Record<keyof CompanyValues, string>> = {};
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) {
        const key = name.split('.')[0];
        if (key in values) shown[key as keyof CompanyValues] ??= message;
      }
      setServerErrors(shown);
      setFailure(messageBesideFields(error, (name) => name.split('.')[0] in values, { networkError: t('common:networkError') }));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={form.values.logo || null}
            name={form.values.name}
            color="initials"
            radius="md"
            size={56}
            alt={form.values.logo ? t('header.logo', { name: form.values.name }) : undefined}
          />
          <FileButton onChange={(file) => void logo.pick(file)} accept={logo.accept} disabled={!editable.logo}>
            {(props) => (
              <Button {...props} variant="default" size="xs" loading={logo.busy}>
                {t('company.chooseLogo')}
              </Button>
            )}
          </FileButton>
          {form.values.logo && editable.logo ? (
            <Button variant="subtle" size="xs" color="red" onClick={() => form.setValue('logo', '')}>
              {t('company.removeLogo')}
            </Button>
          ) : null}
        </Group>
        {logo.failure ? (
          <Alert color="red" role="alert" p="xs">
            {logo.failure}
          </Alert>
        ) : null}
        <TextField {...field('name')} label={labels.name} required />
        <TextAreaField {...field('description')} label={labels.description} optional minRows={3} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextField {...field('website')} label={labels.website} type="url" optional />
          <SelectField {...field('yearFounded')} label={labels.yearFounded} data={years} clearable searchable optional />
          <SelectField {...field('stage')} label={labels.stage} data={STARTUP_STAGES.map((stage) => ({ value: stage, label: t(`stages.${stage}`) }))} clearable optional />
          <TextField {...field('country')} label={labels.country} autoComplete="country-name" optional />
          <TextField {...field('city')} label={labels.city} autoComplete="address-level2" optional />
        </SimpleGrid>
        <MultiSelectField
          {...field('industryIds')}
          onChange={(next) => form.setValue('industryIds', allowedLinks(initial.industryIds, next as string[], { add: can.addIndustry, remove: can.removeIndustry }))}
          label={labels.industryIds}
          data={options(startup.industries, choices?.industries)}
          searchable
          optional
        />
        <Stack gap={4}>
          <MultiSelectField
            {...field('tagIds')}
            onChange={(next) => form.setValue('tagIds', allowedLinks(initial.tagIds, next as string[], { add: can.addTag, remove: can.removeTag }))}
            label={labels.tagIds}
            data={options(startup.tags, choices?.startupTags)}
            searchable
            searchValue={tagSearch}
            onSearchChange={setTagSearch}
            optional
          />
          {can.addTag && typedTag && !tagExists ? (
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                loading={creatingTag.loading}
                onClick={async () => {
                  const answer = await createTag({ variables: { name: typedTag } }).catch(() => null);
                  const tag = answer?.data?.createStartupTag;
                  if (!tag) return;
                  form.setValue('tagIds', [...form.values.tagIds, tag._id]);
                  setTagSearch('');
                }}
              >
                {t('company.createTag', { name: typedTag })}
              </Button>
            </Group>
          ) : null}
        </Stack>
        <MultiSelectField {...field('programIds')} label={labels.programIds} data={options(startup.programs, choices?.programs)} searchable optional />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('common:feedback.cancel')}
          </Button>
          <Button type="submit" loading={saving.loading}>
            {t('company.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The company profile's editor, in a dialog over the company section. */
export function CompanyEditDialog({ startup, opened, onClose }: { startup: StartupFile; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('startupFile');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} title={t('company.editTitle')} size="lg" dirty={opened && dirty}>
      {/* Mounted only while open, so each opening starts from the saved profile. */}
      {opened ? <CompanyForm startup={startup} onDone={onClose} onDirtyChange={setDirty} /> : null}
    </Dialog>
  );
}
