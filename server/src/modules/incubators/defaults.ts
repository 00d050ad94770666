import type { LayoutCustomizationData } from '../../db/schema/layout.ts';
import type { BrandPalette, CustomLogin, Seo, StartupNameAlternative } from '../../db/schema/incubators.ts';

export const DEFAULT_BRAND_PALETTE: BrandPalette = {
  sidebar: {
    backgroundColor: '#14213d',
    textColor: '#e5e7eb',
    activeItemBackgroundColor: '#2f6f4f',
    activeItemTextColor: '#ffffff',
    activeSubItemTextColor: '#9ae6b4',
    logoType: 'REVERSE',
  },
  login: { logoType: 'DEFAULT' },
};

export const DEFAULT_SEO: Seo = { active: false, seoTitle: null, seoDescription: null };
export const DEFAULT_CUSTOM_LOGIN: CustomLogin = { active: false, text: null, url: null, buttonBackgroundColor: null, buttonTextColor: null };
export const DEFAULT_STARTUP_NAME: StartupNameAlternative = { active: false, label: [{ language: 'en', value: 'Startup' }] };

export const LAYOUT_SCREENS = ['LOGIN', 'APPLY'] as const;
export type LayoutScreen = (typeof LAYOUT_SCREENS)[number];

export function defaultLayout(): LayoutCustomizationData {
  return {
    background: { color: '#f4f6f3', imageUrl: null },
    header: { isVisible: true, height: 64 },
    content: { columnWidth: 440, columns: 1 },
    footer: { isVisible: true, height: 48 },
    logo: { type: 'DEFAULT', position: 'CENTER', height: 48 },
    customText: { description: [], footer: [] },
    colors: {
      widgetBackgroundColor: '#ffffff',
      panelBackgroundColor: '#ffffff',
      primaryButtonBackgroundColor: '#2f6f4f',
      primaryButtonTextColor: '#ffffff',
      linkColor: '#2f6f4f',
      textColor: '#1f2933',
      headingColor: '#14213d',
      headerTextColor: '#14213d',
    },
  };
}
