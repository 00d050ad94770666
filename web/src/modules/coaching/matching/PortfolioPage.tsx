import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Card, Container, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconCalendarPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { ExportSessionsButton } from '../invites/ExportSessionsButton';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { startupFilePath } from '../../startups/paths';
import { openCreateSession } from '../session/createSession';
import { formatMinutes } from '../hours/duration';
import { COACHING_PORTFOLIO, type PortfolioEntryData } from './graphql';
import '../styles';

const PAGE_SIZE = 20;
type Row = PortfolioEntryData & { _id: string };

const sessionPath = (id: string) => `/coaching/session/${encodeURIComponent(id)}`;

/**
 * /coaching, the startup portfolio (spec 1 §2.7, the mobile bar's first entry for staff and
 * mentors): the startups one coaches, each with its next and last session, how many it had and
 * the coaching hours left, and a way to plan the next one. One column on a phone.
 */
export function PortfolioPage() {
  const { t } = useTranslation('mentorMatching');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const term = useStartupTerm();
  const title = t('portfolio.title', { startup: term.singular });
  usePageTitle(title);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = usePagedList<Row>(async (cursor) => {
    const page = (await client.query({ query: COACHING_PORTFOLIO, variables: { cursor, limit: PAGE_SIZE, search: debounced || null }, fetchPolicy: 'network-only' })).data
      ?.coachingPortfolio;
    return page ? { results: page.results.map((entry) => ({ ...entry, _id: entry.startup._id })), next: page.next, totalCount: 0 } : undefined;
  }, debounced);

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          <ExportSessionsButton />
        </Group>
        <TextInput
          type="search"
          label={t('portfolio.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          maw={420}
        />
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        {!list.loading && !list.error && list.rows.length === 0 && <Text c="dimmed">{debounced ? t('portfolio.noMatch') : t('portfolio.empty')}</Text>}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" data-testid="portfolio">
          {list.rows.map((row) => (
            <PortfolioCard key={row._id} entry={row} />
          ))}
        </SimpleGrid>
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
    </Container>
  );
}

function PortfolioCard({ entry }: { entry: Row }) {
  const { t, i18n } = useTranslation('mentorMatching');
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const hours = entry.hoursRemainingMinutes;
  return (
    <Card withBorder padding="md" radius="md" component="article" aria-labelledby={`portfolio-${entry._id}`}>
      <Stack gap="sm" h="100%">
        <Group gap="sm" wrap="nowrap">
          <Avatar src={entry.startup.logo} name={entry.startup.name} radius="md" />
          <Anchor component={Link} to={startupFilePath(entry.startup._id)} fw={600} id={`portfolio-${entry._id}`} lineClamp={1}>
            {entry.startup.name}
          </Anchor>
        </Group>
        <Stack gap={4}>
          <Text size="sm">
            <Text span c="dimmed">
              {t('portfolio.next')}{' '}
            </Text>
            {entry.nextSession ? (
              <Anchor component={Link} to={sessionPath(entry.nextSession._id)}>
                {when(entry.nextSession.date)}
              </Anchor>
            ) : (
              t('portfolio.none')
            )}
          </Text>
          <Text size="sm">
            <Text span c="dimmed">
              {t('portfolio.last')}{' '}
            </Text>
            {entry.lastSession ? (
              <Anchor component={Link} to={sessionPath(entry.lastSession._id)}>
                {when(entry.lastSession.date)}
              </Anchor>
            ) : (
              t('portfolio.none')
            )}
          </Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Badge variant="light" color="gray" tt="none">
            {t('portfolio.sessions', { count: entry.sessionsCount })}
          </Badge>
          {hours !== null && (
            <Badge variant="light" color={hours < 0 ? 'red' : 'teal'} tt="none">
              {hours < 0 ? t('hours.over', { time: formatMinutes(t, hours) }) : t('hours.left', { time: formatMinutes(t, hours) })}
            </Badge>
          )}
        </Group>
        <Button
          mt="auto"
          variant="light"
          leftSection={<IconCalendarPlus size={16} aria-hidden />}
          onClick={() => openCreateSession({ startupId: entry.startup._id })}
          aria-label={t('portfolio.newSessionFor', { name: entry.startup.name })}
        >
          {t('portfolio.newSession')}
        </Button>
      </Stack>
    </Card>
  );
}
