import { Group, Image } from '@mantine/core';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import type { LayoutCustomization } from './layoutCustomization';

const JUSTIFY: Record<string, 'flex-start' | 'center' | 'flex-end'> = { left: 'flex-start', center: 'center', right: 'flex-end' };

/** Where the organisation placed its logo: in the header, or aligned above the content. */
export function logoPlacement(layout: LayoutCustomization | null | undefined): 'header' | 'flex-start' | 'center' | 'flex-end' {
  const position = layout?.logo?.position?.toLowerCase() ?? '';
  if (position.includes('header')) return 'header';
  return JUSTIFY[position] ?? 'center';
}

/** REVERSE is the light logo meant for dark backgrounds. */
export function logoSource(incubator: PublicIncubator | undefined, layout: LayoutCustomization | null | undefined): string | undefined {
  const type = layout?.logo?.type ?? incubator?.brandPalette?.login?.logoType;
  const preferred = type?.toUpperCase() === 'REVERSE' ? incubator?.whiteLogo : incubator?.logo;
  return preferred || incubator?.logo || undefined;
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
  const src = logoSource(incubator, layout);
  if (!src) return null;
  return (
    <Group justify={justify}>
      <Image src={src} alt={incubator?.name ?? ''} h={layout?.logo?.height || 56} w="auto" maw="100%" fit="contain" />
    </Group>
  );
}
