import { useEffect, useReducer, useState } from 'react';
import { ActionIcon, Alert, Button, Card, Group, Menu, Paper, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArrowDown, IconArrowUp, IconGripVertical, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PAGE_BLOCK_TYPES } from '@seedbed/contracts/applications';
import { FUNNEL_PAGE_BLOCKS_MAX } from '@seedbed/contracts/funnel-page';
import { fieldErrorsOf } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { UPDATE_FUNNEL, type FunnelData } from '../graphql';
import { PageBlocksView } from '../public/PageBlocksView';
import { RoundsBlock } from '../public/RoundsBlock';
import { BlockEditor } from './BlockEditor';
import { blocksFromServer, blocksToInput, newBlockId, pageReducer } from './pageBlocks';

/**
 * The programme page: blocks added, edited and ordered (drag a block by its handle, or move it
 * with its arrow buttons from the keyboard), beside a live preview drawn by the public page's renderer.
 */
export function PageTab({ funnel }: { funnel: FunnelData }) {
  const { t } = useTranslation('funnels');
  const [blocks, dispatch] = useReducer(pageReducer, funnel.page, blocksFromServer);
  const [saved, setSaved] = useState(funnel.page);
  const dirty = JSON.stringify(blocksToInput(blocks)) !== JSON.stringify(blocksToInput(blocksFromServer(saved)));
  const [dragged, setDragged] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [update, updating] = useMutation(UPDATE_FUNNEL);
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const save = async () => {
    setErrors({});
    try {
      const answer = await update({ variables: { id: funnel._id, data: { page: blocksToInput(blocks) } } });
      if (answer.data) {
        setSaved(answer.data.updateFunnel.page);
        dispatch({ type: 'reset', blocks: blocksFromServer(answer.data.updateFunnel.page) });
        showSuccess(t('builder.saved'));
      }
    } catch (error) {
      setErrors(fieldErrorsOf(error));
    }
  };
  const errorOf = (index: number) =>
    Object.entries(errors)
      .filter(([path]) => path === `page.${index}` || path.startsWith(`page.${index}.`))
      .map(([, message]) => message)[0];
  const move = (id: string, by: number, label: string, to: number) => {
    dispatch({ type: 'move', id, by });
    setAnnouncement(t('page.movedTo', { block: label, position: to + 1 }));
  };
  const editable = funnel.viewerCan.edit;

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      <div>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4">
              {t('page.blocks')}
            </Title>
            {editable && (
              <Menu withinPortal position="bottom-end">
                <Menu.Target>
                  <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} disabled={blocks.length >= FUNNEL_PAGE_BLOCKS_MAX}>
                    {t('page.add')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {PAGE_BLOCK_TYPES.map((type) => (
                    <Menu.Item
                      key={type}
                      disabled={type === 'funnel' && blocks.some((b) => b.type === 'funnel')}
                      onClick={() => dispatch({ type: 'add', block: type, id: newBlockId() })}
                    >
                      {t(`page.types.${type}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
          </Group>
          <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
          {blocks.length === 0 && <Text c="dimmed">{t('page.empty')}</Text>}
          {blocks.map((block, index) => {
            const label = t('page.blockLabel', { type: t(`page.types.${block.type}`), number: index + 1 });
            return (
              <Card
                key={block.id}
                withBorder
                p="sm"
                data-testid="page-block"
                onDragOver={(e) => dragged !== null && e.preventDefault()}
                onDrop={(e) => {
                  e.preventDefault();
                  if (dragged !== null) dispatch({ type: 'moveTo', from: dragged, to: index });
                  setDragged(null);
                }}
                style={{ opacity: dragged === index ? 0.5 : 1 }}
              >
                <Stack gap="xs">
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap={4} wrap="nowrap">
                      {editable && (
                        <span
                          draggable
                          onDragStart={(e) => {
                            e.dataTransfer.effectAllowed = 'move';
                            setDragged(index);
                          }}
                          onDragEnd={() => setDragged(null)}
                          style={{ cursor: 'grab', display: 'inline-flex' }}
                          aria-hidden
                        >
                          <IconGripVertical size={16} />
                        </span>
                      )}
                      <Text fw={500} size="sm">
                        {label}
                      </Text>
                    </Group>
                    {editable && (
                      <Group gap={2} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === 0}
                          aria-label={t('page.moveUp', { block: label })}
                          onClick={() => move(block.id, -1, label, index - 1)}
                        >
                          <IconArrowUp size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon
                          variant="subtle"
                          color="gray"
                          disabled={index === blocks.length - 1}
                          aria-label={t('page.moveDown', { block: label })}
                          onClick={() => move(block.id, 1, label, index + 1)}
                        >
                          <IconArrowDown size={16} aria-hidden />
                        </ActionIcon>
                        <ActionIcon variant="subtle" color="red" aria-label={t('page.remove', { block: label })} onClick={() => dispatch({ type: 'remove', id: block.id })}>
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Group>
                    )}
                  </Group>
                  {editable && <BlockEditor block={block} funnelId={funnel._id} onChange={(patch) => dispatch({ type: 'change', id: block.id, patch })} />}
                  {errorOf(index) && (
                    <Text c="red" size="sm" role="alert">
                      {errorOf(index)}
                    </Text>
                  )}
                </Stack>
              </Card>
            );
          })}
          {errors.page && (
            <Alert color="red" role="alert">
              {errors.page}
            </Alert>
          )}
          {editable && (
            <Group justify="flex-end">
              <Button onClick={() => void save()} loading={updating.loading} disabled={!dirty}>
                {t('actions.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </div>
      <div>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('page.preview')}
          </Title>
          <Paper withBorder p="md" radius="md" aria-label={t('page.preview')} role="region">
            <Stack gap="md">
              <Title order={3} size="h3" dir="auto">
                {funnel.name}
              </Title>
              <PageBlocksView
                blocks={blocks}
                funnelBlock={
                  <RoundsBlock
                    funnelId={funnel._id}
                    rounds={funnel.rounds.map((r) => ({ _id: r._id, name: r.name, opensAt: r.opensAt, closesAt: r.closesAt, isOpen: r.isOpen }))}
                    blocker={funnel.status === 'open' ? null : 'closed'}
                  />
                }
              />
            </Stack>
          </Paper>
        </Stack>
      </div>
    </SimpleGrid>
  );
}
