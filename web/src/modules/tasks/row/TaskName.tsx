import { Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { taskLink } from '../logic/taskLink';

/** The task's name, as a link where spec 1 §4 allows one: in-app paths in the app, others in a new tab. */
export function TaskName({ name, url, viewerIsAssignee, done }: { name: string; url: string | null; viewerIsAssignee: boolean; done: boolean }) {
  const { t } = useTranslation('tasks');
  const link = taskLink(url, viewerIsAssignee);
  const style = { textDecoration: done ? 'line-through' : undefined, overflowWrap: 'anywhere' as const };
  if (link.kind === 'internal') {
    return (
      <Anchor component={Link} to={link.to} fw={500} size="sm" style={style}>
        {name}
      </Anchor>
    );
  }
  if (link.kind === 'external') {
    return (
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer" fw={500} size="sm" style={style}>
        {name}
        <VisuallyHidden> {t('row.opensInNewTab')}</VisuallyHidden>
      </Anchor>
    );
  }
  return (
    <Text fw={500} size="sm" style={style}>
      {name}
    </Text>
  );
}
