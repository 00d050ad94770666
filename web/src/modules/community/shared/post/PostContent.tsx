import { Anchor, Group, Paper, Stack, Text, Typography, VisuallyHidden } from '@mantine/core';
import { IconArticle, IconCalendarEvent, IconExternalLink } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PostCardData } from './graphql';
import { articleData, eventData, rssData } from './kindData';
import classes from './post.module.css';

/** Text the server sanitised before storing it (posts, replies, RSS summaries), so it is shown as HTML. */
export function PostHtml({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the server stores every post's content sanitised (core/rich-text.ts) and nothing else writes it.
  return <Typography className={classes.body} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What a post says, by its kind: someone's text, an outside feed's item, an article's or an event's announcement. */
export function PostContent({ post }: { post: PostCardData }) {
  if (post.kind === 'RSS') return <RssItem post={post} />;
  if (post.kind === 'ARTICLE') return <ArticleAnnouncement post={post} />;
  if (post.kind === 'EVENT') return <EventAnnouncement post={post} />;
  return <PostHtml html={post.content} />;
}

function RssItem({ post }: { post: PostCardData }) {
  const { t } = useTranslation('communityFeed');
  const item = rssData(post.data);
  const title = item.title || t('post.untitled');
  return (
    <Stack gap={6}>
      {item.link ? (
        <Anchor href={item.link} target="_blank" rel="noopener noreferrer" fw={600} dir="auto">
          {title}
          <IconExternalLink size={14} aria-hidden style={{ marginInlineStart: 4, verticalAlign: 'middle' }} />
          <VisuallyHidden>{t('post.opensElsewhere')}</VisuallyHidden>
        </Anchor>
      ) : (
        <Text fw={600} dir="auto">
          {title}
        </Text>
      )}
      <PostHtml html={post.content} />
    </Stack>
  );
}

function ArticleAnnouncement({ post }: { post: PostCardData }) {
  const { t } = useTranslation('communityFeed');
  const article = articleData(post.data);
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconArticle size={22} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('announce.ARTICLE')}
          </Text>
          {post.subjectId ? (
            <Anchor component={Link} to={`/resources/internal/${encodeURIComponent(post.subjectId)}`} fw={600} dir="auto">
              {article.title || t('post.untitled')}
            </Anchor>
          ) : (
            <Text fw={600} dir="auto">
              {article.title || t('post.untitled')}
            </Text>
          )}
          {article.summary ? (
            <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {article.summary}
            </Text>
          ) : null}
          <PostHtml html={post.content} />
        </Stack>
      </Group>
    </Paper>
  );
}

function EventAnnouncement({ post }: { post: PostCardData }) {
  const { t, i18n } = useTranslation('communityFeed');
  const event = eventData(post.data);
  const when = event.startsAt ? eventDates(event.startsAt, event.endsAt, i18n.language) : null;
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={22} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={4} miw={0}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('announce.EVENT')}
          </Text>
          {post.subjectId ? (
            <Anchor component={Link} to={`/events/${encodeURIComponent(post.subjectId)}`} fw={600} dir="auto">
              {event.title || t('post.untitled')}
            </Anchor>
          ) : (
            <Text fw={600} dir="auto">
              {event.title || t('post.untitled')}
            </Text>
          )}
          {when ? (
            <Text size="sm" component="p" m={0}>
              <time dateTime={event.startsAt ?? undefined}>{when}</time>
            </Text>
          ) : null}
          {event.online || event.location ? (
            <Text size="sm" c="dimmed" dir="auto">
              {event.online ? t('post.online') : event.location}
            </Text>
          ) : null}
          <PostHtml html={post.content} />
        </Stack>
      </Group>
    </Paper>
  );
}

/** "Tue, Mar 3, 2026, 14:00 – 16:00" in the reader's language and zone. */
function eventDates(startsAt: string, endsAt: string | null, language: string): string | null {
  const start = new Date(startsAt);
  if (Number.isNaN(start.getTime())) return null;
  const format = new Intl.DateTimeFormat(language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const end = endsAt ? new Date(endsAt) : null;
  if (!end || Number.isNaN(end.getTime())) return format.format(start);
  return format.formatRange(start, end);
}
