import { ActionIcon, Anchor, Badge, Card, Group, Menu, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconDots, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RESOURCE_PATHS } from '../shared/paths';
import { ResourceLink } from '../shared/ResourceLink';
import type { LibrarySectionData } from './graphql';
import classes from './library.module.css';

interface SectionCardProps {
  section: LibrarySectionData;
  /** Who it is kept for, in words, shown to its managers; null when open to everyone. */
  audience: string | null;
  /** The managers' actions; absent for readers. */
  manage?: {
    onEdit: () => void;
    onDelete: () => void;
    onMove: (step: -1 | 1) => void;
    first: boolean;
    last: boolean;
  };
}

/** A section of the library as a card: its title (opening it), description, count and first resources. */
export function SectionCard({ section, audience, manage }: SectionCardProps) {
  const { t } = useTranslation('resources');
  const more = section.resourceCount - section.resources.length;
  const titleId = `section-${section._id}`;
  return (
    <Card component="article" withBorder radius="md" padding="md" className={classes.card} aria-labelledby={titleId} data-testid="section-card">
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={4} miw={0}>
            <Anchor component={Link} to={RESOURCE_PATHS.section(section._id)} id={titleId} fw={600} size="lg" dir="auto" className={classes.title}>
              {section.title}
            </Anchor>
            <Group gap="xs">
              <Badge variant="light" color="gray">
                {t('library.count', { count: section.resourceCount })}
              </Badge>
              {audience ? (
                <Tooltip label={audience} withinPortal multiline maw={280}>
                  <Badge variant="light" color="orange" leftSection={<IconLock size={12} aria-hidden />} aria-label={t('library.keptFor', { audience })} tabIndex={0}>
                    {t('library.restricted')}
                  </Badge>
                </Tooltip>
              ) : null}
            </Group>
          </Stack>
          {manage ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('library.sectionActions', { title: section.title })}>
                  <IconDots size={18} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={manage.onEdit}>
                  {t('actions.edit')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowUp size={16} aria-hidden />} onClick={() => manage.onMove(-1)} disabled={manage.first}>
                  {t('actions.moveUp')}
                </Menu.Item>
                <Menu.Item leftSection={<IconArrowDown size={16} aria-hidden />} onClick={() => manage.onMove(1)} disabled={manage.last}>
                  {t('actions.moveDown')}
                </Menu.Item>
                <Menu.Divider />
                <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={manage.onDelete}>
                  {t('actions.delete')}
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
        {section.description ? (
          <Text size="sm" c="dimmed" dir="auto" className={classes.description}>
            {section.description}
          </Text>
        ) : null}
        {section.resources.length ? (
          <Stack component="ul" gap="xs" className={classes.list}>
            {section.resources.map((resource) => (
              <li key={resource._id}>
                <ResourceLink resource={resource} />
              </li>
            ))}
          </Stack>
        ) : (
          <Text size="sm" c="dimmed">
            {t('library.emptySection')}
          </Text>
        )}
        {more > 0 ? (
          <Anchor component={Link} to={RESOURCE_PATHS.section(section._id)} size="sm" mt="auto">
            {t('library.seeAll', { count: section.resourceCount })}
          </Anchor>
        ) : null}
      </Stack>
    </Card>
  );
}
