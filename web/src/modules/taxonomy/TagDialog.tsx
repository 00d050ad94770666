import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, ColorInput, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { TAG_NAME_MAX_LENGTH, TAG_SWATCHES, type TagCategory } from '@seedbed/contracts/taxonomy';
import { fieldErrorsOf, messageBesideFields } from '../../app/apollo/errorMessage';
import { Dialog } from '../../ui/dialog/Dialog';
import { showSuccess } from '../../ui/feedback/notify';
import { useFieldDecoration } from '../../ui/form/fieldDecoration';
import { TextField } from '../../ui/form/TextFields';
import { useForm } from '../../ui/form/useForm';
import { CREATE_TAG, TAGS, UPDATE_TAG, type TagRow } from './graphql';
import { tagInput, tagRules, tagValues, type TagValues } from './tagForm';

interface Props {
  category: TagCategory;
  /** The tag to edit, `{ tag: null }` for a new one, null when closed. */
  request: { tag: TagRow | null } | null;
  onClose: () => void;
}

/** Creates a tag of the category, or renames and recolours one. */
export function TagDialog({ category, request, onClose }: Props) {
  const { t } = useTranslation('taxonomy');
  const [dirty, setDirty] = useState(false);
  const title = request?.tag ? t('dialog.editTitle') : t('dialog.createTitle', { category: t(`categories.${category}`) });
  return (
    <Dialog opened={request !== null} onClose={onClose} title={title} dirty={request !== null && dirty}>
      {request ? <TagForm category={category} tag={request.tag} onDone={onClose} onDirtyChange={setDirty} /> : null}
    </Dialog>
  );
}

function TagForm({ category, tag, onDone, onDirtyChange }: { category: TagCategory; tag: TagRow | null; onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation('taxonomy');
  const { t: tv } = useTranslation(['taxonomy', 'validation']);
  const rules = useMemo(() => tagRules(tv), [tv]);
  const form = useForm<TagValues>(tagValues(tag), rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  // The dialog shows its failures itself, beside the field or above the buttons, never as the app-wide toast too.
  const options = { refetchQueries: [TAGS], awaitRefetchQueries: true, context: { showsOwnError: true } };
  const [create, creating] = useMutation(CREATE_TAG, options);
  const [update, updating] = useMutation(UPDATE_TAG, options);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof TagValues, string>>>({});
  const field = <K extends keyof TagValues>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? serverErrors[name] };
  };
  const color = field('color');
  const colorDecoration = useFieldDecoration({ optional: true, error: color.error, label: t('dialog.color') });

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    const data = tagInput(values);
    try {
      if (tag) await update({ variables: { tagId: tag._id, data } });
      else await create({ variables: { category, data } });
      showSuccess(tag ? t('dialog.saved', { name: data.name }) : t('dialog.created', { name: data.name }));
      onDone();
    } catch (error) {
      setServerErrors(fieldErrorsOf(error));
      setFailure(messageBesideFields(error, (name) => name in values, { networkError: t('common:networkError') }));
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
        <TextField {...field('name')} label={t('dialog.name')} required maxLength={TAG_NAME_MAX_LENGTH} data-autofocus />
        <ColorInput
          name={color.name}
          value={color.value}
          onChange={(value) => form.setValue('color', value)}
          onBlur={color.onBlur}
          {...colorDecoration}
          description={t('dialog.colorHint')}
          format="hex"
          swatches={[...TAG_SWATCHES]}
          swatchesPerRow={6}
          withEyeDropper={false}
          fixOnBlur={false}
          placeholder="#3b82f6"
          maxLength={7}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:feedback.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading}>
            {tag ? t('dialog.save') : t('dialog.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
