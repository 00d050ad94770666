import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled card of the account pages. */
export function AccountSection({ title, children, gap = 'md' }: { title: string; children: ReactNode; gap?: 'md' | 'lg' }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap={gap}>
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
