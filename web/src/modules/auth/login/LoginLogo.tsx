import { Group, Image, useComputedColorScheme } from '@mantine/core';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import type { LayoutCustomization } from './layoutCustomization';

const JUSTIFY: Record<string, 'flex-start' | 'center' | 'flex-end'> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/** Where the organisation placed its logo: in the header, or aligned above the content. */
export function logoPlacement(layout: LayoutCustomization | null | undefined): 'header' | 'flex-start' | 'center' | 'flex-end' {
  const position = layout?.logo?.position?.toLowerCase() ?? '';
  if (position.includes('header')) return 'header';
  return JUSTIFY[position] ?? 'center';
}

export interface LogoChoice {
  src: string;
  /** A dark-on-light logo shown on a dark page: it sits on a light plate so that it stays readable. */
  onPlate: boolean;
}

/**
 * REVERSE is the light logo meant for dark backgrounds: the organisation's choice for a login
 * page it made dark, and always the one of the dark theme. Without one, the dark theme shows the
 * standard logo on a light plate rather than dark lettering on a near-black page.
 */
export function logoSource(incubator: PublicIncubator | undefined, layout: LayoutCustomization | null | undefined, scheme: 'light' | 'dark' = 'light'): LogoChoice | undefined {
  const type = layout?.logo?.type ?? incubator?.brandPalette?.login?.logoType;
  const wantsReverse = scheme === 'dark' || type?.toUpperCase() === 'REVERSE';
  const reverse = wantsReverse ? incubator?.whiteLogo : undefined;
  if (reverse) return { src: reverse, onPlate: false };
  const standard = incubator?.logo || incubator?.whiteLogo;
  return standard ? { src: standard, onPlate: scheme === 'dark' && standard === incubator?.logo } : undefined;
}

export function LoginLogo({
  incubator,
  layout,
  justify = 'center',
}: {
  incubator: PublicIncubator | undefined;
  layout: LayoutCustomization | null | undefined;
  justify?: 'flex-start' | 'center' | 'flex-end';
}) {
  const scheme = useComputedColorScheme('light');
  const logo = logoSource(incubator, layout, scheme);
  if (!logo) return null;
  return (
    <Group justify={justify}>
      <Image
        src={logo.src}
        alt={incubator?.name ?? ''}
        h={layout?.logo?.height || 56}
        w="auto"
        maw="100%"
        fit="contain"
        {...(logo.onPlate ? { bg: 'white', p: 6, radius: 'sm' } : {})}
      />
    </Group>
  );
}
