import { useState } from 'react';
import { ActionIcon, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconArrowDown, IconArrowUp, IconChevronDown, IconChevronUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { confirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { CREATE_ROUND, DELETE_ROUND, FUNNEL, REORDER_ROUNDS, type FunnelData } from '../graphql';
import { RoundForm } from './RoundForm';

/** The funnel's rounds in order: add, reorder (arrow buttons), open one to edit it, delete. */
export function RoundsTab({ funnel }: { funnel: FunnelData }) {
  const { t } = useTranslation('funnels');
  const [open, setOpen] = useState<string | null>(funnel.rounds[0]?._id ?? null);
  const [name, setName] = useState('');
  const refetch = { refetchQueries: [{ query: FUNNEL, variables: { id: funnel._id } }], awaitRefetchQueries: true };
  const [create, creating] = useMutation(CREATE_ROUND, refetch);
  const [reorder] = useMutation(REORDER_ROUNDS, refetch);
  const [remove] = useMutation(DELETE_ROUND, refetch);
  const editable = funnel.viewerCan.edit;
  const rounds = funnel.rounds;

  const add = async () => {
    if (!name.trim()) return;
    try {
      const answer = await create({ variables: { funnelId: funnel._id, name: name.trim() } });
      if (answer.data) {
        setName('');
        setOpen(answer.data.createFunnelRound._id);
        showSuccess(t('rounds.added', { name: answer.data.createFunnelRound.name }));
      }
    } catch {
      // The app-wide toast has said why.
    }
  };
  const move = async (index: number, by: number) => {
    const ids = rounds.map((r) => r._id);
    const [id] = ids.splice(index, 1);
    ids.splice(index + by, 0, id);
    try {
      await reorder({ variables: { funnelId: funnel._id, roundIds: ids } });
    } catch {
      // The app-wide toast has said why.
    }
  };
  const del = async (round: FunnelData['rounds'][number]) => {
    const ok = await confirm({
      title: t('rounds.deleteTitle'),
      message: t('rounds.deleteConfirm', { name: round.name }),
      confirmLabel: t('actions.delete'),
      cancelLabel: t('actions.cancel'),
    });
    if (!ok) return;
    try {
      await remove({ variables: { roundId: round._id } });
      showSuccess(t('rounds.deleted', { name: round.name }));
    } catch {
      // The app-wide toast has said why (a round holding applications stays).
    }
  };

  return (
    <Stack gap="md" maw={960}>
      <Text size="sm" c="dimmed">
        {t('rounds.help')}
      </Text>
      {rounds.map((round, index) => {
        const expanded = open === round._id;
        return (
          <Card key={round._id} withBorder p="sm" data-testid="round">
            <Stack gap="sm">
              <Group justify="space-between" wrap="nowrap">
                <Group gap="xs" wrap="wrap" miw={0}>
                  <Title order={2} size="h5" dir="auto">
                    {t('rounds.title', { number: index + 1, name: round.name })}
                  </Title>
                  {round.isOpen && (
                    <Badge size="sm" color="green" variant="light">
                      {t('rounds.openNow')}
                    </Badge>
                  )}
                  {!round.formId && index === 0 && (
                    <Badge size="sm" color="yellow" variant="light">
                      {t('rounds.noForm')}
                    </Badge>
                  )}
                  <Text size="xs" c="dimmed">
                    {t('rounds.applications', { count: round.applicationCount })}
                  </Text>
                </Group>
                <Group gap={2} wrap="nowrap">
                  {editable && (
                    <>
                      <ActionIcon variant="subtle" color="gray" disabled={index === 0} aria-label={t('rounds.moveUp', { name: round.name })} onClick={() => void move(index, -1)}>
                        <IconArrowUp size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="gray"
                        disabled={index === rounds.length - 1}
                        aria-label={t('rounds.moveDown', { name: round.name })}
                        onClick={() => void move(index, 1)}
                      >
                        <IconArrowDown size={16} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        disabled={rounds.length <= 1 || round.applicationCount > 0}
                        aria-label={t('rounds.delete', { name: round.name })}
                        onClick={() => void del(round)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </>
                  )}
                  <ActionIcon
                    variant="subtle"
                    aria-expanded={expanded}
                    aria-label={t(expanded ? 'rounds.collapse' : 'rounds.expand', { name: round.name })}
                    onClick={() => setOpen(expanded ? null : round._id)}
                  >
                    {expanded ? <IconChevronUp size={16} aria-hidden /> : <IconChevronDown size={16} aria-hidden />}
                  </ActionIcon>
                </Group>
              </Group>
              {expanded && <RoundForm key={round._id} funnel={funnel} round={round} />}
            </Stack>
          </Card>
        );
      })}
      {editable && (
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            style={{ flex: '1 1 240px' }}
            label={t('rounds.newName')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                void add();
              }
            }}
          />
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => void add()} loading={creating.loading} disabled={!name.trim()}>
            {t('rounds.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
