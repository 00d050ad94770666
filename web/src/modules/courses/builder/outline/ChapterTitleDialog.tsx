import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { OUTLINE_UNIT_TITLE_MAX } from '@seedbed/contracts/courses';
import { outlineUnitSchema } from '@seedbed/contracts/courses-input';
import { fieldErrorsOf, messageBesideFields } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { TextField } from '../../../../ui/form/TextFields';
import { schemaRules } from '../../../../ui/form/schemaRules';
import { useForm } from '../../../../ui/form/useForm';
import { issueMessage } from '../../../../ui/form/schemaRules';

interface ChapterTitleDialogProps {
  /** The chapter's title when renaming; empty for a new chapter. */
  initialTitle: string;
  renaming: boolean;
  onClose: () => void;
  /** Sends the title; throws the server's refusal. */
  onSave: (title: string) => Promise<void>;
}

/** A chapter's title: for a new chapter, or to rename one. */
export function ChapterTitleDialog({ initialTitle, renaming, onClose, onSave }: ChapterTitleDialogProps) {
  const { t } = useTranslation(['courseBuilder', 'courses', 'validation']);
  const tf = t as unknown as TFunction;
  const rules = useMemo(
    () =>
      schemaRules<{ title: string }>(
        outlineUnitSchema(),
        (values) => values,
        ['title'],
        (issue) => issueMessage(tf, issue, tf('outline.chapterTitle')),
      ),
    [tf],
  );
  const form = useForm({ title: initialTitle }, rules);
  const [serverError, setServerError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = form.handleSubmit(async ({ title }) => {
    setBusy(true);
    setServerError(undefined);
    setFailure(undefined);
    try {
      await onSave(title.trim());
      onClose();
    } catch (error) {
      setServerError(fieldErrorsOf(error).title);
      setFailure(messageBesideFields(error, (field) => field === 'title', { networkError: tf('common:networkError') }));
    } finally {
      setBusy(false);
    }
  });
  const title = form.field('title');

  return (
    <Dialog opened onClose={onClose} dirty={form.dirty} title={renaming ? t('outline.renameChapter') : t('outline.addChapter')} centered>
      <form onSubmit={(event: FormEvent) => submit(event)} noValidate>
        <Stack gap="md">
          <TextField
            {...title}
            error={title.error ?? serverError}
            onChange={(event) => {
              setServerError(undefined);
              title.onChange(event);
            }}
            label={t('outline.chapterTitle')}
            maxLength={OUTLINE_UNIT_TITLE_MAX}
            data-autofocus
            required
          />
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common:feedback.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {renaming ? t('outline.rename') : t('outline.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
