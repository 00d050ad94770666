import { Anchor, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { relativeTime, useNow } from '../../../ui/relativeTime';
import { UserAvatar } from '../../profile/UserAvatar';
import type { TimelineAuthor } from '../graphql';
import { AvatarList } from '../people/AvatarList';
import { creatorRoleLabel } from './creatorRole';

/**
 * Spec 2 §2: who posted — avatar, name, role label, and their startups with the people in them —
 * and when. `compact` is a reply's line inside a thread.
 */
export function CreatorLine({ author, createdAt, edited, compact }: { author: TimelineAuthor | null | undefined; createdAt: string; edited?: boolean; compact?: boolean }) {
  const { t, i18n } = useTranslation('startupFile');
  const now = useNow();
  const when = relativeTime(createdAt, now, i18n.language);
  const exact = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(createdAt));
  const { incubator } = useTenant();
  // What the product posts itself (a period of metrics falling due) has no author: the organisation speaks.
  const name = author?.fullName ?? incubator?.name ?? t('timeline.formerMember');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      <UserAvatar name={name} src={author?.avatar} size={compact ? 28 : 38} />
      <Stack gap={2} miw={0}>
        <Group gap={6} wrap="wrap" style={{ rowGap: 2 }}>
          {author ? (
            <Anchor component={Link} to={`/profile/${encodeURIComponent(author._id)}`} fw={600} size="sm" c="var(--mantine-color-text)">
              {name}
            </Anchor>
          ) : (
            <Text fw={600} size="sm">
              {name}
            </Text>
          )}
          {author ? (
            <Badge variant="light" color="gray" radius="sm" size="sm" tt="none">
              {creatorRoleLabel(author, t)}
            </Badge>
          ) : null}
          <Tooltip label={exact} withArrow>
            <Text component="time" dateTime={createdAt} size="xs" c="dimmed">
              {when}
            </Text>
          </Tooltip>
          {edited ? (
            <Text size="xs" c="dimmed">
              · {t('timeline.edited')}
            </Text>
          ) : null}
        </Group>
        {!compact && author && author.startups.length > 0 ? (
          <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
            {author.startups.map((startup) => (
              <Group key={startup._id} gap={6} wrap="nowrap">
                <Anchor component={Link} to={`/startup/${encodeURIComponent(startup._id)}/file/activities`} size="xs" c="dimmed">
                  {startup.name}
                </Anchor>
                <AvatarList people={startup.people} size="compact" label={t('people.ofStartup', { name: startup.name })} />
              </Group>
            ))}
          </Group>
        ) : null}
      </Stack>
    </Group>
  );
}
