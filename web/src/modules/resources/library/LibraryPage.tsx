import '../shared/styles';
import { useMemo, useState } from 'react';
import { Alert, Button, Center, Container, Group, Loader, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isSearchableText } from '@seedbed/contracts/search';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { LoadError } from '../../../shell/errors/LoadError';
import { useShellUser } from '../../../shell/user/useShellUser';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import type { SectionFieldsData } from '../shared/graphql';
import { audienceSummary, useVisibilityChoices } from '../shared/VisibilityPickers';
import { DELETE_SECTION, LIBRARY, LIBRARY_SEARCH, REORDER_SECTIONS, SECTION_PREVIEW_SIZE } from './graphql';
import { SearchResults } from './SearchResults';
import { SectionCard } from './SectionCard';
import { SectionDialog } from './SectionDialog';

/** The order after moving one section a step up or down. */
export function movedOrder(ids: readonly string[], id: string, step: -1 | 1): string[] {
  const from = ids.indexOf(id);
  const to = from + step;
  if (from < 0 || to < 0 || to >= ids.length) return [...ids];
  const next = [...ids];
  [next[from], next[to]] = [next[to], next[from]];
  return next;
}

/**
 * /resources: the library's sections the viewer sees, as cards with their first resources, and a
 * search over every resource they see (the server's, so that a large library is searched whole).
 * The library's managers (ARTICLES:EDIT) add, edit, reorder and delete sections here.
 */
export function LibraryPage() {
  const { t } = useTranslation('resources');
  usePageTitle(t('library.title'));
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const manager = Boolean(user?.permissions['ARTICLES:EDIT']);
  const choices = useVisibilityChoices();
  const { data, loading, error, refetch } = useQuery(LIBRARY, { variables: { preview: SECTION_PREVIEW_SIZE }, fetchPolicy: 'cache-and-network' });
  const sections = data?.resourceSections ?? [];
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const searching = isSearchableText(debounced);
  const found = useQuery(LIBRARY_SEARCH, { variables: { search: debounced }, skip: !searching, fetchPolicy: 'network-only' });
  const [editing, setEditing] = useState<{ section: SectionFieldsData | null } | null>(null);
  const [remove] = useMutation(DELETE_SECTION);
  const [reorder, reordering] = useMutation(REORDER_SECTIONS);
  const sectionTitles = useMemo(() => new Map(sections.map((s) => [s._id, s.title])), [sections]);

  const del = async (section: SectionFieldsData) => {
    const ok = await confirm({
      title: t('library.deleteTitle'),
      message: t('library.deleteConfirm', { title: section.title, count: section.resourceCount }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: section._id } });
      showSuccess(t('library.deleted', { title: section.title }));
      void refetch();
    } catch {
      // The app-wide notice has said why.
    }
  };

  const move = async (id: string, step: -1 | 1) => {
    try {
      await reorder({
        variables: {
          ids: movedOrder(
            sections.map((s) => s._id),
            id,
            step,
          ),
        },
      });
      await refetch();
    } catch {
      // The app-wide notice has said why (someone else changed the library: the list reloads).
      void refetch();
    }
  };

  const audienceOf = (section: SectionFieldsData) => (choices.enabled ? audienceSummary(section, choices.roles, choices.programs) : null);

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('library.title')}
          </Title>
          {manager && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ section: null })}>
              {t('library.addSection')}
            </Button>
          )}
        </Group>
        <TextInput
          type="search"
          label={t('library.search')}
          placeholder={t('library.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={520}
        />
        {searching ? (
          <SearchResults loading={found.loading} error={found.error} results={found.data?.resources ?? []} sectionTitles={sectionTitles} onRetry={() => void found.refetch()} />
        ) : error && !data ? (
          <LoadError error={error} onRetry={() => void refetch()} />
        ) : loading && !data ? (
          <Center mih="30vh">
            <Loader aria-label={t('library.loading')} />
          </Center>
        ) : sections.length === 0 ? (
          <Text c="dimmed">{manager ? t('library.emptyManager') : t('library.empty')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy={reordering.loading}>
            {sections.map((section, i) => (
              <SectionCard
                key={section._id}
                section={section}
                audience={section.viewerCan.edit ? audienceOf(section) : null}
                manage={
                  section.viewerCan.edit
                    ? {
                        onEdit: () => setEditing({ section }),
                        onDelete: () => void del(section),
                        onMove: (step) => void move(section._id, step),
                        first: i === 0,
                        last: i === sections.length - 1,
                      }
                    : undefined
                }
              />
            ))}
          </SimpleGrid>
        )}
        {error && data ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
      </Stack>
      <SectionDialog
        opened={editing !== null}
        section={editing?.section ?? null}
        choices={choices}
        onClose={() => setEditing(null)}
        onSaved={(saved) => {
          showSuccess(t(editing?.section ? 'library.sectionSaved' : 'library.sectionAdded', { title: saved.title }));
          setEditing(null);
          void refetch();
        }}
      />
    </Container>
  );
}
