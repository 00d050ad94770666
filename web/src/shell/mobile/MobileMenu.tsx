import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '../menu/menuTree';
import { SidebarPanel } from '../sidebar/SidebarPanel';

/** Spec 1 §2.7's mobile menu: the sidebar's content in a drawer from the reading start. */
export function MobileMenu({ id, items, opened, onClose }: { id: string; items: MenuItem[]; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // Mantine reads 'left' as the reading start: the right edge in Arabic.
      position="left"
      size={280}
      withCloseButton={false}
      padding={0}
      // On the dialog itself, not on Drawer's outer wrapper (where plain props land), so that it is
      // announced by name and the menu button's aria-controls finds it.
      attributes={{ content: { id, 'aria-label': t('sidebar.label') } }}
      styles={{ body: { height: '100%', padding: 0 }, content: { display: 'flex', flexDirection: 'column' } }}
    >
      <SidebarPanel items={items} onNavigate={onClose} />
    </Drawer>
  );
}
