import type { ReactNode } from 'react';
import { Center, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../app/tenant/usePageTitle';

/**
 * A full-page message: error pages, the browser gate, the missing organisation. Inside the
 * signed-in frame (`inFrame`) it fills the content area only, under the top bar.
 */
export function MessagePage({ title, children, inFrame = false }: { title: string; children?: ReactNode; inFrame?: boolean }) {
  usePageTitle(title);
  return (
    <Center mih={inFrame ? '60vh' : '100vh'} p="md" component={inFrame ? 'div' : 'main'}>
      <Stack gap="md" maw={560} ta="center" align="center">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Center>
  );
}
