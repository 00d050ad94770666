import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineKindModule } from '../../../../app/features/types';
import { MILESTONE_POST_FIELDS, type MilestonePostItem, type TimelineAuthor } from '../../graphql';
import { CreatorLine } from '../CreatorLine';

type Post = MilestonePostItem & { _id: string; createdAt: string; createdBy: TimelineAuthor | null };

/** A milestone of the plan reached, posted by the server when its status turns 'reached'. */
function MilestonePostCard({ post }: { post: Post }) {
  const { t } = useTranslation('startupFile');
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('kinds.MilestonePost')}>
      <Stack gap="sm">
        <CreatorLine author={post.createdBy} createdAt={post.createdAt} />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="teal" radius="xl" aria-hidden>
            <IconFlag size={16} />
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {post.milestone ? t('timeline.milestoneReached', { name: post.milestone.name }) : t('timeline.milestoneGone')}
            </Text>
            {post.milestone?.description ? (
              <Text dir="auto" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {post.milestone.description}
              </Text>
            ) : null}
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}

export const milestoneKind: TimelineKindModule = {
  fragment: MILESTONE_POST_FIELDS,
  Component: ({ item }) => <MilestonePostCard post={item as unknown as Post} />,
  csvText: (item, t) => {
    const milestone = (item as unknown as Post).milestone;
    return milestone ? t('startupFile:timeline.milestoneReached', { name: milestone.name }) : t('startupFile:timeline.milestoneGone');
  },
};
