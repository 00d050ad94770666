import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Container, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { FEEDBACK_REQUESTS } from '../graphql';
import { CreateRequestDialog } from './CreateRequestDialog';
import { RequestRow } from './RequestRow';

const PAGE_SIZE = 25;

/** /feedback/management/new: the list with the creation dialog open (the Create menu's entry). */
export function NewRequestPage() {
  return <RequestsPage creating />;
}

/** /feedback/management: the requests sent, with their progress, to remind, open or delete. */
export function RequestsPage({ creating = false }: { creating?: boolean }) {
  const { t } = useTranslation('feedback');
  usePageTitle(t('titles.management'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const filter = useMemo(() => (debounced ? { search: debounced } : {}), [debounced]);
  const list = usePagedList(
    async (cursor) => (await client.query({ query: FEEDBACK_REQUESTS, variables: { filter, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.feedbackRequests,
    JSON.stringify(filter),
  );

  const { requested, clear } = useCreateRequest();
  const [dialogOpen, setDialogOpen] = useState(creating);
  useEffect(() => {
    if (requested) setDialogOpen(true);
  }, [requested]);
  const closeDialog = () => {
    setDialogOpen(false);
    if (requested) clear();
    if (creating) void navigate('/feedback/management', { replace: true });
  };

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('titles.management')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialogOpen(true)}>
            {t('create.open')}
          </Button>
        </Group>
        <Paper withBorder p="sm">
          <TextInput
            type="search"
            label={t('list.search')}
            placeholder={t('list.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </Paper>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.loading && list.rows.length === 0 ? '\u00a0' : t('list.count', { count: list.totalCount })}
        </Text>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="feedback-requests">
          {list.rows.map((request) => (
            <RequestRow key={request._id} request={request} onDeleted={() => list.patch(request._id, null)} />
          ))}
        </Stack>
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('list.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
      <CreateRequestDialog
        opened={dialogOpen}
        onClose={closeDialog}
        onCreated={(request) => {
          setDialogOpen(false);
          if (requested) clear();
          if (creating) void navigate('/feedback/management', { replace: true });
          showSuccess(t('create.sent', { title: request.title }));
          void list.reload();
        }}
      />
    </Container>
  );
}
