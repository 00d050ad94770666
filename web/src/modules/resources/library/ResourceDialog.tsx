import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, FileButton, Group, Input, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconUpload } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LINK_MAX_LENGTH } from '@seedbed/contracts/validation';
import { RESOURCE_DESCRIPTION_MAX, RESOURCE_KINDS, RESOURCE_TITLE_MAX } from '@seedbed/contracts/community';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import type { ResourceItemData } from '../shared/graphql';
import { ResourceKindIcon } from '../shared/ResourceLink';
import { uploadResourceFile } from '../shared/upload';
import { VisibilityPickers, type useVisibilityChoices } from '../shared/VisibilityPickers';
import { ARTICLE_CHOICES, CREATE_RESOURCE, UPDATE_RESOURCE } from './graphql';
import { resourceRules, resourceValues, toResourceInput, type ResourceFormValues, type ResourceKind } from './resourceForm';

interface ResourceDialogProps {
  opened: boolean;
  sectionId: string;
  /** The resource edited; none to add one. */
  resource: ResourceItemData | null;
  choices: ReturnType<typeof useVisibilityChoices>;
  onClose: () => void;
  onSaved: (resource: ResourceItemData) => void;
}

/** Adds or edits a resource: an article of the library, an outside link or an uploaded file, and who sees it. */
export function ResourceDialog({ opened, resource, ...rest }: ResourceDialogProps) {
  const { t } = useTranslation('resources');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={rest.onClose} dirty={dirty} title={t(resource ? 'resourceForm.editTitle' : 'resourceForm.addTitle')} size="lg" centered>
      {opened && <ResourceForm key={resource?._id ?? 'new'} resource={resource} {...rest} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

type FormProps = Omit<ResourceDialogProps, 'opened'> & { onDirtyChange: (dirty: boolean) => void };

function ResourceForm({ sectionId, resource, choices, onClose, onSaved, onDirtyChange }: FormProps) {
  const { t } = useTranslation(['resources', 'validation', 'common']);
  const rules = useMemo(() => resourceRules(t as unknown as TFunction), [t]);
  const form = useForm<ResourceFormValues>(resourceValues(resource), rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [create, created] = useMutation(CREATE_RESOURCE);
  const [update, updated] = useMutation(UPDATE_RESOURCE);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const kind = form.values.kind;

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    const data = toResourceInput(values, choices.enabled);
    try {
      const answer = resource
        ? (await update({ variables: { id: resource._id, data }, context: { showsOwnError: true } })).data?.updateResource
        : (await create({ variables: { sectionId, data }, context: { showsOwnError: true } })).data?.createResource;
      if (answer) onSaved(answer);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([path, message]) => [path.split('.')[0], message])));
      setFailure(messageBesideFields(error, (path) => path.split('.')[0] in form.values, { networkError: t('common:networkError') }));
    }
  });
  const field = <K extends keyof ResourceFormValues>(name: K) => {
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
        <Input.Wrapper label={t('resources:resourceForm.kind')}>
          <SegmentedControl
            fullWidth
            mt={4}
            value={kind}
            onChange={(next) => form.setValue('kind', next as ResourceKind)}
            data={RESOURCE_KINDS.map((value) => ({
              value,
              label: (
                <Group gap={6} justify="center" wrap="nowrap">
                  <ResourceKindIcon kind={value} size={18} />
                  <span>{t(`resources:kinds.${value}`)}</span>
                </Group>
              ),
            }))}
          />
        </Input.Wrapper>
        {kind === 'INTERNAL' && (
          <ArticlePicker
            value={form.values.articleId}
            title={form.values.articleTitle}
            error={field('articleId').error}
            onChange={(article) => {
              const previous = form.values.articleTitle;
              form.setValue('articleId', article?._id ?? null);
              form.setValue('articleTitle', article?.title ?? '');
              // The resource is named after its article unless someone named it otherwise.
              if (article && (!form.values.title.trim() || form.values.title === previous)) form.setValue('title', article.title);
              form.touch('articleId');
            }}
          />
        )}
        {kind === 'LINK' && (
          <TextField {...field('url')} type="url" label={t('resources:resourceForm.url')} placeholder="https://" maxLength={LINK_MAX_LENGTH} required dir="ltr" />
        )}
        {kind === 'FILE' && (
          <FilePicker
            name={form.values.fileName}
            error={field('attachmentId').error}
            onUploaded={(file) => {
              form.setValue('attachmentId', file._id);
              form.setValue('fileName', file.name);
              if (!form.values.title.trim()) form.setValue('title', file.name.replace(/\.[^.]+$/, ''));
              form.touch('attachmentId');
            }}
          />
        )}
        <TextField {...field('title')} label={t('resources:resourceForm.title')} maxLength={RESOURCE_TITLE_MAX} required />
        <TextAreaField {...field('description')} label={t('resources:resourceForm.description')} maxLength={RESOURCE_DESCRIPTION_MAX} minRows={2} maxRows={6} optional />
        <VisibilityPickers
          enabled={choices.enabled}
          scope="resource"
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
          <Button variant="default" onClick={onClose}>
            {t('resources:actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t(resource ? 'resources:actions.save' : 'resources:resourceForm.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Picks one of the organisation's articles by words of its title; drafts are marked (readers see them once published). */
function ArticlePicker({
  value,
  title,
  error,
  onChange,
}: {
  value: string | null;
  title: string;
  error?: string;
  onChange: (article: { _id: string; title: string } | null) => void;
}) {
  const { t } = useTranslation('resources');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data, loading } = useQuery(ARTICLE_CHOICES, { variables: { search: debounced.trim() || null }, fetchPolicy: 'cache-and-network' });
  const found = data?.articles.results ?? [];
  const options = [...found, ...(value && !found.some((a) => a._id === value) ? [{ _id: value, title, status: 'PUBLISHED' as const }] : [])];
  return (
    <SelectField
      label={t('resourceForm.article')}
      description={t('resourceForm.articleHint')}
      data={options.map((a) => ({ value: a._id, label: a.status === 'DRAFT' ? t('resourceForm.draftArticle', { title: a.title }) : a.title }))}
      value={value}
      onChange={(id) => onChange(options.find((a) => a._id === id) ?? null)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={loading ? t('resourceForm.searching') : t('resourceForm.noArticle')}
      error={error}
      touched
      required
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Uploads the resource's file at once; it becomes the resource's when the form is saved. */
function FilePicker({ name, error, onUploaded }: { name: string; error?: string; onUploaded: (file: { _id: string; name: string }) => void }) {
  const { t } = useTranslation('resources');
  const restErrorMessage = useRestErrorMessage();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const pick = async (file: File | null) => {
    if (!file) return;
    setFailure(undefined);
    setBusy(true);
    try {
      onUploaded(await uploadResourceFile(file));
    } catch (cause) {
      setFailure(restErrorMessage(cause));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Input.Wrapper label={t('resourceForm.file')} error={failure ?? error} withAsterisk>
      <Group gap="sm" mt={4} wrap="wrap">
        <FileButton onChange={(file) => void pick(file)}>
          {(props) => (
            <Button {...props} variant="default" size="sm" loading={busy} leftSection={<IconUpload size={16} aria-hidden />}>
              {name ? t('resourceForm.replaceFile') : t('resourceForm.uploadFile')}
            </Button>
          )}
        </FileButton>
        {name ? (
          <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
        ) : null}
      </Group>
    </Input.Wrapper>
  );
}
