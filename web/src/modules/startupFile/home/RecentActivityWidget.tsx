import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { graphql, type ResultOf } from '../../../app/apollo/graphql';
import { FEATURES } from '../../../features';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { relativeTime, useNow } from '../../../ui/relativeTime';
import { WidgetEmpty, WidgetError, WidgetLoading } from '../../home/WidgetStates';
import { UserAvatar } from '../../profile/UserAvatar';
import classes from '../../home/home.module.css';
import { useWidgetSettled } from '../../home/settling';

/** Enough to see what moved lately; each startup's timeline has the rest. */
export const RECENT_ACTIVITY_SHOWN = 8;

export const RECENT_ACTIVITY = graphql(`
  query RecentStartupActivity($limit: Int) {
    recentStartupActivity(limit: $limit) {
      _id
      kind
      createdAt
      excerpt
      startup { _id name logo }
      createdBy { _id fullName avatar }
    }
  }
`);

type Item = ResultOf<typeof RECENT_ACTIVITY>['recentStartupActivity'][number];

/** A startup's activities: where an item of its timeline is read in full. */
const activitiesPath = (startupId: string) => `/startup/${encodeURIComponent(startupId)}/file/activities`;

/** Notes are what a timeline is mostly made of; any other kind says what it is (its name in the type filter). */
const NOTE_KIND = 'Event';
const kindLabels = new Map(FEATURES.flatMap((feature) => feature.timelineKinds ?? []).map((kind) => [kind.typename, kind.labelKey]));

function ActivityItem({ item, now }: { item: Item; now: Date }) {
  const { t, i18n } = useTranslation('home');
  const label = item.kind !== NOTE_KIND ? kindLabels.get(item.kind) : undefined;
  const author = item.createdBy?.fullName ?? t('widgets.recentActivity.automatic');
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start">
      <UserAvatar name={author} src={item.createdBy?.avatar} size="md" />
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm">
          <Trans
            t={t}
            i18nKey="widgets.recentActivity.line"
            values={{ author, startup: item.startup.name }}
            components={{ startup: <Anchor component={Link} to={activitiesPath(item.startup._id)} fw={600} /> }}
          />
        </Text>
        {label || item.excerpt ? (
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            {label ? (
              <Badge size="xs" variant="light" style={{ textTransform: 'none', flexShrink: 0 }}>
                {t(label)}
              </Badge>
            ) : null}
            {item.excerpt ? (
              <Text size="sm" c="dimmed" lineClamp={2} style={{ unicodeBidi: 'plaintext' }}>
                {item.excerpt}
              </Text>
            ) : null}
          </Group>
        ) : null}
        <Text size="xs" c="dimmed" component="time" dateTime={item.createdAt} title={new Date(item.createdAt).toLocaleString(i18n.language)}>
          {relativeTime(item.createdAt, now, i18n.language)}
        </Text>
      </Stack>
    </Group>
  );
}

/** The newest posts on the timelines of the startups the viewer sees, each leading to its startup's activities. */
export function RecentActivityWidget() {
  const { t } = useTranslation('home');
  const { user } = useShellUser();
  const term = useStartupTerm();
  const now = useNow();
  const { data, error, refetch } = useQuery(RECENT_ACTIVITY, { variables: { limit: RECENT_ACTIVITY_SHOWN }, fetchPolicy: 'cache-and-network' });
  useWidgetSettled(Boolean(data || error));
  if (error && !data) return <WidgetError onRetry={() => void refetch()} />;
  if (!data) return <WidgetLoading lines={4} />;
  const items = data.recentStartupActivity;
  if (items.length === 0) {
    // The programme's side can go and write the first note; a founder's startup shows its file.
    const first = user?.startupIds[0];
    const link = isInGroup(user?.roleType, STAFF_LIKE)
      ? { to: '/startups', label: t('widgets.recentActivity.openStartups', { startup: term.singular }) }
      : first
        ? { to: activitiesPath(first), label: t('widgets.recentActivity.openFile', { startup: term.singular }) }
        : undefined;
    return <WidgetEmpty link={link}>{t('widgets.recentActivity.empty')}</WidgetEmpty>;
  }
  return (
    <ul className={classes.list} aria-label={t('widgets.recentActivity.title')}>
      {items.map((item) => (
        <li key={item._id}>
          <ActivityItem item={item} now={now} />
        </li>
      ))}
    </ul>
  );
}
