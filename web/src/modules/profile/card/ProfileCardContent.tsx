import { Anchor, Box, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProfileCardUser } from '../graphql';
import { personRoleLabel } from '../roleLabel';
import { UserAvatar } from '../UserAvatar';
import { coverStyle } from '../coverStyle';

function localTime(timezone: string, language: string): string | undefined {
  try {
    return new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: timezone }).format(new Date());
  } catch {
    return undefined;
  }
}

/** Spec 1 §2.13: cover, avatar, full name (a link to the profile), role and time zone. */
export function ProfileCardContent({ user }: { user: ProfileCardUser }) {
  const { t, i18n } = useTranslation('profile');
  const { t: common } = useTranslation();
  const time = user.timezone ? localTime(user.timezone, i18n.language) : undefined;
  return (
    <Stack gap={0}>
      <Box h={64} style={coverStyle(user.cover)} />
      <Stack gap={4} px="md" pb="md" mt={-28}>
        <UserAvatar name={user.fullName} src={user.avatar} size={56} radius="xl" style={{ border: '3px solid var(--mantine-color-body)' }} />
        <Anchor component={Link} to={`/profile/${user._id}`} fw={600} size="md" mt={4}>
          {user.fullName}
        </Anchor>
        <Text size="sm" c="dimmed">
          {personRoleLabel(user, common)}
        </Text>
        {user.startups?.length ? <Text size="sm">{user.startups.map((s) => s.name).join(', ')}</Text> : null}
        {user.timezone ? (
          <Group gap={6} wrap="nowrap">
            <IconClock size={14} aria-hidden />
            <Text size="xs" c="dimmed">
              {time ? t('card.localTime', { time, timezone: user.timezone }) : user.timezone}
            </Text>
          </Group>
        ) : null}
      </Stack>
    </Stack>
  );
}

export function ProfileCardSkeleton() {
  return (
    <Stack gap="xs" p="md" aria-busy="true">
      <Skeleton h={48} w={48} circle />
      <Skeleton h={12} w="70%" />
      <Skeleton h={10} w="40%" />
    </Stack>
  );
}
