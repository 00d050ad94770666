import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 2 §9: an avatar list shows 3 people, 2 when compact, up to 5 when large, then '+N'. */
export const AVATARS_SHOWN = { compact: 2, default: 3, large: 5 } as const;

interface Person {
  _id: string;
  fullName: string;
  avatar?: string | null;
}

export function PersonAvatars({ people, size = 'default' }: { people: readonly Person[]; size?: keyof typeof AVATARS_SHOWN }) {
  const { t } = useTranslation('startups');
  if (people.length === 0) return null;
  const shown = people.slice(0, AVATARS_SHOWN[size]);
  const rest = people.slice(shown.length);
  const avatarSize = size === 'large' ? 'md' : 'sm';
  return (
    <Avatar.Group spacing="xs" role="list" aria-label={t('card.assigned')}>
      {shown.map((person) => (
        <Tooltip key={person._id} label={person.fullName} withArrow>
          <Avatar src={person.avatar || null} name={person.fullName} color="initials" size={avatarSize} radius="xl" role="listitem" aria-label={person.fullName} />
        </Tooltip>
      ))}
      {rest.length > 0 && (
        <Tooltip label={rest.map((p) => p.fullName).join(', ')} withArrow>
          <Avatar size={avatarSize} radius="xl" role="listitem" aria-label={t('card.more', { count: rest.length, names: rest.map((p) => p.fullName).join(', ') })}>
            +{rest.length}
          </Avatar>
        </Tooltip>
      )}
    </Avatar.Group>
  );
}
