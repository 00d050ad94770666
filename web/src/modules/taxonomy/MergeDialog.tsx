import { useEffect, useState } from 'react';
import { Alert, Button, ColorSwatch, Group, Radio, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { Dialog } from '../../ui/dialog/Dialog';
import { showSuccess } from '../../ui/feedback/notify';
import { MERGE_TAGS, TAGS, type TagRow } from './graphql';

interface Props {
  /** The tags chosen to merge (two or more); none when closed. */
  tags: readonly TagRow[];
  onClose: () => void;
  onMerged: () => void;
}

/** The most used tag is offered as the one to keep: the fewest records change. */
const mostUsed = (tags: readonly TagRow[]) => [...tags].sort((a, b) => (b.usage ?? 0) - (a.usage ?? 0))[0]?._id ?? null;

/** Merges the chosen tags into the one the person keeps; saying what happens is the confirmation. */
export function MergeDialog({ tags, onClose, onMerged }: Props) {
  const { t } = useTranslation('taxonomy');
  const errorMessage = useErrorMessage();
  const [targetId, setTargetId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string>();
  const [merge, merging] = useMutation(MERGE_TAGS, { refetchQueries: [TAGS], awaitRefetchQueries: true, context: { showsOwnError: true } });
  const opened = tags.length > 1;

  useEffect(() => {
    if (opened) {
      setTargetId(mostUsed(tags));
      setFailure(undefined);
    }
  }, [opened, tags]);

  const target = tags.find((tag) => tag._id === targetId);
  const sources = tags.filter((tag) => tag._id !== targetId);

  const submit = async () => {
    if (!target) return;
    try {
      await merge({ variables: { sourceTagIds: sources.map((tag) => tag._id), targetTagId: target._id } });
      showSuccess(t('merge.done', { name: target.name }));
      onMerged();
    } catch (error) {
      setFailure(errorMessage(error));
    }
  };

  return (
    <Dialog opened={opened} onClose={onClose} title={t('merge.title')}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Radio.Group label={t('merge.keep')} value={targetId} onChange={setTargetId}>
          <Stack gap="xs" mt="xs">
            {tags.map((tag) => (
              <Radio
                key={tag._id}
                value={tag._id}
                label={
                  <Group gap="xs" wrap="nowrap">
                    <ColorSwatch color={tag.color ?? 'var(--mantine-color-gray-5)'} size={12} withShadow={false} aria-hidden />
                    <span style={{ overflowWrap: 'anywhere' }}>{tag.name}</span>
                  </Group>
                }
              />
            ))}
          </Stack>
        </Radio.Group>
        {target ? <Text size="sm">{t('merge.explain', { count: sources.length, target: target.name })}</Text> : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:feedback.cancel')}
          </Button>
          <Button color="red" onClick={submit} loading={merging.loading} disabled={!target}>
            {t('merge.confirm', { target: target?.name ?? '' })}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
