import { lazy, Suspense, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Center, Group, Loader, Paper, Skeleton, Stack, Switch, Text, Typography } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { applicationCommentSchema } from '@seedbed/contracts/applications-input';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { UserAvatar } from '../../profile/UserAvatar';
import { activitySentence } from './activityText';
import { APPLICATION_ACTIVITIES, CREATE_APPLICATION_COMMENT, type ActivityItem } from './graphql';

// The rich text editor (tiptap) downloads with the first composer, not with the page.
const NoteEditor = lazy(async () => ({ default: (await import('../../startupFile/timeline/editor/NoteEditor')).NoteEditor }));

export interface ActivitiesTabProps {
  applicationId: string;
  canComment: boolean;
  canCommentPrivately: boolean;
}

/**
 * The application's activities, newest first with "Load more": comments (private ones marked,
 * shown only to those the server lets read them) and what happened to it. The composer writes a
 * comment; staff who may can make it private.
 */
export function ActivitiesTab({ applicationId, canComment, canCommentPrivately }: ActivitiesTabProps) {
  const { t } = useTranslation('applicationFile');
  const errorMessage = useErrorMessage();
  const { data, error, loading, fetchMore, refetch } = useQuery(APPLICATION_ACTIVITIES, { variables: { applicationId }, fetchPolicy: 'cache-and-network' });
  const [more, setMore] = useState(false);
  const page = data?.applicationActivities;

  async function loadMore() {
    if (!page?.next) return;
    setMore(true);
    try {
      await fetchMore({
        variables: { cursor: page.next },
        updateQuery: (previous, { fetchMoreResult }) => ({
          applicationActivities: {
            ...fetchMoreResult.applicationActivities,
            results: [...previous.applicationActivities.results, ...fetchMoreResult.applicationActivities.results],
          },
        }),
      });
    } finally {
      setMore(false);
    }
  }

  return (
    <Stack gap="md">
      {canComment ? <CommentComposer applicationId={applicationId} canCommentPrivately={canCommentPrivately} onPosted={() => void refetch()} /> : null}
      {error && !page ? (
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      ) : null}
      {loading && !page ? (
        <Center py="md">
          <Loader aria-label={t('activity.loading')} />
        </Center>
      ) : null}
      {page ? <ActivityList items={page.results} /> : null}
      {page?.next ? (
        <Center>
          <Button variant="default" onClick={() => void loadMore()} loading={more}>
            {t('activity.loadMore')}
          </Button>
        </Center>
      ) : null}
    </Stack>
  );
}

/** The items themselves, newest first. */
export function ActivityList({ items }: { items: readonly ActivityItem[] }) {
  const { t, i18n } = useTranslation('applicationFile');
  if (!items.length) return <Text c="dimmed">{t('activity.empty')}</Text>;
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('tabs.activities')}>
      {items.map((item) => (
        <Paper key={item._id} component="li" withBorder p="sm" radius="md" bg={item.isPrivate ? 'var(--mantine-color-yellow-light)' : undefined}>
          <Group gap="sm" align="flex-start" wrap="nowrap">
            <UserAvatar name={item.author?.fullName ?? t('activity.system')} src={item.author?.avatar} size="sm" />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <Group gap="xs" wrap="wrap">
                <Text fw={600} size="sm">
                  {item.author?.fullName ?? t('activity.system')}
                </Text>
                <Text size="xs" c="dimmed">
                  <time dateTime={item.createdAt}>{when(item.createdAt)}</time>
                </Text>
                {item.isPrivate ? (
                  <Badge size="xs" color="yellow" variant="light">
                    {t('activity.private')}
                  </Badge>
                ) : null}
              </Group>
              {item.kind === 'comment' ? (
                // biome-ignore lint/security/noDangerouslySetInnerHtml: comments are stored sanitised by the server (applications/comments.ts).
                <Typography dir="auto" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: item.message ?? '' }} />
              ) : (
                <Text size="sm" dir="auto">
                  {activitySentence(t, item)}
                </Text>
              )}
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}

function CommentComposer({ applicationId, canCommentPrivately, onPosted }: { applicationId: string; canCommentPrivately: boolean; onPosted: () => void }) {
  const { t } = useTranslation('applicationFile');
  const errorMessage = useErrorMessage();
  const [html, setHtml] = useState('');
  const [isPrivate, setPrivate] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const [problem, setProblem] = useState<string>();
  const [create, { loading }] = useMutation(CREATE_APPLICATION_COMMENT, { context: { showsOwnError: true } });

  async function post() {
    if (loading) return;
    const checked = applicationCommentSchema.safeParse({ message: html, isPrivate });
    if (!checked.success) {
      setProblem(t('validation.messageRequired'));
      return;
    }
    setProblem(undefined);
    try {
      await create({ variables: { applicationId, message: html, isPrivate: canCommentPrivately && isPrivate } });
      showSuccess(t('composer.posted'));
      setHtml('');
      setEditorKey((key) => key + 1);
      onPosted();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  }

  return (
    <Stack gap="xs">
      <Suspense
        fallback={
          <div role="status" aria-label={t('composer.loading')}>
            <Skeleton h={110} radius="sm" />
          </div>
        }
      >
        <NoteEditor key={editorKey} label={t('composer.label')} people={[]} onChange={(next, empty) => setHtml(empty ? '' : next)} onSubmit={() => void post()} />
      </Suspense>
      {problem ? (
        <Alert color="red" role="alert" p="xs">
          {problem}
        </Alert>
      ) : null}
      <Group justify="space-between" gap="xs" wrap="wrap">
        {canCommentPrivately ? <Switch label={t('composer.private')} checked={isPrivate} onChange={(event) => setPrivate(event.currentTarget.checked)} size="sm" /> : <span />}
        <Button size="sm" onClick={() => void post()} loading={loading}>
          {t('composer.post')}
        </Button>
      </Group>
    </Stack>
  );
}
