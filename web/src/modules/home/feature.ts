import { lazy } from 'react';
import { IconHome } from '@tabler/icons-react';
import type { Feature } from '../../app/features/types';

const homePage = async () => ({ Component: (await import('./HomePage')).HomePage });

/** Home (`/`, `/home/*`): each role's dashboard, made of the widgets the features declare. */
export const homeFeature: Feature = {
  id: 'home',
  namespace: 'home',
  routes: [
    { path: '', titleKey: 'home:pageTitle', page: homePage },
    { path: 'home/*', titleKey: 'home:pageTitle', page: homePage },
  ],
  // Spec 1 §2.4: Home leads the top bar for everyone.
  menu: [{ name: 'home', labelKey: 'shell:nav.home', icon: IconHome, path: '/', topNav: { order: 0 } }],
  homeWidgets: [
    {
      // The texts admins place per role come first: announcements are what people should read first.
      id: 'placedTexts',
      order: 0,
      size: 'full',
      Component: lazy(async () => ({ default: (await import('./texts/PlacedTexts')).PlacedTexts })),
      visible: () => true,
    },
  ],
};
