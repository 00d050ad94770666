import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '../graphql';
import { groupByDue, type ListGroup } from '../logic/dueDates';
import { TaskRow } from '../row/TaskRow';

const ORDER: ListGroup[] = ['overdue', 'today', 'upcoming', 'earlier'];

/** Tasks under Overdue, Today and Upcoming headings; empty groups are left out. */
export function TaskGroups({
  tasks,
  viewerId,
  now,
  showAssignees,
  headingLevel = 2,
}: {
  tasks: Task[];
  viewerId: string;
  now: Date;
  showAssignees?: boolean;
  headingLevel?: 2 | 3 | 4;
}) {
  const { t } = useTranslation('tasks');
  const groups = groupByDue(tasks, now);
  return (
    <Stack gap="md">
      {ORDER.filter((g) => groups[g].length > 0).map((group) => (
        <section key={group} aria-label={t(`groups.${group}`)}>
          <Title order={headingLevel} size="h5" c={group === 'overdue' ? 'red' : undefined} mb={4}>
            {t(`groups.${group}`)}{' '}
            <Text span c="dimmed" fz="sm" fw="normal">
              ({groups[group].length})
            </Text>
          </Title>
          <Paper withBorder radius="md" px="sm">
            {groups[group].map((task) => (
              <TaskRow key={task._id} task={task} viewerId={viewerId} now={now} showAssignees={showAssignees} />
            ))}
          </Paper>
        </section>
      ))}
    </Stack>
  );
}
