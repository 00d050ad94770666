import { Anchor, Badge, Button, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArchive, IconArrowBackUp, IconBan, IconChevronDown, IconCopy, IconEyeOff, IconSend, IconTrash } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { EventStatusBadge } from '../shared/EventStatusBadge';
import { eventPath } from '../shared/paths';
import type { EditedEvent } from './graphql';
import type { EventActions } from './useEventActions';

interface EditorHeaderProps {
  event: EditedEvent;
  t: TFunction;
  formId: string;
  saving: boolean;
  dirty: boolean;
  /** EVENT:CREATE: duplicating makes an event of one's own. */
  mayDuplicate: boolean;
  actions: EventActions;
}

/** The event's name and status, Save, Publish, and the other actions in a menu (one row at any width). */
export function EditorHeader({ event, t, formId, saving, dirty, mayDuplicate, actions }: EditorHeaderProps) {
  const can = event.viewerCan;
  const cancelled = event.status === 'CANCELLED';
  return (
    <Stack gap="xs">
      <Anchor component={Link} to={eventPath(event._id)} size="sm" w="fit-content">
        {t('back')}
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0, flex: '1 1 16rem' }}>
          <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {event.title || t('untitled')}
          </Title>
          <Group gap="xs">
            <EventStatusBadge status={event.status} />
            {event.isArchived ? (
              <Badge variant="light" color="gray">
                {t('archivedBadge')}
              </Badge>
            ) : null}
            {dirty ? (
              <Text size="sm" c="dimmed" role="status">
                {t('unsaved')}
              </Text>
            ) : null}
          </Group>
        </Stack>
        <Group gap="xs" wrap="wrap">
          {can.publish && event.status === 'DRAFT' ? (
            <Button
              variant="light"
              leftSection={<IconSend size={16} aria-hidden />}
              onClick={() => void actions.publish()}
              disabled={actions.busy || dirty}
              title={dirty ? t('saveFirst') : undefined}
            >
              {t('actions.publish')}
            </Button>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" rightSection={<IconChevronDown size={16} aria-hidden />} loading={actions.busy}>
                {t('actions.more')}
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {can.publish && event.status === 'PUBLISHED' ? (
                <Menu.Item leftSection={<IconEyeOff size={16} aria-hidden />} onClick={() => void actions.unpublish()}>
                  {t('actions.unpublish')}
                </Menu.Item>
              ) : null}
              {mayDuplicate ? (
                <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => void actions.duplicate()}>
                  {t('actions.duplicate')}
                </Menu.Item>
              ) : null}
              <Menu.Item leftSection={event.isArchived ? <IconArrowBackUp size={16} aria-hidden /> : <IconArchive size={16} aria-hidden />} onClick={() => void actions.archive()}>
                {event.isArchived ? t('actions.unarchive') : t('actions.archive')}
              </Menu.Item>
              {can.delete ? (
                <>
                  <Menu.Divider />
                  {event.status === 'PUBLISHED' && !cancelled ? (
                    <Menu.Item color="red" leftSection={<IconBan size={16} aria-hidden />} onClick={actions.startCancel}>
                      {t('actions.cancel')}
                    </Menu.Item>
                  ) : null}
                  <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void actions.remove()}>
                    {t('actions.delete')}
                  </Menu.Item>
                </>
              ) : null}
            </Menu.Dropdown>
          </Menu>
          <Button type="submit" form={formId} loading={saving} disabled={cancelled}>
            {t('actions.save')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
