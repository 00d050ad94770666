import { Avatar, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { avatarListSlots, type AvatarListSize } from './avatarList';

export interface ListedPerson {
  _id: string;
  fullName: string;
  avatar?: string | null;
}

const PIXELS: Record<AvatarListSize, number> = { compact: 24, default: 30, large: 38 };

/** People as overlapping avatars, each named on hover and to screen readers, then '+N' for the rest. */
export function AvatarList({ people, size = 'default', label }: { people: readonly ListedPerson[]; size?: AvatarListSize; label?: string }) {
  const { t } = useTranslation('startupFile');
  const { shown, more } = avatarListSlots(people, size);
  if (people.length === 0) return null;
  const pixels = PIXELS[size];
  return (
    <Avatar.Group spacing={size === 'compact' ? 6 : 'sm'} role="list" aria-label={label ?? t('people.list', { count: people.length })}>
      {shown.map((person) => (
        <Tooltip key={person._id} label={person.fullName} withArrow>
          <Avatar
            role="listitem"
            src={person.avatar || null}
            name={person.fullName}
            color="initials"
            size={pixels}
            radius="xl"
            aria-label={person.fullName}
            alt={person.fullName}
          />
        </Tooltip>
      ))}
      {more.length > 0 ? (
        <Tooltip label={more.map((person) => person.fullName).join(', ')} withArrow multiline maw={260}>
          <Avatar role="listitem" size={pixels} radius="xl" aria-label={t('people.more', { count: more.length, names: more.map((p) => p.fullName).join(', ') })}>
            +{more.length}
          </Avatar>
        </Tooltip>
      ) : null}
    </Avatar.Group>
  );
}
