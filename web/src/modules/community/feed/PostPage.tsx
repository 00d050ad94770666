import { Alert, Button, Center, Container, Loader, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconMessageOff } from '@tabler/icons-react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { findGraphQLError } from '../../../app/apollo/errors';
import { COMMUNITY_PATHS } from '../shared/paths';
import { COMMUNITY_POST } from '../shared/post/graphql';
import { PostCard } from '../shared/post/PostCard';
import { useFeedLive } from './useFeedLive';
import classes from './feed.module.css';

/**
 * /community/post/:postId (spec 1 §2.2): one post opened whole with its thread, where the bell's
 * reaction and reply notifications lead; `?comment=<replyId>` scrolls to that reply and highlights
 * it. A reply's own id opens its post at that reply. Live changes keep it current.
 */
export function PostPage() {
  const { postId = '' } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { t, i18n } = useTranslation('communityFeed');
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(COMMUNITY_POST, { variables: { id: postId }, fetchPolicy: 'cache-and-network' });
  // Edits, counts and replies arrive through the cache and the thread; a removed post is no longer found.
  useFeedLive(() => undefined);
  const post = data?.post;
  const back = (
    <Button component={Link} to={COMMUNITY_PATHS.home} variant="default" leftSection={<Back size={16} aria-hidden />}>
      {t('page.back')}
    </Button>
  );

  if (!post && loading)
    return (
      <Center py="xl">
        <Loader aria-label={t('page.loading')} />
      </Center>
    );
  if (!post && (!error || findGraphQLError(error, 'NOT_FOUND')))
    return (
      <Container size="sm" py="xl">
        <Stack align="center" gap="md" ta="center">
          <IconMessageOff size={44} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
          <Title order={1} size="h3">
            {t('page.notFoundTitle')}
          </Title>
          <Text c="dimmed" maw={440}>
            {t('page.notFound')}
          </Text>
          {back}
        </Stack>
      </Container>
    );
  if (!post)
    return (
      <Container size="sm" py="lg">
        <Stack gap="md">
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
          <div>{back}</div>
        </Stack>
      </Container>
    );
  // A reply's address opens its post, at the reply.
  if (post.rootId && post.rootId !== post._id) return <Navigate to={COMMUNITY_PATHS.post(post.rootId, post._id)} replace />;

  return (
    <Container size="md" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md" className={classes.page}>
        <div>
          <Button component={Link} to={COMMUNITY_PATHS.home} variant="subtle" size="compact-sm" leftSection={<Back size={16} aria-hidden />}>
            {t('page.back')}
          </Button>
        </div>
        <VisuallyHidden>
          <Title order={1}>{post.author ? t('page.title', { name: post.author.fullName }) : t('page.heading')}</Title>
        </VisuallyHidden>
        <PostCard key={post._id} post={post} threadOpen highlightId={params.get('comment')} onRemoved={() => navigate(COMMUNITY_PATHS.home, { replace: true })} />
      </Stack>
    </Container>
  );
}
