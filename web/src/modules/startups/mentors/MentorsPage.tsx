import { useState } from 'react';
import { Alert, Anchor, Avatar, Badge, Button, Card, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconSearch, IconUserPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isRoleType } from '@seedbed/contracts/roles';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { STARTUP_MENTORS, type MentorData } from '../graphql';
import { startupFilePath } from '../paths';
import { ListFooter } from '../../../ui/list/ListFooter';
import { StartupsLayout } from '../shared/StartupsLayout';
import { usePagedList } from '../../../ui/list/usePagedList';
import { AssignDialog } from './AssignDialog';

const PAGE_SIZE = 24;

/** /startups/mentors: the mentors and experts, what they know, and the startups they follow. */
export function MentorsPage() {
  const { t } = useTranslation('startups');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const list = usePagedList(
    async (cursor) =>
      (await client.query({ query: STARTUP_MENTORS, variables: { search: debounced || null, cursor, limit: PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.startupMentors,
    debounced,
  );
  const mayAssign = Boolean(user?.permissions['STARTUP/ASSIGNATION_MEMBERS:EDIT']);
  const [assigning, setAssigning] = useState<MentorData | null>(null);

  return (
    <StartupsLayout title={t('titles.mentors')}>
      <TextInput
        type="search"
        label={t('mentors.search')}
        placeholder={t('mentors.searchPlaceholder')}
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
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" data-testid="mentor-cards">
        {list.rows.map((mentor) => (
          <MentorCard key={mentor._id} mentor={mentor} onAssign={mayAssign ? () => setAssigning(mentor) : undefined} />
        ))}
      </SimpleGrid>
      {!list.loading && list.rows.length === 0 && !list.error && <Text c="dimmed">{t('mentors.empty')}</Text>}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      <AssignDialog
        mentor={assigning}
        onClose={() => setAssigning(null)}
        onAssigned={(mentorId, startup) => list.patch(mentorId, (row) => ({ ...row, assignedStartups: [...row.assignedStartups, startup] }))}
      />
    </StartupsLayout>
  );
}

function MentorCard({ mentor, onAssign }: { mentor: MentorData; onAssign?: () => void }) {
  const { t } = useTranslation('startups');
  const term = useStartupTerm();
  const role = isRoleType(mentor.roleType) ? t(`common:roles.${mentor.roleType}`) : mentor.roleType;
  return (
    <Card withBorder radius="md" padding="md" data-testid="mentor-card">
      <Stack gap="sm" h="100%">
        <Group wrap="nowrap" align="flex-start" gap="sm">
          <Avatar src={mentor.avatar || null} name={mentor.fullName} color="initials" radius="xl" size="lg" aria-hidden />
          <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
            <Anchor component={Link} to={`/profile/${encodeURIComponent(mentor._id)}`} fw={600}>
              {mentor.fullName}
            </Anchor>
            <Badge variant="light" color="indigo" w="fit-content">
              {role}
            </Badge>
            {mentor.headline && (
              <Text size="sm" c="dimmed" lineClamp={2}>
                {mentor.headline}
              </Text>
            )}
          </Stack>
        </Group>
        <LabelRow label={t('mentors.skills')} items={mentor.skills} color="gray" />
        <LabelRow label={t('mentors.industries')} items={mentor.industries} color="teal" />
        <Stack gap={4}>
          <Text size="xs" fw={600} c="dimmed">
            {term.plural}
          </Text>
          {mentor.assignedStartups.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('mentors.noAssigned')}
            </Text>
          ) : (
            <Group gap="xs">
              {mentor.assignedStartups.map((startup) => (
                <Anchor key={startup._id} component={Link} to={startupFilePath(startup._id)} size="sm">
                  {startup.name}
                </Anchor>
              ))}
            </Group>
          )}
        </Stack>
        {onAssign && (
          <Button variant="light" size="xs" leftSection={<IconUserPlus size={14} aria-hidden />} onClick={onAssign} mt="auto" w="fit-content">
            {t('mentors.assignTo')}
          </Button>
        )}
      </Stack>
    </Card>
  );
}

function LabelRow({ label, items, color }: { label: string; items: ReadonlyArray<{ _id: string; name: string }>; color: string }) {
  if (items.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" fw={600} c="dimmed">
        {label}
      </Text>
      <Group gap={6}>
        {items.map((item) => (
          <Badge key={item._id} variant="light" color={color}>
            {item.name}
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}
