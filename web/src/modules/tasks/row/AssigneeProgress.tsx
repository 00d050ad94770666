import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Task } from '../graphql';

const MAX_NAMES = 3;

/** Names listed as the language lists them (Arabic separates with '،', not a Latin comma). */
const listOf = (items: string[], language: string) => new Intl.ListFormat(language, { style: 'short', type: 'unit' }).format(items);

/**
 * A task held by several people is one task: it says how many of them are done ("1 of 2 done")
 * and each person's own state, so that lists by person or by startup show it once for what it is.
 */
export function AssigneeProgress({ assignees }: { assignees: Task['assignees'] }) {
  const { t, i18n } = useTranslation('tasks');
  const done = assignees.filter((a) => a.done).length;
  const people = assignees.flatMap((a) => (a.user ? [t('row.personState', { name: a.user.fullName, state: t(a.done ? 'row.doneState' : 'row.pendingState') })] : []));
  const more = people.length > MAX_NAMES ? ` ${t('row.moreAssignees', { count: people.length - MAX_NAMES })}` : '';
  return (
    <Text size="xs" c="dimmed" data-testid="assignee-progress">
      {t('row.progress', { done, total: assignees.length })}
      {people.length ? ` · ${listOf(people.slice(0, MAX_NAMES), i18n.language)}${more}` : ''}
    </Text>
  );
}
