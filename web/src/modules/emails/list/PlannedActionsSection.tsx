import { useState } from 'react';
import { Alert, Anchor, Badge, Button, Card, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { IconCalendarClock, IconListCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PLANNED_ACTIONS_PAGE_SIZE, type PlannedActionStatus } from '@seedbed/contracts/emails';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { confirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { CANCEL_PLANNED_ACTION, EMAILS_VIEWER_CAN, PLANNED_ACTIONS, UPDATE_PLANNED_ACTION, type PlannedActionRowData } from '../graphql';
import { EMAIL_PATHS } from '../paths';
import { RunAtDialog } from '../shared/RunAtDialog';
import { PlannedStatusBadge } from '../shared/StatusBadge';
import { useDateTime } from '../shared/time';
import { PlanTaskDialog } from './PlanTaskDialog';

type Shown = 'WAITING' | 'ALL';
const EVERY_STATUS: PlannedActionStatus[] = ['PLANNED', 'DONE', 'FAILED', 'CANCELLED'];
const OWN_ERRORS = { showsOwnError: true };

/**
 * The planned actions (spec 3 §3): campaigns waiting for their time, feedback requests and tasks
 * to be made later, soonest first; each may have its time changed (EDIT:PLANNED_ACTION) or be
 * cancelled (CANCEL:PLANNED_ACTION) while it waits. Past ones show how they ended.
 */
export function PlannedActionsSection({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('emails');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const dateTime = useDateTime();
  const can = useQuery(EMAILS_VIEWER_CAN).data?.emailsViewerCan;
  const [shown, setShown] = useState<Shown>('WAITING');
  const statuses = shown === 'WAITING' ? ['PLANNED' as const] : EVERY_STATUS;
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: PLANNED_ACTIONS, variables: { filter: { statuses }, cursor, limit: PLANNED_ACTIONS_PAGE_SIZE }, fetchPolicy: 'network-only' })).data
      ?.plannedActions;
    return page && { results: page.results, next: page.next ?? null, totalCount: 0 };
  }, shown);
  const [update] = useMutation(UPDATE_PLANNED_ACTION);
  const [cancel] = useMutation(CANCEL_PLANNED_ACTION);
  const [retiming, setRetiming] = useState<PlannedActionRowData | null>(null);
  const [planning, setPlanning] = useState(false);

  if (can && !can.plan && !can.editPlanned && !can.cancelPlanned) return null;

  const replace = (row: PlannedActionRowData) => list.patch(row._id, shown === 'WAITING' && row.status !== 'PLANNED' ? null : () => row);

  const callOff = async (action: PlannedActionRowData) => {
    const confirmed = await confirm({
      title: t('planned.cancelTitle'),
      message: t('planned.cancelMessage', { title: action.title || t(`kinds.${action.kind}`) }),
      confirmLabel: t('planned.cancel'),
      cancelLabel: t('actions.keep'),
    });
    if (!confirmed) return;
    try {
      const answer = await cancel({ variables: { id: action._id }, context: OWN_ERRORS });
      if (answer.data) replace(answer.data.cancelPlannedAction);
      showSuccess(t('planned.cancelled'));
      onChanged();
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="planned-actions-title">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={2} size="h3" id="planned-actions-title">
          {t('planned.title')}
        </Title>
        <Group gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label={t('planned.shown')}
            value={shown}
            onChange={(value) => setShown(value as Shown)}
            data={[
              { value: 'WAITING', label: t('planned.waiting') },
              { value: 'ALL', label: t('planned.all') },
            ]}
          />
          {can?.plan ? (
            <Button variant="light" leftSection={<IconListCheck size={16} aria-hidden />} onClick={() => setPlanning(true)}>
              {t('planned.planTask')}
            </Button>
          ) : null}
        </Group>
      </Group>
      <Text size="sm" c="dimmed">
        {t('planned.intro')}
      </Text>
      {Boolean(list.error) && (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      )}
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.rows.map((action) => (
          <Card key={action._id} component="li" withBorder p="sm" data-testid="planned-action">
            <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
              <Stack gap={4} miw={0} style={{ flex: '1 1 240px' }}>
                <Group gap="xs" wrap="wrap">
                  <Badge variant="outline">{t(`kinds.${action.kind}`)}</Badge>
                  {action.status !== 'PLANNED' ? <PlannedStatusBadge status={action.status} /> : null}
                  {action.kind === 'EMAIL' && action.email ? (
                    <Anchor component={Link} to={EMAIL_PATHS.composer(action.email._id)} fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                      {action.title || t('list.noSubject')}
                    </Anchor>
                  ) : (
                    <Text fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                      {action.title}
                    </Text>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('planned.runsAt', { date: dateTime(action.runAt) })}
                  {action.createdBy ? ` · ${t('planned.by', { name: action.createdBy.fullName })}` : ''}
                </Text>
                {action.error ? (
                  <Text size="sm" c="red">
                    {action.error}
                  </Text>
                ) : null}
              </Stack>
              <Group gap="xs">
                {action.viewerCan.edit ? (
                  <Button size="xs" variant="default" leftSection={<IconCalendarClock size={14} aria-hidden />} onClick={() => setRetiming(action)}>
                    {t('planned.changeTime')}
                  </Button>
                ) : null}
                {action.viewerCan.cancel ? (
                  <Button size="xs" variant="subtle" color="red" leftSection={<IconX size={14} aria-hidden />} onClick={() => void callOff(action)}>
                    {t('planned.cancel')}
                  </Button>
                ) : null}
              </Group>
            </Group>
          </Card>
        ))}
      </Stack>
      {!list.loading && list.rows.length === 0 && !list.error ? <Text c="dimmed">{shown === 'WAITING' ? t('planned.emptyWaiting') : t('planned.empty')}</Text> : null}
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      {retiming ? (
        <RunAtDialog
          opened
          title={t('planned.changeTimeTitle')}
          submitLabel={t('planned.saveTime')}
          initial={retiming.runAt}
          onClose={() => setRetiming(null)}
          onSubmit={async (runAt) => {
            const answer = await update({ variables: { id: retiming._id, data: { runAt } }, context: OWN_ERRORS });
            if (answer.data) replace(answer.data.updatePlannedAction);
            setRetiming(null);
            showSuccess(t('planned.timeChanged'));
            onChanged();
          }}
        >
          <Text dir="auto">{retiming.title}</Text>
        </RunAtDialog>
      ) : null}
      {planning ? (
        <PlanTaskDialog
          onClose={() => setPlanning(false)}
          onPlanned={() => {
            setPlanning(false);
            void list.reload();
          }}
        />
      ) : null}
    </Stack>
  );
}
