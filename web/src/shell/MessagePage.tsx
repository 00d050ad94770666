import type { ReactNode } from 'react';
import { Center, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../app/tenant/usePageTitle';

/** A full-page message: error pages, the browser gate, the missing organisation. */
export function MessagePage({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack gap="md" maw={560} ta="center" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}
