import { ActionIcon, Anchor, Badge, Group, Menu, Paper, Progress, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconBell, IconDots, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { localized } from '../../forms/shared/formText';
import { DELETE_FEEDBACK_REQUEST, REMIND_FEEDBACK_RECIPIENTS, type FeedbackRequestRowData } from '../graphql';
import { formatDay, isOverdue } from '../shared/dates';

/** One request of a list: what was sent, about what, by when, and how many answered. */
export function RequestRow({ request, onDeleted }: { request: FeedbackRequestRowData; onDeleted: () => void }) {
  const { t, i18n } = useTranslation('feedback');
  const share = request.recipientCount ? Math.round((request.answeredCount / request.recipientCount) * 100) : 0;
  const complete = request.recipientCount > 0 && request.answeredCount === request.recipientCount;
  return (
    <Paper withBorder radius="md" p="md" component="li" data-testid="feedback-request">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={6} style={{ minWidth: 0, flex: 1 }}>
          <Anchor component={Link} to={`/feedback/${request._id}`} fw={600} dir="auto">
            {request.title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" dir="auto">
              {localized(request.formTitle, i18n.language)}
            </Text>
            {request.subjectName ? (
              <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
                {t('list.about', { name: request.subjectName })}
              </Badge>
            ) : null}
            {request.dueDate ? (
              <Badge variant="light" color={isOverdue(request.dueDate) && !complete ? 'red' : 'gray'} style={{ textTransform: 'none' }}>
                {t('list.due', { date: formatDay(request.dueDate, i18n.language) })}
              </Badge>
            ) : null}
          </Group>
          <Group gap="sm" wrap="nowrap" align="center">
            <Progress
              value={share}
              color={complete ? 'teal' : undefined}
              style={{ flex: 1, maxWidth: 320 }}
              aria-label={t('list.progress', { answered: request.answeredCount, total: request.recipientCount })}
            />
            <Text size="sm">{t('list.progress', { answered: request.answeredCount, total: request.recipientCount })}</Text>
          </Group>
        </Stack>
        {request.viewerCanEdit ? <RequestMenu request={request} onDeleted={onDeleted} /> : null}
      </Group>
    </Paper>
  );
}

export function RequestMenu({ request, onDeleted }: { request: Pick<FeedbackRequestRowData, '_id' | 'title' | 'answeredCount' | 'recipientCount'>; onDeleted: () => void }) {
  const { t } = useTranslation('feedback');
  const [remind] = useMutation(REMIND_FEEDBACK_RECIPIENTS);
  const [remove] = useMutation(DELETE_FEEDBACK_REQUEST);
  const everyoneAnswered = request.answeredCount >= request.recipientCount;

  async function sendReminders() {
    const answer = await remind({ variables: { id: request._id } });
    if (answer.data) showSuccess(t('actions.reminded', { value: answer.data.remindFeedbackRecipients }));
  }

  async function deleteRequest() {
    const sure = await confirm({
      title: t('actions.deleteTitle'),
      message: t('actions.deleteMessage', { title: request.title }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!sure) return;
    const answer = await remove({ variables: { id: request._id } });
    if (answer.data?.deleteFeedbackRequest) {
      showSuccess(t('actions.deleted', { title: request.title }));
      onDeleted();
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={t('actions.menu', { title: request.title })}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconBell size={16} aria-hidden />} disabled={everyoneAnswered} onClick={() => void sendReminders()}>
          {t('actions.remind')}
        </Menu.Item>
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void deleteRequest()}>
          {t('actions.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
