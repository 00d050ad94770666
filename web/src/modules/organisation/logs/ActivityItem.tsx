import { Avatar, Text, Tooltip } from '@mantine/core';
import { IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { UserAvatar } from '../../profile/UserAvatar';
import { relativeTime } from '../../../ui/relativeTime';
import type { ActivityEntry } from './graphql';
import classes from './activity.module.css';

/** One event: who (their picture, else initials; automatic work has its own mark), what, and when. */
export function ActivityItem({ entry, now }: { entry: ActivityEntry; now: Date }) {
  const { t, i18n } = useTranslation('activity');
  const exact = exactTime(entry.createdAt, i18n.language);
  return (
    <li className={classes.entry} data-kind={entry.kind}>
      {entry.actor ? (
        <UserAvatar name={entry.actor.fullName} src={entry.actor.avatar} size="md" radius="xl" aria-hidden />
      ) : (
        <Avatar size="md" radius="xl" color="gray" aria-hidden>
          <IconRobot size={20} stroke={1.5} />
        </Avatar>
      )}
      <div className={classes.body}>
        <Text size="sm">{entry.summary}</Text>
        <Text size="xs" c="dimmed" mt={2}>
          {entry.actor ? null : `${t('automatic')} · `}
          {/* Focusable, so the exact time shows to keyboard users too; screen readers hear it as the label. */}
          <Tooltip label={exact} events={{ hover: true, focus: true, touch: true }} position="bottom-start" withArrow>
            {/* biome-ignore lint/a11y/noNoninteractiveTabindex lint/a11y/useAriaPropsSupportedByRole: see above. */}
            <time dateTime={entry.createdAt} tabIndex={0} aria-label={exact} className={classes.time}>
              {relativeTime(entry.createdAt, now, i18n.language)}
            </time>
          </Tooltip>
        </Text>
      </div>
    </li>
  );
}

function exactTime(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'medium' }).format(date);
}
