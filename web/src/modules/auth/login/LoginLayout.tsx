import type { ReactNode } from 'react';
import { Box, Group, Paper, SimpleGrid, Stack, Text, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '@seedbed/contracts/languages';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import { ColorSchemeToggle } from '../../../ui/ColorSchemeToggle';
import { LanguageSwitch } from '../../../ui/LanguageSwitch';
import { cssLength, readableTextOn, type SchemeColors } from './colors';
import type { LayoutCustomization } from './layoutCustomization';
import { LoginLogo, logoPlacement } from './LoginLogo';
import { PoweredBy } from '../../../ui/PoweredBy';

/**
 * The login screen as the organisation designed it (spec 1 §3 "Layout customization"):
 * background, optional header and footer, one or two columns, logo, texts and colours.
 */
export function LoginLayout({
  incubator,
  layout,
  colors,
  children,
  poweredBy = true,
}: {
  incubator: PublicIncubator | undefined;
  layout: LayoutCustomization | null | undefined;
  /** The layout's colours that suit the current colour scheme. */
  colors: SchemeColors;
  children: ReactNode;
  /** The "Powered by" line (unless the plan hides it); a preview shows its own under the frame. */
  poweredBy?: boolean;
}) {
  const { i18n } = useTranslation();
  const scheme = useComputedColorScheme('light');
  const description = pickLabel(layout?.customText?.description, i18n.language);
  const footerText = pickLabel(layout?.customText?.footer, i18n.language);
  const twoColumns = (layout?.content?.columns ?? 1) >= 2;
  const placement = logoPlacement(layout);
  const headerVisible = layout?.header?.isVisible === true;
  const footerVisible = layout?.footer?.isVisible === true && Boolean(footerText);
  const headerColor = colors.headerTextColor ?? undefined;
  const widgetText = colors.textColor ?? readableTextOn(colors.widgetBackgroundColor);
  const panelText = colors.textColor ?? readableTextOn(colors.panelBackgroundColor);

  const controls = (
    <Group gap="xs" wrap="nowrap">
      <LanguageSwitch />
      <ColorSchemeToggle />
    </Group>
  );
  const logo = placement === 'header' ? null : <LoginLogo incubator={incubator} layout={layout} justify={placement} />;
  const intro = description ? (
    <Text c={panelText} style={{ whiteSpace: 'pre-line' }}>
      {description}
    </Text>
  ) : null;

  return (
    <Box
      mih="100vh"
      style={{
        display: 'flex',
        flexDirection: 'column',
        backgroundColor: (scheme === 'light' && layout?.background?.color) || 'var(--mantine-color-body)',
        backgroundImage: layout?.background?.imageUrl ? `url("${encodeURI(layout.background.imageUrl)}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Group
        component={headerVisible ? 'header' : 'div'}
        justify="space-between"
        wrap="nowrap"
        px="md"
        py="xs"
        mih={headerVisible ? cssLength(layout?.header?.height) : undefined}
        c={headerColor}
        bg={headerVisible ? (colors.panelBackgroundColor ?? undefined) : undefined}
      >
        <Box miw={0}>{placement === 'header' ? <LoginLogo incubator={incubator} layout={layout} justify="flex-start" /> : null}</Box>
        {controls}
      </Group>

      <Box component="main" p="md" style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <SimpleGrid cols={{ base: 1, md: twoColumns ? 2 : 1 }} spacing="xl" w="100%" maw={twoColumns ? 1040 : 480}>
          {twoColumns ? (
            <Stack justify="center" gap="lg" p="md" bg={colors.panelBackgroundColor ?? undefined} style={{ borderRadius: 8 }}>
              {logo}
              {intro}
            </Stack>
          ) : null}
          <Stack gap="lg" w="100%" maw={cssLength(layout?.content?.columnWidth) ?? 480} mx="auto">
            {twoColumns ? null : logo}
            {twoColumns ? null : intro}
            <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} bg={colors.widgetBackgroundColor ?? undefined} c={widgetText}>
              {children}
            </Paper>
          </Stack>
        </SimpleGrid>
      </Box>

      {footerVisible ? (
        <Box component="footer" px="md" py="xs" mih={cssLength(layout?.footer?.height)} c={headerColor} ta="center">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {footerText}
          </Text>
        </Box>
      ) : null}
      {poweredBy ? <PoweredBy hidden={incubator?.hidePoweredBy} /> : null}
    </Box>
  );
}
