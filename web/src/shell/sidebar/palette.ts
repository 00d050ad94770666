import type { CSSProperties } from 'react';
import type { PublicIncubator } from '../../app/tenant/publicIncubator';

type SidebarPalette = NonNullable<NonNullable<PublicIncubator['brandPalette']>['sidebar']>;

const VARIABLES: ReadonlyArray<[keyof SidebarPalette, string]> = [
  ['backgroundColor', '--sb-bg'],
  ['textColor', '--sb-text'],
  ['activeItemBackgroundColor', '--sb-active-bg'],
  ['activeItemTextColor', '--sb-active-text'],
  ['activeSubItemTextColor', '--sb-active-sub-text'],
];

// Only plain colour notations reach the style attribute: the palette is organisation input.
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla)\([0-9.,%\s/]+\))$/i;

/**
 * Spec 1 §2.8: the sidebar takes the organisation's brand colours. Each colour becomes a CSS
 * variable; a missing one falls back to the theme (see sidebar.module.css).
 */
export function sidebarPaletteStyle(palette: SidebarPalette | null | undefined): CSSProperties {
  const style: Record<string, string> = {};
  for (const [field, variable] of VARIABLES) {
    const value = palette?.[field]?.trim();
    if (value && COLOR.test(value)) style[variable] = value;
  }
  return style as CSSProperties;
}

/** With a reverse logo type the sidebar shows the white logo (for dark brand backgrounds). */
export function sidebarLogos(incubator: PublicIncubator | undefined): { wide: string | null; square: string | null } {
  if (!incubator) return { wide: null, square: null };
  const reverse = incubator.brandPalette?.sidebar?.logoType === 'REVERSE';
  const wide = (reverse ? incubator.whiteLogo : incubator.logo) || incubator.logo || null;
  return { wide, square: incubator.logoSquare || wide };
}
