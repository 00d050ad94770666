import { useEffect } from 'react';
import { Alert, Anchor, Badge, Card, Container, Group, Loader, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { IconChevronLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import classes from '../composer/composer.module.css';
import { EMAIL_RECIPIENTS, EMAIL_REPORT, type EmailRecipientData } from '../graphql';
import { EMAIL_PATHS } from '../paths';
import { EmailStatusBadge } from '../shared/StatusBadge';
import { useDateTime } from '../shared/time';

/** Figures and each recipient's line are read again this often while the page is open: opens and bounces arrive later. */
const REFRESH_MS = 15_000;

const STATUS_COLORS: Record<string, string> = { QUEUED: 'gray', SENT: 'blue', DELIVERED: 'green', DEFERRED: 'yellow', BOUNCED: 'red', DROPPED: 'dark', SPAM: 'orange' };

/**
 * /emails/management/email/:id: a sent campaign's report — how many it reached, were delivered,
 * opened it, followed a link, bounced — and each recipient's mail: its delivery status, opens,
 * clicks and bounce reason. It refreshes itself while open.
 */
export function ReportPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('emails');
  usePageTitle(t('report.pageTitle'));
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const dateTime = useDateTime();
  const phone = useMediaQuery('(max-width: 575.98px)');
  const report = useQuery(EMAIL_REPORT, { variables: { id }, fetchPolicy: 'network-only', pollInterval: REFRESH_MS });
  const list = usePagedList<EmailRecipientData & { _id: string }>(async (cursor) => {
    const page = (await client.query({ query: EMAIL_RECIPIENTS, variables: { id, cursor, limit: 50 }, fetchPolicy: 'network-only' })).data?.emailRecipients;
    return page && { results: page.results.map((r) => ({ ...r, _id: r.email })), next: page.next ?? null, totalCount: 0 };
  }, id);
  const { reload } = list;
  const shown = list.rows.length;
  // Refreshing reads the first page again; someone who loaded more keeps reading what they have.
  useEffect(() => {
    const timer = setInterval(() => {
      if (shown <= 50 && document.visibilityState === 'visible') void reload();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload, shown]);

  const email = report.data?.email;
  if (report.loading && !email)
    return (
      <Container py="xl">
        <Loader aria-label={t('loading')} />
      </Container>
    );
  if (report.error || !email)
    return (
      <Container py="xl">
        <Alert color="red" role="alert">
          {errorMessage(report.error)}
        </Alert>
      </Container>
    );
  if (email.status !== 'SENT' && email.status !== 'SENDING') return <Navigate to={EMAIL_PATHS.composer(id)} replace />;

  const tracking = email.tracking;
  const figures: Array<[string, number | undefined]> = [
    ['recipients', tracking?.recipients ?? email.recipientCount],
    ['delivered', tracking?.delivered],
    ['opened', tracking?.opened],
    ['clicked', tracking?.clicked],
    ['bounced', tracking?.bounced],
    ['deferred', tracking?.deferred],
    ['dropped', tracking?.dropped],
    ['spam', tracking?.spam],
  ];
  const nameOf = (r: EmailRecipientData) => (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500} dir="auto">
        {r.user?.fullName ?? r.email}
      </Text>
      {r.user ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {r.email}
        </Text>
      ) : null}
    </Stack>
  );
  const statusOf = (r: EmailRecipientData) =>
    r.status ? (
      <Badge color={STATUS_COLORS[r.status] ?? 'gray'} variant="light">
        {t(`delivery.${r.status}`, { defaultValue: r.status })}
      </Badge>
    ) : null;
  const opensOf = (r: EmailRecipientData) => (r.openedCount ? t('report.openedTimes', { count: r.openedCount, date: dateTime(r.lastOpenedAt) }) : t('report.notOpened'));
  const clicksOf = (r: EmailRecipientData) => (r.clickedCount ? t('report.clickedTimes', { count: r.clickedCount }) : '');

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Group gap="sm" wrap="wrap">
          <Anchor component={Link} to={EMAIL_PATHS.management}>
            <Group gap={4} wrap="nowrap">
              <IconChevronLeft size={18} aria-hidden className={classes.backIcon} />
              {t('nav.management')}
            </Group>
          </Anchor>
          <EmailStatusBadge status={email.status} />
        </Group>
        <Stack gap={4}>
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {email.subject}
          </Title>
          <Text size="sm" c="dimmed">
            {t('report.sentBy', { date: dateTime(email.sentAt), name: email.createdBy?.fullName ?? '' })}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm" data-testid="email-figures">
          {figures.map(([key, value]) => (
            <Card key={key} withBorder p="sm" data-testid={`figure-${key}`}>
              <Text size="xs" c="dimmed">
                {t(`report.figures.${key}`)}
              </Text>
              <Text size="xl" fw={700}>
                {value ?? 0}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('report.opensHint')}
        </Text>
        <Title order={2} size="h3">
          {t('report.recipients')}
        </Title>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        {phone ? (
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.rows.map((r) => (
              <Card key={r._id} component="li" withBorder p="sm" data-testid="recipient-row">
                <Stack gap={4}>
                  {nameOf(r)}
                  <Group gap="xs">
                    {statusOf(r)}
                    <Text size="xs">{opensOf(r)}</Text>
                    <Text size="xs">{clicksOf(r)}</Text>
                  </Group>
                  {r.bounceReason ? (
                    <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                      {r.bounceReason}
                    </Text>
                  ) : null}
                </Stack>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table striped verticalSpacing="xs" data-testid="recipients-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('report.columns.recipient')}</Table.Th>
                  <Table.Th>{t('report.columns.status')}</Table.Th>
                  <Table.Th>{t('report.columns.opens')}</Table.Th>
                  <Table.Th>{t('report.columns.clicks')}</Table.Th>
                  <Table.Th>{t('report.columns.bounce')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((r) => (
                  <Table.Tr key={r._id} data-testid="recipient-row">
                    <Table.Td>{nameOf(r)}</Table.Td>
                    <Table.Td>{statusOf(r)}</Table.Td>
                    <Table.Td>{opensOf(r)}</Table.Td>
                    <Table.Td>{clicksOf(r)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.bounceReason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
    </Container>
  );
}
