import { IconHome } from '@tabler/icons-react';
import type { Feature } from '../../app/features/types';

export const homeFeature: Feature = {
  id: 'home',
  routes: [{ path: '', titleKey: 'home.pageTitle', page: async () => ({ Component: (await import('./HomePage')).HomePage }) }],
  // Spec 1 §2.4: Home leads the top bar for everyone.
  menu: [{ name: 'home', labelKey: 'shell:nav.home', icon: IconHome, path: '/', topNav: { order: 0 } }],
};
