import '../shared/styles';
import { useState } from 'react';
import { ActionIcon, Anchor, Badge, Button, Center, Container, Group, Loader, Menu, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconArrowDown, IconArrowUp, IconChevronLeft, IconDots, IconFolderShare, IconLock, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RESOURCES_PER_SECTION_MAX } from '@seedbed/contracts/community';
import { Link, useParams } from 'react-router';
import { findGraphQLError } from '../../../app/apollo/errors';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { LoadError } from '../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import type { ResourceItemData } from '../shared/graphql';
import { RESOURCE_PATHS } from '../shared/paths';
import { ResourceLink } from '../shared/ResourceLink';
import { audienceSummary, useVisibilityChoices } from '../shared/VisibilityPickers';
import { DELETE_RESOURCE, MOVE_RESOURCE, SECTION_PAGE } from './graphql';
import classes from './library.module.css';
import { MoveDialog } from './MoveDialog';
import { ResourceDialog } from './ResourceDialog';
import { SectionDialog } from './SectionDialog';

/**
 * /resources/section/:id: a section's resources the viewer sees, in order, each opening as its
 * kind does (an article here, a link in a new tab, a file as a download). The library's managers
 * add, edit, move and delete resources, and edit the section.
 */
export function SectionPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('resources');
  const { data, loading, error, refetch } = useQuery(SECTION_PAGE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const section = data?.resourceSection;
  usePageTitle(section?.title ?? t('library.section'));
  const choices = useVisibilityChoices();
  const [editing, setEditing] = useState<{ resource: ResourceItemData | null } | null>(null);
  const [editingSection, setEditingSection] = useState(false);
  const [moving, setMoving] = useState<ResourceItemData | null>(null);
  const [remove] = useMutation(DELETE_RESOURCE);
  const [move, moved] = useMutation(MOVE_RESOURCE);

  if (!section) {
    if (loading) {
      return (
        <Center mih="60vh">
          <Loader aria-label={t('library.loading')} />
        </Center>
      );
    }
    if (!error || findGraphQLError(error, 'NOT_FOUND')) return <NotFoundPage backTo={RESOURCE_PATHS.library} inFrame />;
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }

  const manager = section.viewerCan.edit;
  const resources = section.resources;
  const audienceOf = (lists: { roleTypes: string[]; programIds: string[] }) => (manager && choices.enabled ? audienceSummary(lists, choices.roles, choices.programs) : null);
  const sectionAudience = audienceOf(section);

  const del = async (resource: ResourceItemData) => {
    const ok = await confirm({
      title: t('section.deleteTitle'),
      message: t('section.deleteConfirm', { title: resource.title }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { id: resource._id } });
      showSuccess(t('section.deleted', { title: resource.title }));
      void refetch();
    } catch {
      // The app-wide notice has said why.
    }
  };
  const place = async (resource: ResourceItemData, sectionId: string, position: number) => {
    try {
      await move({ variables: { id: resource._id, sectionId, position } });
      if (sectionId !== section._id) showSuccess(t('section.moved', { title: resource.title }));
    } catch {
      // The app-wide notice has said why.
    }
    void refetch();
  };

  return (
    <Container size="lg" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={RESOURCE_PATHS.library} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconChevronLeft size={14} aria-hidden className={classes.backIcon} />
            {t('section.back')}
          </Group>
        </Anchor>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: '1 1 18rem' }}>
            <Title order={1} size="h2" dir="auto" className={classes.title}>
              {section.title}
            </Title>
            {section.description ? (
              <Text c="dimmed" dir="auto" className={classes.description}>
                {section.description}
              </Text>
            ) : null}
            {sectionAudience ? (
              <Group gap={6}>
                <IconLock size={14} aria-hidden />
                <Text size="sm" c="dimmed">
                  {t('library.keptFor', { audience: sectionAudience })}
                </Text>
              </Group>
            ) : null}
          </Stack>
          {manager ? (
            <Group gap="xs">
              <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditingSection(true)}>
                {t('section.edit')}
              </Button>
              <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing({ resource: null })}>
                {t('section.addResource')}
              </Button>
            </Group>
          ) : null}
        </Group>
        <Paper withBorder radius="md" p="sm" aria-busy={moved.loading}>
          {resources.length === 0 ? (
            <Text c="dimmed">{manager ? t('section.emptyManager') : t('library.emptySection')}</Text>
          ) : (
            <Stack component="ol" gap={0} className={classes.list} aria-label={section.title}>
              {resources.map((resource, i) => {
                const kept = audienceOf(resource);
                return (
                  <Group
                    component="li"
                    key={resource._id}
                    justify="space-between"
                    align="flex-start"
                    wrap="nowrap"
                    py="sm"
                    gap="sm"
                    className={classes.row}
                    data-testid="resource-row"
                  >
                    <Stack gap={4} miw={0}>
                      <ResourceLink resource={resource} />
                      {resource.description ? (
                        <Text size="sm" c="dimmed" dir="auto" className={classes.description}>
                          {resource.description}
                        </Text>
                      ) : null}
                      <Group gap="xs">
                        {resource.kind === 'FILE' && resource.file ? (
                          <Text size="xs" c="dimmed" dir="auto">
                            {resource.file.name}
                          </Text>
                        ) : null}
                        {manager && resource.article?.status === 'DRAFT' ? (
                          <Badge size="sm" variant="light" color="yellow">
                            {t('section.draftArticle')}
                          </Badge>
                        ) : null}
                        {kept ? (
                          <Badge size="sm" variant="light" color="orange" leftSection={<IconLock size={10} aria-hidden />}>
                            {kept}
                          </Badge>
                        ) : null}
                      </Group>
                    </Stack>
                    {manager ? (
                      <Menu position="bottom-end" withinPortal>
                        <Menu.Target>
                          <ActionIcon variant="subtle" color="gray" aria-label={t('section.resourceActions', { title: resource.title })}>
                            <IconDots size={18} aria-hidden />
                          </ActionIcon>
                        </Menu.Target>
                        <Menu.Dropdown>
                          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing({ resource })}>
                            {t('actions.edit')}
                          </Menu.Item>
                          <Menu.Item leftSection={<IconArrowUp size={16} aria-hidden />} disabled={i === 0} onClick={() => void place(resource, section._id, i - 1)}>
                            {t('actions.moveUp')}
                          </Menu.Item>
                          <Menu.Item
                            leftSection={<IconArrowDown size={16} aria-hidden />}
                            disabled={i === resources.length - 1}
                            onClick={() => void place(resource, section._id, i + 1)}
                          >
                            {t('actions.moveDown')}
                          </Menu.Item>
                          <Menu.Item leftSection={<IconFolderShare size={16} aria-hidden />} onClick={() => setMoving(resource)}>
                            {t('section.moveTo')}
                          </Menu.Item>
                          <Menu.Divider />
                          <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void del(resource)}>
                            {t('actions.delete')}
                          </Menu.Item>
                        </Menu.Dropdown>
                      </Menu>
                    ) : null}
                  </Group>
                );
              })}
            </Stack>
          )}
        </Paper>
      </Stack>
      {manager ? (
        <>
          <ResourceDialog
            opened={editing !== null}
            sectionId={section._id}
            resource={editing?.resource ?? null}
            choices={choices}
            onClose={() => setEditing(null)}
            onSaved={(saved) => {
              showSuccess(t(editing?.resource ? 'section.resourceSaved' : 'section.resourceAdded', { title: saved.title }));
              setEditing(null);
              void refetch();
            }}
          />
          <SectionDialog
            opened={editingSection}
            section={section}
            choices={choices}
            onClose={() => setEditingSection(false)}
            onSaved={(saved) => {
              showSuccess(t('library.sectionSaved', { title: saved.title }));
              setEditingSection(false);
              void refetch();
            }}
          />
          <MoveDialog
            resource={moving}
            currentSectionId={section._id}
            onClose={() => setMoving(null)}
            onMove={(sectionId) => {
              const resource = moving;
              setMoving(null);
              // Placed last in the section it joins.
              if (resource) void place(resource, sectionId, RESOURCES_PER_SECTION_MAX);
            }}
          />
        </>
      ) : null}
    </Container>
  );
}
