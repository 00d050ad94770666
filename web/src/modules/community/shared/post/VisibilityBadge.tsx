import { Badge, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconSchool, IconUsersGroup, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { roleName } from '../../../../shell/user/roleName';
import { POST_PROGRAM_CHOICES, type PostCardData } from './graphql';

/** Who reads a post: everyone, the people of some programmes, or some roles (named in full on hover). */
export function VisibilityBadge({ post }: { post: Pick<PostCardData, 'visibility' | 'programIds' | 'roleTypes'> }) {
  const { t } = useTranslation('communityFeed');
  // The programmes' names are read once and shared by every card that needs them.
  const programs = useQuery(POST_PROGRAM_CHOICES, { skip: post.visibility !== 'PROGRAM', fetchPolicy: 'cache-first' }).data?.programs ?? [];
  if (post.visibility === 'EVERYONE') {
    return (
      <Badge variant="light" color="gray" size="sm" radius="sm" tt="none" leftSection={<IconWorld size={12} aria-hidden />}>
        {t('visibility.EVERYONE')}
      </Badge>
    );
  }
  const program = post.visibility === 'PROGRAM';
  const names = program
    ? post.programIds.flatMap((id) => programs.filter((p) => p._id === id).map((p) => p.name))
    : post.roleTypes.map((type) => roleName(t, { type, label: null }));
  const short = names.length === 1 ? names[0] : t(program ? 'visibility.PROGRAM' : 'visibility.ROLES');
  const full = names.join(', ');
  return (
    <Tooltip label={full} withArrow multiline maw={280} disabled={names.length < 2}>
      <Badge
        variant="light"
        color={program ? 'grape' : 'orange'}
        size="sm"
        radius="sm"
        tt="none"
        maw={220}
        leftSection={program ? <IconSchool size={12} aria-hidden /> : <IconUsersGroup size={12} aria-hidden />}
      >
        {short}
        {names.length > 1 ? <VisuallyHidden>: {full}</VisuallyHidden> : null}
      </Badge>
    </Tooltip>
  );
}
