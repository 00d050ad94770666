import { Anchor, Box, Button, Paper, Stack, Text, TextInput, Title, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import { colorsForScheme } from '../../auth/login/colors';
import type { LayoutCustomization } from '../../auth/login/layoutCustomization';
import { LoginLayout } from '../../auth/login/LoginLayout';
import { PoweredBy } from '../../../ui/PoweredBy';

const SCALE = 0.6;

/** The login screen as it will look with the draft layout, drawn by the login page's own layout at a smaller scale. */
export function LayoutPreview({ incubator, layout, hidePoweredBy }: { incubator: PublicIncubator | undefined; layout: LayoutCustomization; hidePoweredBy: boolean }) {
  const { t } = useTranslation('organisation');
  const colors = colorsForScheme(layout.colors, useComputedColorScheme('light'));
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden' }} aria-label={t('branding.preview')} role="img" data-testid="branding-preview">
      <Box h={560 * SCALE + 60} style={{ overflow: 'hidden', pointerEvents: 'none' }} inert>
        <Box w={`${100 / SCALE}%`} style={{ transform: `scale(${SCALE})`, transformOrigin: 'top left' }}>
          <Box style={{ height: 560 / SCALE, overflow: 'hidden' }}>
            <LoginLayout incubator={incubator} layout={layout} colors={colors} poweredBy={false}>
              <Stack gap="sm">
                <Title order={2} size="h3" c={colors.headingColor ?? undefined}>
                  {t('branding.previewHeading')}
                </Title>
                <TextInput label={t('branding.previewEmail')} readOnly tabIndex={-1} />
                <Button fullWidth color={colors.primaryButtonBackgroundColor ?? undefined} c={colors.primaryButtonTextColor ?? undefined} tabIndex={-1}>
                  {t('branding.previewButton')}
                </Button>
                <Anchor size="sm" c={colors.linkColor ?? undefined}>
                  {t('branding.previewLink')}
                </Anchor>
              </Stack>
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
