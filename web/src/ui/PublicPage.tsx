import type { ReactNode } from 'react';
import { Box, Container, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTenant } from '../app/tenant/TenantProvider';
import { usePageTitle } from '../app/tenant/usePageTitle';
import { ColorSchemeToggle } from './ColorSchemeToggle';
import { LanguageSwitch } from './LanguageSwitch';

/** The frame of the pages a visitor sees outside the application: brand, page card, settings. */
export function PublicPage({ title, children, width = 440 }: { title: string; children: ReactNode; width?: number }) {
  const { incubator } = useTenant();
  const logo = incubator?.logoSquare || incubator?.logo;
  usePageTitle(title);
  return (
    <Box mih="100vh" bg="var(--mantine-color-body)">
      <Group justify="space-between" p="md" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          {logo ? <Image src={logo} alt="" h={32} w="auto" fit="contain" /> : null}
          {incubator ? (
            // Beside a logo, the name only fits from small tablets up.
            <Text fw={600} truncate visibleFrom={logo ? 'sm' : undefined}>
              {incubator.name}
            </Text>
          ) : null}
        </Group>
        <Group gap="xs" wrap="nowrap">
          <LanguageSwitch />
          <ColorSchemeToggle />
        </Group>
      </Group>
      <Container size={width} px="md" py="xl" component="main">
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="md">
            <Title order={1} size="h3">
              {title}
            </Title>
            {children}
          </Stack>
        </Paper>
      </Container>
    </Box>
  );
}
