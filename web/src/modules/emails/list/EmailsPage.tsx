import { useMemo, useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { EMAIL_STATUSES, EMAILS_PAGE_SIZE, type EmailStatus } from '@seedbed/contracts/emails';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { createEmailAndCompose } from '../createEmail';
import { EMAILS, type EmailFilter, type EmailRowData } from '../graphql';
import { EMAIL_PATHS } from '../paths';
import { EmailStatusBadge } from '../shared/StatusBadge';
import { useDateTime } from '../shared/time';
import { PlannedActionsSection } from './PlannedActionsSection';

export function emailFilter(search: string, status: EmailStatus | null): EmailFilter {
  const filter: EmailFilter = {};
  if (status) filter.status = status;
  if (search.trim()) filter.search = search.trim();
  return filter;
}

/** A sent campaign opens on its report; any other in its composer. */
const pathOf = (email: EmailRowData) => (email.status === 'SENT' ? EMAIL_PATHS.report(email._id) : EMAIL_PATHS.composer(email._id));

/**
 * /emails/management: every campaign, last changed first, by status and words of the subject,
 * with how many it reached and what became of their mails; below, the planned actions.
 */
export function EmailsPage() {
  const { t } = useTranslation('emails');
  usePageTitle(t('list.title'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const dateTime = useDateTime();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [status, setStatus] = useState<EmailStatus | null>(null);
  const filter = useMemo(() => emailFilter(debounced, status), [debounced, status]);
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: EMAILS, variables: { filter, cursor, limit: EMAILS_PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.emails;
    return page && { results: page.results, next: page.next ?? null, totalCount: 0 };
  }, JSON.stringify(filter));
  const [creating, setCreating] = useState(false);

  const create = async () => {
    setCreating(true);
    try {
      await createEmailAndCompose({ client, navigate });
    } catch {
      // The app-wide notice has said why.
      setCreating(false);
    }
  };

  const subjectOf = (email: EmailRowData) => (
    <Anchor component={Link} to={pathOf(email)} fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
      {email.subject || t('list.noSubject')}
    </Anchor>
  );
  const whenOf = (email: EmailRowData) =>
    email.status === 'SENT'
      ? t('list.sentAt', { date: dateTime(email.sentAt) })
      : email.status === 'SCHEDULED'
        ? t('list.scheduledAt', { date: dateTime(email.scheduledAt) })
        : t('list.updatedAt', { date: dateTime(email.updatedAt) });
  const figuresOf = (email: EmailRowData) =>
    email.tracking ? t('list.figures', { delivered: email.tracking.delivered, opened: email.tracking.opened, bounced: email.tracking.bounced }) : '';

  return (
    <Container size="xl" py="md">
      <Stack gap="lg">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('list.title')}
          </Title>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void create()} loading={creating}>
            {t('list.create')}
          </Button>
        </Group>
        <Paper withBorder p="sm">
          <Group gap="md" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '3 1 220px' }}
              type="search"
              label={t('list.search')}
              placeholder={t('list.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Select
              style={{ flex: '1 1 160px' }}
              label={t('list.statusFilter')}
              placeholder={t('list.allStatuses')}
              data={EMAIL_STATUSES.map((value) => ({ value, label: t(`status.${value}`) }))}
              value={status}
              onChange={(value) => setStatus(value as EmailStatus | null)}
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
        </Paper>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        {phone ? (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('list.title')}>
            {list.rows.map((email) => (
              <Card key={email._id} component="li" withBorder p="sm" data-testid="email-row">
                <Stack gap={4} miw={0}>
                  {subjectOf(email)}
                  <Group gap="xs">
                    <EmailStatusBadge status={email.status} />
                    <Text size="xs" c="dimmed">
                      {whenOf(email)}
                    </Text>
                  </Group>
                  {email.status === 'SENT' ? (
                    <Text size="xs" c="dimmed">
                      {t('list.recipientsCount', { count: email.recipientCount })} · {figuresOf(email)}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={720} type="native">
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="emails-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('list.columns.subject')}</Table.Th>
                  <Table.Th>{t('list.columns.status')}</Table.Th>
                  <Table.Th>{t('list.columns.when')}</Table.Th>
                  <Table.Th>{t('list.columns.recipients')}</Table.Th>
                  <Table.Th>{t('list.columns.delivered')}</Table.Th>
                  <Table.Th>{t('list.columns.opened')}</Table.Th>
                  <Table.Th>{t('list.columns.bounced')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((email) => (
                  <Table.Tr key={email._id} data-testid="email-row">
                    <Table.Td>{subjectOf(email)}</Table.Td>
                    <Table.Td>
                      <EmailStatusBadge status={email.status} />
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{whenOf(email)}</Table.Td>
                    <Table.Td>{email.status === 'SENT' ? email.recipientCount : ''}</Table.Td>
                    <Table.Td data-testid="email-delivered">{email.tracking?.delivered ?? ''}</Table.Td>
                    <Table.Td data-testid="email-opened">{email.tracking?.opened ?? ''}</Table.Td>
                    <Table.Td>{email.tracking?.bounced ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{debounced.trim() || status ? t('list.noMatch') : t('list.empty')}</Text>}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
        <PlannedActionsSection onChanged={() => void list.reload()} />
      </Stack>
    </Container>
  );
}
