import { useState, type ReactNode } from 'react';
import { Popover } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { PROFILE_CARD } from '../graphql';
import { ProfileCardContent, ProfileCardSkeleton } from './ProfileCardContent';
import { useHoverCard } from './useHoverCard';
import '../styles';

/**
 * Wraps a person's name or avatar anywhere in the interface: hovering or focusing it shows the
 * person's card (spec 1 §2.13). The card asks for the person only once it is first opened, and
 * shows nothing at all when that question fails (spec 1 §8) — someone the viewer may not see.
 */
export function ProfileCard({ userId, children }: { userId: string; children: ReactNode }) {
  const hover = useHoverCard();
  // Asked once first opened, then kept: the card must not blank out while it fades away.
  const [wanted, setWanted] = useState(false);
  if (hover.opened && !wanted) setWanted(true);
  const { data, error } = useQuery(PROFILE_CARD, { variables: { id: userId }, skip: !wanted });
  const user = data?.user;
  // A hover card, not a menu: the wrapped name keeps its own role (a plain span must not claim a popup).
  return (
    <Popover opened={hover.opened && !error} position="bottom-start" width={280} shadow="md" withinPortal withRoles={false} onClose={hover.close}>
      <Popover.Target>
        <span style={{ display: 'inline-block' }} {...hover.targetProps}>
          {children}
        </span>
      </Popover.Target>
      <Popover.Dropdown p={0} style={{ overflow: 'hidden' }} {...hover.cardProps} data-testid="profile-card">
        {user ? <ProfileCardContent user={user} /> : <ProfileCardSkeleton />}
      </Popover.Dropdown>
    </Popover>
  );
}
