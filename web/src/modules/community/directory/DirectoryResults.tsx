import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useApolloClient } from '@apollo/client/react';
import { IconBuildingOff, IconUserOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DIRECTORY_PAGE_SIZE } from '@seedbed/contracts/community';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { DirectoryGrid, PersonCard, StartupCard } from './DirectoryCards';
import { COMMUNITY_PEOPLE, COMMUNITY_STARTUPS, type DirectoryPerson, type DirectoryStartup } from './graphql';

interface ResultsProps {
  /** The list's GraphQL filter (directoryState's filterInput); a new one starts the list over. */
  input: Record<string, unknown> | null;
  searched: boolean;
  filtered: boolean;
  /** Clears the search and the filters. */
  onClear: () => void;
}

/** The people the viewer may see, as cards, page by page with the server's cursor. */
export function PeopleResults({ input, searched, filtered, onClear }: ResultsProps) {
  const { t } = useTranslation('community');
  const client = useApolloClient();
  const list = usePagedList<DirectoryPerson>(async (cursor) => {
    const { data } = await client.query({ query: COMMUNITY_PEOPLE, variables: { filter: input, cursor, limit: DIRECTORY_PAGE_SIZE }, fetchPolicy: 'network-only' });
    return data ? { ...data.communityPeople, totalCount: 0 } : undefined;
  }, JSON.stringify(input));
  return (
    <ResultsFrame list={list} kind="people" searched={searched} filtered={filtered} onClear={onClear}>
      <DirectoryGrid label={t('directory.people.listLabel')}>
        {list.rows.map((person) => (
          <PersonCard key={person._id} person={person} />
        ))}
      </DirectoryGrid>
    </ResultsFrame>
  );
}

/** The startups the viewer may see, as cards, page by page with the server's cursor. */
export function StartupResults({ input, searched, filtered, onClear, showPeople }: ResultsProps & { showPeople: boolean }) {
  const { t } = useTranslation('community');
  const client = useApolloClient();
  const list = usePagedList<DirectoryStartup>(async (cursor) => {
    const { data } = await client.query({ query: COMMUNITY_STARTUPS, variables: { filter: input, cursor, limit: DIRECTORY_PAGE_SIZE }, fetchPolicy: 'network-only' });
    return data ? { ...data.communityStartups, totalCount: 0 } : undefined;
  }, JSON.stringify(input));
  return (
    <ResultsFrame list={list} kind="startups" searched={searched} filtered={filtered} onClear={onClear}>
      <DirectoryGrid label={t('directory.startups.listLabel')}>
        {list.rows.map((startup) => (
          <StartupCard key={startup._id} startup={startup} showPeople={showPeople} />
        ))}
      </DirectoryGrid>
    </ResultsFrame>
  );
}

interface FrameProps extends Omit<ResultsProps, 'input'> {
  list: { rows: unknown[]; loading: boolean; error: unknown; hasMore: boolean; loadMore: () => unknown };
  kind: 'people' | 'startups';
  children: ReactNode;
}

/** What every list has around its cards: the failure, the empty state in words, the count for screen readers, and the next page. */
function ResultsFrame({ list, kind, searched, filtered, onClear, children }: FrameProps) {
  const { t } = useTranslation('community');
  const errorMessage = useErrorMessage();
  const empty = !list.loading && !list.error && list.rows.length === 0;
  const narrowed = searched || filtered;
  const Icon = kind === 'people' ? IconUserOff : IconBuildingOff;
  return (
    <>
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      {list.rows.length ? children : null}
      {empty ? (
        <Stack align="center" gap="sm" py="xl" data-testid="directory-empty">
          <Icon size={40} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center" maw={460}>
            {t(narrowed ? `directory.empty.${kind}Narrowed` : `directory.empty.${kind}`)}
          </Text>
          {narrowed ? (
            <Button variant="default" onClick={onClear}>
              {t('directory.empty.clear')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Text aria-live="polite" size="sm" c="dimmed">
        <VisuallyHidden>{list.loading ? '' : t(`directory.${kind}.shown`, { count: list.rows.length })}</VisuallyHidden>
      </Text>
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </>
  );
}
