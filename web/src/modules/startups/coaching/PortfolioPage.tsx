import { useState } from 'react';
import { Alert, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { STARTUPS } from '../graphql';
import { StartupCards } from '../list/StartupCards';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';

const PAGE_SIZE = 24;

/** The startups query of the portfolio: the active startups the viewer is assigned to. */
export const portfolioFilter = (viewerId: string, search: string) => ({ assignedUserIds: [viewerId], archived: false, ...(search ? { search } : {}) });

/**
 * /coaching: the startups a coach, staff member or mentor follows, as cards (spec 2 §2, the
 * mobile bar's startup portfolio).
 */
export function PortfolioPage() {
  const { t } = useTranslation('startups');
  const term = useStartupTerm();
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const viewerId = user?._id ?? '';
  const title = t('portfolio.title', { startup: term.singular });
  usePageTitle(title);
  const list = usePagedList(async (cursor) => {
    if (!viewerId) return undefined;
    const filter = portfolioFilter(viewerId, debounced);
    return (await client.query({ query: STARTUPS, variables: { filter, sort: 'NAME', cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.startups;
  }, `${viewerId}|${debounced}`);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <TextInput
          type="search"
          label={t('filters.search')}
          placeholder={t('filters.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.loading && list.rows.length === 0 ? '\u00a0' : t('list.count', { count: list.totalCount })}
        </Text>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        <StartupCards rows={list.rows} />
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{debounced ? t('list.empty') : t('portfolio.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
    </Container>
  );
}
