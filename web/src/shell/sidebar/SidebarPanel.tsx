import { Button, ScrollArea, Stack } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant/TenantProvider';
import { useSignOut } from '../../modules/auth/SignOutContext';
import { LanguageSwitch } from '../../ui/LanguageSwitch';
import type { MenuItem } from '../menu/menuTree';
import { FrameLogo } from './FrameLogo';
import { sidebarPaletteStyle } from './palette';
import { SidebarTree } from './SidebarTree';
import classes from './sidebar.module.css';

/**
 * The sidebar's content (spec 1 §2.8): logo, destinations, and a footer with the language switch
 * and 'Log out'. The desktop sidebar and the mobile menu both show it.
 */
export function SidebarPanel({ items, onNavigate, withLogo = true }: { items: MenuItem[]; onNavigate?: () => void; withLogo?: boolean }) {
  const { t } = useTranslation();
  const { incubator } = useTenant();
  const signOut = useSignOut();
  return (
    <div className={classes.panel} style={sidebarPaletteStyle(incubator?.brandPalette?.sidebar)}>
      {withLogo ? <FrameLogo /> : null}
      <ScrollArea style={{ flex: 1 }} px="xs" py="xs" type="auto">
        <SidebarTree items={items} onNavigate={onNavigate} />
      </ScrollArea>
      <Stack gap="xs" className={classes.footer}>
        <LanguageSwitch />
        <Button
          variant="subtle"
          justify="flex-start"
          className={classes.footerButton}
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => signOut({ returnTo: '/' })}
        >
          {t('logout')}
        </Button>
      </Stack>
    </div>
  );
}
