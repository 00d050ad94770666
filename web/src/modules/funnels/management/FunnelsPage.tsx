import '../styles';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, Paper, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FUNNEL_STATUSES } from '@seedbed/contracts/applications';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { CLONE_FUNNEL, CREATE_FUNNEL, FUNNELS, type FunnelFilterInput, type FunnelRowData } from '../graphql';
import { builderPath } from '../paths';
import { FunnelNameDialog } from './FunnelNameDialog';
import { FunnelRowMenu } from './FunnelRowMenu';
import { FunnelStatusBadge } from './FunnelStatusBadge';

const PAGE_SIZE = 25;
type Archive = 'active' | 'archived';

export function funnelsFilter(search: string, status: string | null, archive: Archive): FunnelFilterInput {
  const filter: FunnelFilterInput = { archived: archive === 'archived' };
  if (search.trim()) filter.search = search.trim();
  if (status) filter.status = status as FunnelFilterInput['status'];
  return filter;
}

/** /applications/funnels/management: the funnels the viewer may manage (all of them with FUNNELS:VIEW:LIST). */
export function FunnelsPage() {
  const { t, i18n } = useTranslation('funnels');
  usePageTitle(t('titles.management'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const mayCreate = Boolean(user?.permissions['FUNNEL:CREATE']);
  const phone = useMediaQuery('(max-width: 36em)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<string | null>(null);
  const [archive, setArchive] = useState<Archive>('active');
  const filter = useMemo(() => funnelsFilter(debounced, status, archive), [debounced, status, archive]);
  const list = usePagedList(
    async (cursor) => (await client.query({ query: FUNNELS, variables: { filter, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.funnels,
    JSON.stringify(filter),
  );

  // Spec 3 §6: Create → Funnel arrives here with create=true and opens the dialog.
  const { requested, clear } = useCreateRequest();
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (requested) setCreating(true);
  }, [requested]);
  const closeCreate = () => {
    setCreating(false);
    if (requested) clear();
  };
  const [createFunnel] = useMutation(CREATE_FUNNEL);
  const [cloneFunnel] = useMutation(CLONE_FUNNEL);
  const [cloning, setCloning] = useState<FunnelRowData | null>(null);

  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const rowProps = (funnel: FunnelRowData) => ({
    funnel,
    canClone: mayCreate,
    onClone: () => setCloning(funnel),
    onChange: (next: FunnelRowData | null) => list.patch(funnel._id, next ? () => next : null),
  });
  const nameOf = (funnel: FunnelRowData) =>
    funnel.viewerCan.edit ? (
      <Anchor component={Link} to={builderPath(funnel._id)} fw={500} dir="auto">
        {funnel.name}
      </Anchor>
    ) : (
      <Text fw={500} dir="auto">
        {funnel.name}
      </Text>
    );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('titles.management')}
          </Title>
          {mayCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('management.create')}
            </Button>
          )}
        </Group>
        <Paper withBorder p="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '3 1 220px' }}
              type="search"
              label={t('filters.search')}
              placeholder={t('filters.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Select
              style={{ flex: '1 1 160px' }}
              label={t('filters.status')}
              placeholder={t('filters.allStatuses')}
              data={FUNNEL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              onChange={setStatus}
              clearable
            />
            <Select
              style={{ flex: '1 1 140px' }}
              label={t('filters.shown')}
              data={(['active', 'archived'] as const).map((value) => ({ value, label: t(`filters.${value}`) }))}
              value={archive}
              onChange={(value) => value && setArchive(value as Archive)}
              allowDeselect={false}
            />
          </Group>
        </Paper>
        <Text size="sm" c="dimmed" aria-live="polite">
          {list.loading && list.rows.length === 0 ? '\u00a0' : t('management.count', { count: list.totalCount })}
        </Text>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        {phone ? (
          <Stack gap="sm">
            {list.rows.map((funnel) => (
              <Card key={funnel._id} withBorder p="sm" data-testid="funnel-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} miw={0}>
                    {nameOf(funnel)}
                    <Group gap="xs">
                      <FunnelStatusBadge status={funnel.status} archived={funnel.archived} />
                      <Text size="sm" c="dimmed">
                        {t('management.summaryLine', { rounds: funnel.rounds.length, applications: funnel.applicationCount })}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('management.updatedOn', { date: dateOf(funnel.updatedAt) })}
                    </Text>
                  </Stack>
                  <FunnelRowMenu {...rowProps(funnel)} />
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="funnels-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('columns.name')}</Table.Th>
                  <Table.Th>{t('columns.status')}</Table.Th>
                  <Table.Th>{t('columns.rounds')}</Table.Th>
                  <Table.Th>{t('columns.applications')}</Table.Th>
                  <Table.Th>{t('columns.updated')}</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>{t('columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((funnel) => (
                  <Table.Tr key={funnel._id} data-testid="funnel-row">
                    <Table.Td>{nameOf(funnel)}</Table.Td>
                    <Table.Td>
                      <FunnelStatusBadge status={funnel.status} archived={funnel.archived} />
                    </Table.Td>
                    <Table.Td>{funnel.rounds.length}</Table.Td>
                    <Table.Td>{funnel.applicationCount}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(funnel.updatedAt)}</Table.Td>
                    <Table.Td>
                      <FunnelRowMenu {...rowProps(funnel)} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('management.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
      <FunnelNameDialog
        opened={creating}
        title={t('management.createTitle')}
        submitLabel={t('actions.create')}
        onClose={closeCreate}
        onSubmit={async (name) => {
          const answer = await createFunnel({ variables: { name }, context: { showsOwnError: true } });
          if (!answer.data) return;
          setCreating(false);
          if (requested) clear();
          showSuccess(t('management.created', { name }));
          void navigate(builderPath(answer.data.createFunnel._id));
        }}
      />
      <FunnelNameDialog
        opened={cloning !== null}
        title={t('management.cloneTitle')}
        submitLabel={t('management.clone')}
        initialName={cloning ? t('management.copyName', { name: cloning.name }) : ''}
        onClose={() => setCloning(null)}
        onSubmit={async (name) => {
          if (!cloning) return;
          const answer = await cloneFunnel({ variables: { id: cloning._id, name }, context: { showsOwnError: true } });
          if (!answer.data) return;
          setCloning(null);
          showSuccess(t('management.cloned', { name }));
          void navigate(builderPath(answer.data.cloneFunnel._id));
        }}
      />
    </Container>
  );
}
