import type { LayoutCustomization } from './layoutCustomization';

/** Black or white, whichever reads better on a hex background; undefined for other notations. */
export function readableTextOn(background: string | null | undefined): string | undefined {
  const hex = background?.trim().match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (!hex) return undefined;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const [r, g, b] = [0, 2, 4].map((i) => {
    const channel = Number.parseInt(full.slice(i, i + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  const luminance = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  return luminance > 0.179 ? '#000000' : '#ffffff';
}

/** A CSS length from a number of pixels or a length the organisation typed. */
export function cssLength(value: number | string | null | undefined): string | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'number') return value > 0 ? `${value}px` : undefined;
  return /^\d+$/.test(value) ? `${value}px` : value;
}

type LayoutColors = NonNullable<LayoutCustomization['colors']>;
export type SchemeColors = Partial<LayoutColors>;

/**
 * The organisation picks its login colours against a light page. In dark mode its surfaces
 * and text colours would clash with the dark inputs, so only the buttons keep their brand.
 */
export function colorsForScheme(colors: LayoutColors | null | undefined, scheme: 'light' | 'dark'): SchemeColors {
  if (!colors) return {};
  if (scheme === 'light') return colors;
  return {
    primaryButtonBackgroundColor: colors.primaryButtonBackgroundColor,
    primaryButtonTextColor: colors.primaryButtonTextColor,
  };
}
