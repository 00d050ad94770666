import type { ReactNode } from 'react';
import { Stack, Title, useComputedColorScheme } from '@mantine/core';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { usePublicQuery } from '../../../app/tenant/usePublicQuery';
import { colorsForScheme } from '../../auth/login/colors';
import { LoginLayout } from '../../auth/login/LoginLayout';
import { APPLY_LAYOUT } from './publicGraphql';

/** The frame of /apply/*: the organisation's APPLY layout customisation, as the login screen applies its own. */
export function ApplyFrame({ title, children }: { title: string; children: ReactNode }) {
  const { incubator } = useTenant();
  const layout = usePublicQuery(APPLY_LAYOUT)?.layoutCustomization;
  const colors = colorsForScheme(layout?.colors, useComputedColorScheme('light'));
  usePageTitle(title);
  return (
    <LoginLayout incubator={incubator} layout={layout} colors={colors}>
      <Stack gap="lg" component="main">
        <Title order={1} size="h2" dir="auto" c={colors.headingColor ?? undefined}>
          {title}
        </Title>
        {children}
      </Stack>
    </LoginLayout>
  );
}
