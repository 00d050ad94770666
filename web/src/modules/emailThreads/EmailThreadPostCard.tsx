import { useState } from 'react';
import { Badge, Button, Collapse, Group, Paper, Stack, Text, ThemeIcon, Tooltip, Typography } from '@mantine/core';
import { IconChevronDown, IconChevronUp, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimelineKindModule } from '../../app/features/types';
import type { TimelineAuthor } from '../startupFile/graphql';
import { CreatorLine } from '../startupFile/timeline/CreatorLine';
import { EMAIL_THREAD_POST_FIELDS, type EmailThreadMessage, type EmailThreadPostItem } from './graphql';

type Post = EmailThreadPostItem & { _id: string; createdAt: string; createdBy?: TimelineAuthor | null };

/** The badges of a message's tracking, for those who see it (the fields are null for everyone else). */
function TrackingBadges({ message }: { message: EmailThreadMessage }) {
  const { t, i18n } = useTranslation('emailThreads');
  if (message.isDelivered === null) return null;
  const badges: Array<{ key: string; color: string; label: string; hint?: string }> = [];
  if (message.isDelivered) badges.push({ key: 'delivered', color: 'teal', label: t('badges.delivered') });
  if (message.isDeferred) badges.push({ key: 'deferred', color: 'yellow', label: t('badges.deferred') });
  if (message.isBounced) badges.push({ key: 'bounced', color: 'red', label: t('badges.bounced') });
  if (message.isDropped) badges.push({ key: 'dropped', color: 'gray', label: t('badges.dropped') });
  if (message.isMarkedAsSpam) badges.push({ key: 'spam', color: 'red', label: t('badges.spam') });
  if (message.numberOfTimesOpened) {
    const last = message.lastOpenedAt ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(message.lastOpenedAt)) : null;
    badges.push({
      key: 'opened',
      color: 'blue',
      label: t('badges.opened', { count: message.numberOfTimesOpened }),
      hint: last ? t('badges.lastOpened', { date: last }) : undefined,
    });
  }
  if (message.numberOfClicks) badges.push({ key: 'clicked', color: 'blue', label: t('badges.clicked', { count: message.numberOfClicks }) });
  if (!badges.length) badges.push({ key: 'sending', color: 'gray', label: t('badges.sending') });
  return (
    <Group gap={6} wrap="wrap" role="group" aria-label={t('tracking')}>
      {badges.map((b) =>
        b.hint ? (
          <Tooltip key={b.key} label={b.hint}>
            <Badge variant="light" color={b.color} tabIndex={0}>
              {b.label}
            </Badge>
          </Tooltip>
        ) : (
          <Badge key={b.key} variant="light" color={b.color}>
            {b.label}
          </Badge>
        ),
      )}
    </Group>
  );
}

/** Who the message went to: names where the address is a person's, with each one's fate for those who see the tracking. */
function Recipients({ message }: { message: EmailThreadMessage }) {
  const { t } = useTranslation('emailThreads');
  const named = message.recipients.map((r) => {
    const name = r.user?.fullName ?? r.email;
    const trouble = r.status === 'BOUNCED' || r.status === 'DEFERRED' || r.status === 'DROPPED' || r.status === 'SPAM';
    return trouble ? `${name} (${t(`status.${r.status}`)}${r.reason ? `: ${r.reason}` : ''})` : name;
  });
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('to', { names: named.join(', ') })}
      </Text>
      {message.cc.length ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('cc', { names: message.cc.join(', ') })}
        </Text>
      ) : null}
      {message.bcc.length ? (
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {t('bcc', { names: message.bcc.join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** A message to the startup's people on its timeline: subject, recipients, the content folded away until asked for. */
function EmailThreadPostCard({ post }: { post: Post }) {
  const { t } = useTranslation('emailThreads');
  const [open, setOpen] = useState(false);
  const message = post.emailMessage;
  const contentId = `email-thread-${post._id}`;
  return (
    <Paper component="article" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-label={t('kind')}>
      <Stack gap="sm">
        <CreatorLine author={post.createdBy} createdAt={post.createdAt} />
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" color="indigo" radius="xl" aria-hidden>
            <IconMail size={16} />
          </ThemeIcon>
          {message ? (
            <Stack gap="xs" miw={0} style={{ flex: 1 }}>
              <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                {message.subject}
              </Text>
              <Recipients message={message} />
              <TrackingBadges message={message} />
              <Group>
                <Button
                  variant="subtle"
                  size="compact-sm"
                  onClick={() => setOpen((o) => !o)}
                  aria-expanded={open}
                  aria-controls={contentId}
                  leftSection={open ? <IconChevronUp size={14} aria-hidden /> : <IconChevronDown size={14} aria-hidden />}
                >
                  {open ? t('hideContent') : t('showContent')}
                </Button>
              </Group>
              <Collapse expanded={open} id={contentId}>
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server sanitises emailContent to rich text as it answers (emailDelivery/schema.ts). */}
                <Typography dir="auto" style={{ overflowWrap: 'anywhere' }} dangerouslySetInnerHTML={{ __html: message.emailContent }} />
              </Collapse>
            </Stack>
          ) : (
            <Text c="dimmed">{t('gone')}</Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export const emailThreadPostKind: TimelineKindModule = {
  fragment: EMAIL_THREAD_POST_FIELDS,
  Component: ({ item }) => <EmailThreadPostCard post={item as unknown as Post} />,
  csvText: (item, t) => {
    const message = (item as unknown as Post).emailMessage;
    return message ? t('emailThreads:csv', { subject: message.subject }) : t('emailThreads:gone');
  },
};
