import '../shared/styles';
import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, Paper, SegmentedControl, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ARTICLES_PAGE_SIZE } from '@seedbed/contracts/community';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { RESOURCE_PATHS } from '../shared/paths';
import { ArticleRowMenu } from './ArticleRowMenu';
import { ArticleStatusBadge } from './ArticleStatusBadge';
import { createArticleAndEdit } from './createArticle';
import { MANAGED_ARTICLES, type ArticleFilter, type ArticleRowData } from './graphql';

type StatusChoice = 'ALL' | 'DRAFT' | 'PUBLISHED';

export function articleFilter(search: string, status: StatusChoice): ArticleFilter {
  const filter: ArticleFilter = {};
  if (status !== 'ALL') filter.status = status;
  if (search.trim()) filter.search = search.trim();
  return filter;
}

/**
 * /articles/management (ARTICLES:EDIT): every article, last changed first, by status and words,
 * page by page; a new one opens in the editor; each can be published, taken back or deleted.
 */
export function ArticlesPage() {
  const { t, i18n } = useTranslation('resources');
  usePageTitle(t('articles.title'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<StatusChoice>('ALL');
  const filter = useMemo(() => articleFilter(debounced, status), [debounced, status]);
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: MANAGED_ARTICLES, variables: { filter, cursor, limit: ARTICLES_PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.articles;
    // The list counts nothing: the keyset's `next` is all "Load more" needs.
    return page && { results: page.results, next: page.next ?? null, totalCount: 0 };
  }, JSON.stringify(filter));
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      await createArticleAndEdit({ client, navigate });
    } catch {
      // The app-wide notice has said why.
      setCreating(false);
    }
  };

  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const titleOf = (article: ArticleRowData) => (
    <Anchor component={Link} to={RESOURCE_PATHS.editor(article._id)} fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
      {article.title || t('articles.untitled')}
    </Anchor>
  );
  const menuOf = (article: ArticleRowData) => (
    <ArticleRowMenu
      article={article}
      onChange={(next) => list.patch(article._id, next ? (row) => ({ ...row, ...next }) : null)}
      // A row whose status changed may leave a filtered list.
      onReload={() => void list.reload()}
      filtered={status !== 'ALL'}
    />
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('articles.title')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void create()} loading={creating}>
            {t('articles.create')}
          </Button>
        </Group>
        <Paper withBorder p="sm">
          <Group gap="md" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '3 1 220px' }}
              type="search"
              label={t('articles.search')}
              placeholder={t('articles.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Stack gap={4}>
              <Text size="sm" fw={500} id="article-status-filter">
                {t('articles.statusFilter')}
              </Text>
              <SegmentedControl
                aria-labelledby="article-status-filter"
                value={status}
                onChange={(value) => setStatus(value as StatusChoice)}
                data={[
                  { value: 'ALL', label: t('articles.allStatuses') },
                  { value: 'DRAFT', label: t('status.DRAFT') },
                  { value: 'PUBLISHED', label: t('status.PUBLISHED') },
                ]}
              />
            </Stack>
          </Group>
        </Paper>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        {phone ? (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.rows.map((article) => (
              <Card key={article._id} component="li" withBorder p="sm" data-testid="article-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} miw={0}>
                    {titleOf(article)}
                    <Group gap="xs">
                      <ArticleStatusBadge status={article.status} />
                      <Text size="xs" c="dimmed">
                        {t('articles.updatedOn', { date: dateOf(article.updatedAt) })}
                      </Text>
                    </Group>
                  </Stack>
                  {menuOf(article)}
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="articles-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('articles.columns.title')}</Table.Th>
                  <Table.Th>{t('articles.columns.status')}</Table.Th>
                  <Table.Th>{t('articles.columns.author')}</Table.Th>
                  <Table.Th>{t('articles.columns.updated')}</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>{t('articles.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((article) => (
                  <Table.Tr key={article._id} data-testid="article-row">
                    <Table.Td>{titleOf(article)}</Table.Td>
                    <Table.Td>
                      <ArticleStatusBadge status={article.status} />
                    </Table.Td>
                    <Table.Td dir="auto">{article.author?.fullName ?? ''}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(article.updatedAt)}</Table.Td>
                    <Table.Td>{menuOf(article)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{debounced.trim() || status !== 'ALL' ? t('articles.noMatch') : t('articles.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
    </Container>
  );
}
