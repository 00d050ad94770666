import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { TimelineAuthor } from '../../startupFile/graphql';
import { CreatorLine } from '../../startupFile/timeline/CreatorLine';

/** The frame of every metrics post: who and when, an icon, the headline, then what it carries. */
export function PostCard({
  author,
  createdAt,
  label,
  icon,
  color,
  title,
  children,
}: {
  author: TimelineAuthor | null | undefined;
  createdAt: string;
  label: string;
  icon: ReactNode;
  color: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={label}>
      <Stack gap="sm">
        <CreatorLine author={author} createdAt={createdAt} />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color={color} radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap="xs" miw={0} style={{ flex: 1 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            {children}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
