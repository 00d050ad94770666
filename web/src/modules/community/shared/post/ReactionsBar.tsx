import { useState } from 'react';
import { ActionIcon, Group, Popover, SimpleGrid, Tooltip, UnstyledButton } from '@mantine/core';
import { IconMoodPlus } from '@tabler/icons-react';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { Reaction } from '@seedbed/contracts/community';
import { REACT_TO_POST, REMOVE_REACTION, type PostCardData } from './graphql';
import { REACTION_EMOJI, reactionTally, toggledReactions } from './reactions';
import classes from './post.module.css';

/**
 * The six reactions of spec 3 §3: those given, with their counts, as toggle buttons (the viewer's
 * own pressed), and a button offering every kind. A toggle shows at once; the server's answer then
 * puts the true counts in place (someone else may have reacted meanwhile).
 */
export function ReactionsBar({ post }: { post: Pick<PostCardData, '_id' | 'reactions' | 'viewerCan'> }) {
  const { t } = useTranslation('communityFeed');
  const [picking, setPicking] = useState(false);
  const [react] = useMutation(REACT_TO_POST);
  const [unreact] = useMutation(REMOVE_REACTION);
  const tally = reactionTally(post.reactions);
  const given = tally.filter((r) => r.count > 0);
  const mayReact = post.viewerCan.react;

  function toggle(reaction: Reaction) {
    const reacted = tally.find((r) => r.reaction === reaction)?.viewerReacted;
    const optimistic = { __typename: 'Post' as const, _id: post._id, reactions: toggledReactions(post.reactions, reaction) };
    const variables = { postId: post._id, reaction };
    // A refusal is said by the app-wide toast, and the optimistic counts are taken back.
    if (reacted) void unreact({ variables, optimisticResponse: { removeReaction: optimistic } }).catch(() => undefined);
    else void react({ variables, optimisticResponse: { reactToPost: optimistic } }).catch(() => undefined);
  }

  const name = (reaction: Reaction) => t(`reactions.${reaction}`);
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('reactions.label')}>
      {given.map(({ reaction, count, viewerReacted }) => (
        <Tooltip key={reaction} label={name(reaction)} withArrow openDelay={300}>
          <UnstyledButton
            className={classes.reaction}
            aria-pressed={viewerReacted}
            aria-label={t('reactions.count', { reaction: name(reaction), count })}
            disabled={!mayReact}
            onClick={() => toggle(reaction)}
          >
            <span className={classes.emoji} aria-hidden>
              {REACTION_EMOJI[reaction]}
            </span>
            <span aria-hidden>{count}</span>
          </UnstyledButton>
        </Tooltip>
      ))}
      {mayReact ? (
        <Popover opened={picking} onChange={setPicking} position="top-start" withArrow shadow="md" trapFocus returnFocus>
          <Popover.Target>
            <ActionIcon variant="subtle" color="gray" radius="xl" aria-label={t('reactions.add')} aria-expanded={picking} onClick={() => setPicking((open) => !open)}>
              <IconMoodPlus size={18} aria-hidden />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown p={6}>
            <SimpleGrid cols={6} spacing={4} role="group" aria-label={t('reactions.choose')}>
              {tally.map(({ reaction, viewerReacted }) => (
                <UnstyledButton
                  key={reaction}
                  className={classes.reaction}
                  aria-pressed={viewerReacted}
                  aria-label={name(reaction)}
                  title={name(reaction)}
                  onClick={() => {
                    toggle(reaction);
                    setPicking(false);
                  }}
                >
                  <span className={classes.emoji} aria-hidden>
                    {REACTION_EMOJI[reaction]}
                  </span>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </Popover.Dropdown>
        </Popover>
      ) : null}
    </Group>
  );
}
