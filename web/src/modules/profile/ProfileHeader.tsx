import { Badge, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { coverStyle } from './coverStyle';
import type { ProfileUser } from './graphql';
import { personRoleLabel } from './roleLabel';
import { UserAvatar } from './UserAvatar';

// Coaching's booking action, downloaded only when a profile is shown.
const BookMeetingAction = lazy(async () => ({ default: (await import('../coaching/availability/BookMeetingAction')).BookMeetingAction }));
// Messages' "Message" and "Messaging limits", downloaded likewise.
const ProfileMessageActions = lazy(async () => ({ default: (await import('../messages/profile/ProfileMessageActions')).ProfileMessageActions }));

/** Cover, avatar, name, headline and role; one's own profile offers to edit it. */
export function ProfileHeader({ user, own, onEdit }: { user: ProfileUser; own: boolean; onEdit: () => void }) {
  const { t } = useTranslation('profile');
  const { t: common } = useTranslation();
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
      <Box h={{ base: 110, sm: 160 }} style={coverStyle(user.cover)} role={user.cover ? 'img' : undefined} aria-label={user.cover ? t('cover') : undefined} />
      <Box px={{ base: 'md', sm: 'lg' }} pb="lg">
        <Group justify="space-between" align="flex-end" mt={-48} gap="sm">
          <UserAvatar name={user.fullName} src={user.avatar} size={96} radius={96} style={{ border: '4px solid var(--mantine-color-body)' }} />
          <Group gap="xs" justify="flex-end">
            {own ? (
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
                {t('edit.open')}
              </Button>
            ) : (
              <Suspense fallback={null}>
                <BookMeetingAction person={user} />
              </Suspense>
            )}
            <Suspense fallback={null}>
              <ProfileMessageActions person={user} />
            </Suspense>
          </Group>
        </Group>
        <Stack gap={6} mt="sm">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {user.fullName}
          </Title>
          {user.headline ? (
            <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {user.headline}
            </Text>
          ) : null}
          <Group gap={6}>
            <Badge variant="light" radius="sm" tt="none">
              {personRoleLabel(user, common, user.startups?.[0]?.people.length)}
            </Badge>
          </Group>
        </Stack>
      </Box>
    </Paper>
  );
}
