import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

export function ProfileSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section">
      <Stack gap="sm">
        <Title order={2} size="h5">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
