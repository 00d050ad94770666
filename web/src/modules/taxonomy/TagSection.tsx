import { useMemo, useState } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArrowMerge, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TagCategory } from '@seedbed/contracts/taxonomy';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { useConfirm } from '../../ui/feedback/confirm';
import { showError, showSuccess } from '../../ui/feedback/notify';
import { useShellUser } from '../../shell/user/useShellUser';
import { DELETE_TAG, TAGS, type TagRow } from './graphql';
import { MergeDialog } from './MergeDialog';
import { TagDialog } from './TagDialog';
import { TagRowView } from './TagRowView';
import { tagRights } from './tagPages';

/** Tags whose name holds what was typed, ignoring case. */
export function matchTags<T extends { name: string }>(tags: readonly T[], search: string): T[] {
  const needle = search.trim().toLocaleLowerCase();
  return needle ? tags.filter((tag) => tag.name.toLocaleLowerCase().includes(needle)) : [...tags];
}

type Editing = { tag: TagRow | null } | null;

interface Props {
  category: TagCategory;
  search: string;
  /** Names the category above its list (a page with several categories). */
  heading: boolean;
}

/** One category's tags: the list with its usage counts and the actions the person's role allows. */
export function TagSection({ category, search, heading }: Props) {
  const { t } = useTranslation('taxonomy');
  const { user } = useShellUser();
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  const rights = tagRights(user, category);
  const { data, loading, error } = useQuery(TAGS, { variables: { category }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_TAG, { refetchQueries: [TAGS], awaitRefetchQueries: true, context: { showsOwnError: true } });
  const [editing, setEditing] = useState<Editing>(null);
  const [merging, setMerging] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());

  const tags = data?.tags ?? [];
  const shown = useMemo(() => matchTags(data?.tags ?? [], search), [data, search]);
  const chosen = tags.filter((tag) => selected.has(tag._id));
  const allShownChosen = shown.length > 0 && shown.every((tag) => selected.has(tag._id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const toggleShown = () => setSelected(allShownChosen ? new Set() : new Set(shown.map((tag) => tag._id)));

  const onDelete = async (tag: TagRow) => {
    const usage = tag.usage ?? 0;
    const message = usage > 0 ? t('delete.inUse', { name: tag.name, count: usage }) : t('delete.unused', { name: tag.name });
    if (!(await confirm({ title: t('delete.title'), message, confirmLabel: t('actions.delete') }))) return;
    try {
      await remove({ variables: { tagId: tag._id } });
      setSelected((current) => new Set([...current].filter((id) => id !== tag._id)));
      showSuccess(t('delete.done', { name: tag.name }));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  const label = t(`categories.${category}`);
  return (
    <Stack gap="sm" component="section" aria-label={label}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        {heading ? (
          <Title order={2} size="h4">
            {label}
          </Title>
        ) : (
          <span />
        )}
        <Group gap="xs" wrap="wrap">
          {rights.merge ? (
            <Button variant="default" leftSection={<IconArrowMerge size={16} aria-hidden />} disabled={chosen.length < 2} onClick={() => setMerging(true)}>
              {t('actions.merge', { count: chosen.length })}
            </Button>
          ) : null}
          {rights.create ? (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ tag: null })}>
              {t(category === 'EvaluationCriteria' ? 'actions.createCriterion' : 'actions.create')}
            </Button>
          ) : null}
        </Group>
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {loading && !data ? (
        <Loader aria-label={t('list.loading')} />
      ) : tags.length === 0 ? (
        <Paper withBorder p="lg" ta="center">
          <Text fw={500}>{t('list.empty')}</Text>
          {rights.create ? (
            <Text c="dimmed" size="sm">
              {t('list.emptyCreate')}
            </Text>
          ) : null}
        </Paper>
      ) : shown.length === 0 ? (
        <Text c="dimmed">{t('list.noMatch', { search: search.trim() })}</Text>
      ) : (
        <ScrollArea type="auto">
          <Table verticalSpacing="sm" striped highlightOnHover miw={320}>
            <Table.Thead>
              <Table.Tr>
                {rights.merge ? (
                  <Table.Th w={40}>
                    <Checkbox
                      aria-label={t('list.selectShown')}
                      checked={allShownChosen}
                      indeterminate={!allShownChosen && shown.some((tag) => selected.has(tag._id))}
                      onChange={toggleShown}
                    />
                  </Table.Th>
                ) : null}
                <Table.Th>{t('list.name')}</Table.Th>
                {rights.view ? <Table.Th ta="end">{t('list.usage')}</Table.Th> : null}
                {rights.edit || rights.delete ? <Table.Th ta="end">{t('list.actions')}</Table.Th> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((tag) => (
                <TagRowView
                  key={tag._id}
                  tag={tag}
                  rights={rights}
                  selected={selected.has(tag._id)}
                  onToggle={() => toggle(tag._id)}
                  onEdit={() => setEditing({ tag })}
                  onDelete={() => onDelete(tag)}
                />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
      <TagDialog category={category} request={editing} onClose={() => setEditing(null)} />
      <MergeDialog
        tags={merging ? chosen : []}
        onClose={() => setMerging(false)}
        onMerged={() => {
          setMerging(false);
          setSelected(new Set());
        }}
      />
    </Stack>
  );
}
