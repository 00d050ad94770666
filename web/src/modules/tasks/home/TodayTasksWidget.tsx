import '../styles';
import { useMemo } from 'react';
import { Stack } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useNow } from '../../../ui/relativeTime';
import { WidgetEmpty, WidgetError, WidgetFooterLink, WidgetLoading } from '../../home/WidgetStates';
import { drawerItems } from '../drawer/drawerList';
import { useDrawerState } from '../drawer/useDrawerState';
import { MY_TASKS } from '../graphql';
import { startOfLocalDay } from '../logic/dueDates';
import { TaskRow } from '../row/TaskRow';
import { useWidgetSettled } from '../../home/settling';

/** The home page shows the first few; the tasks page has them all. */
export const TODAY_TASKS_SHOWN = 6;

/**
 * The viewer's tasks due today or overdue, as the tasks drawer lists them: ticked ones leave,
 * and a task the viewer makes for today comes in on top.
 */
export function TodayTasksWidget() {
  const { user } = useShellUser();
  return user ? <TodayTasks viewerId={user._id} /> : null;
}

function TodayTasks({ viewerId }: { viewerId: string }) {
  const { t } = useTranslation('home');
  const now = useNow(60_000);
  // Today is the viewer's day as the page opened; `before` is exclusive: tomorrow's start.
  const windowEnd = useMemo(() => startOfLocalDay(new Date(), 1), []);
  const { state } = useDrawerState(viewerId, windowEnd);
  const { data, error, refetch } = useQuery(MY_TASKS, {
    variables: { queryOptions: { completionStatus: 'PENDING', before: windowEnd.toISOString() }, limit: TODAY_TASKS_SHOWN },
    fetchPolicy: 'cache-and-network',
  });

  const page = data?.myTasksPaginated;
  useWidgetSettled(Boolean(page || error));
  if (error && !page) return <WidgetError onRetry={() => void refetch()} />;
  if (!page) return <WidgetLoading />;
  const items = drawerItems(page.results, state).slice(0, TODAY_TASKS_SHOWN);
  if (items.length === 0) return <WidgetEmpty link={{ to: '/tasks', label: t('widgets.todayTasks.viewAll') }}>{t('widgets.todayTasks.empty')}</WidgetEmpty>;
  const more = page.totalCount - page.results.length;

  return (
    <Stack gap="xs">
      {/* biome-ignore lint/a11y/useSemanticElements: rows that animate in and out, without a list's bullets and indents (as in the drawer). */}
      <div role="list" aria-label={t('widgets.todayTasks.title')}>
        {items.map(({ task, motion }) => (
          // biome-ignore lint/a11y/useSemanticElements: see the list above.
          <div role="listitem" key={task._id}>
            <TaskRow task={task} viewerId={viewerId} now={now} motion={motion} />
          </div>
        ))}
      </div>
      <WidgetFooterLink to="/tasks">{more > 0 ? t('widgets.todayTasks.viewAllMore', { count: more }) : t('widgets.todayTasks.viewAll')}</WidgetFooterLink>
    </Stack>
  );
}
