import { Box, Paper, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import { colorsForScheme } from '../../auth/login/colors';
import type { LayoutCustomization } from '../../auth/login/layoutCustomization';
import { LoginContent } from '../../auth/login/LoginContent';
import { LoginLayout } from '../../auth/login/LoginLayout';
import { PoweredBy } from '../../../ui/PoweredBy';

const SCALE = 0.6;

/** The login screen as it will look with the draft layout: the login page's own layout and content, at a smaller scale. */
export function LayoutPreview({ incubator, layout, hidePoweredBy }: { incubator: PublicIncubator | undefined; layout: LayoutCustomization; hidePoweredBy: boolean }) {
  const { t } = useTranslation('organisation');
  const colors = colorsForScheme(layout.colors, useComputedColorScheme('light'));
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-label={t('branding.preview')} role="img" data-testid="branding-preview">
      <Box h={560 * SCALE + 60} style={{ overflow: 'hidden', pointerEvents: 'none' }} inert>
        <Box w={`${100 / SCALE}%`} style={{ transform: `scale(${SCALE})`, transformOrigin: 'top left' }}>
          <Box style={{ height: 560 / SCALE, overflow: 'hidden' }}>
            <LoginLayout incubator={incubator} layout={layout} colors={colors} poweredBy={false}>
              <LoginContent incubator={incubator} colors={colors} onSignedIn={() => undefined} />
            </LoginLayout>
          </Box>
        </Box>
      </Box>
      <PoweredBy hidden={hidePoweredBy} />
      <Text size="xs" c="dimmed" p="xs" ta="center">
        {t('branding.previewNote')}
      </Text>
    </Paper>
  );
}
