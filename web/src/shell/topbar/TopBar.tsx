import { ActionIcon, Box, Group, Tooltip } from '@mantine/core';
import { IconMenu2 } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isInGroup, STARTUP_SIDE } from '@seedbed/contracts/roles';
import { registry } from '../../app/features/registry';
import type { ShellUser } from '../../app/features/types';
import { AccountMenu } from '../account/AccountMenu';
import { FrameLogo } from '../sidebar/FrameLogo';
import { TopNav } from './TopNav';
import { topNavItems } from './topNavItems';
import classes from './topbar.module.css';

export const NAVIGATION_ID = 'global-navigation';

interface TopBarProps {
  user: ShellUser;
  /** The menu button appears only when the sidebar has entries (spec 1 §2.8). */
  menuAvailable: boolean;
  menuOpen: boolean;
  onMenu: () => void;
  /** The brand shows here when the sidebar (which carries it) is not shown. */
  showLogo: boolean;
}

/** Spec 1 §2.4: menu button, navigation, the features' actions (search, Create, …) and the account menu. */
export function TopBar({ user, menuAvailable, menuOpen, onMenu, showLogo }: TopBarProps) {
  const { t } = useTranslation('shell');
  const items = useMemo(() => topNavItems(registry.destinations.values(), user), [user]);
  // Search and the extra items are for the organisation's side, not for applicants and founders.
  const startupSide = isInGroup(user.roleType, STARTUP_SIDE);
  const actions = registry.topBarActions.filter((action) => !(startupSide && action.hiddenForStartupSide));

  return (
    <div className={classes.bar}>
      {menuAvailable ? (
        <Tooltip label={t('menu.tooltip')}>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t('menu.open')} aria-expanded={menuOpen} aria-controls={NAVIGATION_ID} onClick={onMenu}>
            <IconMenu2 size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
      ) : null}
      {showLogo ? <FrameLogo square onBrand={false} /> : null}
      {/* On phones the mobile bar and menu carry the navigation; the bar keeps its actions. */}
      <Box visibleFrom="xs" style={{ flex: 1, minWidth: 0 }}>
        <TopNav items={items} user={user} />
      </Box>
      <Box hiddenFrom="xs" style={{ flex: 1 }} />
      <Group gap={4} wrap="nowrap" className={classes.actions}>
        {actions.map(({ id, Component }) => (
          <Component key={id} />
        ))}
        <AccountMenu />
      </Group>
    </div>
  );
}
