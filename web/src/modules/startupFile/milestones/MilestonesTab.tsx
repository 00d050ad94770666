import { useEffect, useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MILESTONE_STATUSES } from '@seedbed/contracts/startups';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { DateField } from '../../../ui/form/DateField';
import { SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_STARTUP_MILESTONE, DELETE_STARTUP_MILESTONE, STARTUP_MILESTONES, UPDATE_STARTUP_MILESTONE, type Milestone } from '../graphql';
import { startupPeople, useStartupFile } from '../StartupFileContext';
import { calendarDay, milestoneInput, milestoneRules, milestoneValues, sortMilestones, type MilestoneValues } from './milestoneForm';

export const STATUS_COLORS: Record<string, string> = { planned: 'gray', in_progress: 'blue', reached: 'teal', missed: 'red' };

/** milestones (plan flag milestones): the startup's plan, with due days, owners and status. */
export function MilestonesTab({ startupId }: { startupId: string }) {
  const { t, i18n } = useTranslation('startupFile');
  const startup = useStartupFile();
  const confirm = useConfirm();
  const { data, error, loading } = useQuery(STARTUP_MILESTONES, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_STARTUP_MILESTONE, { refetchQueries: [STARTUP_MILESTONES] });
  const [open, setOpen] = useState<{ milestone: Milestone | null } | null>(null);
  const milestones = useMemo(() => sortMilestones(data?.startupMilestones ?? []), [data]);
  const date = (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(calendarDay(value));

  async function deleteMilestone(milestone: Milestone) {
    const sure = await confirm({ title: t('milestones.deleteTitle'), message: t('milestones.deleteMessage', { name: milestone.name }), confirmLabel: t('milestones.delete') });
    if (!sure) return;
    const answer = await remove({ variables: { milestoneId: milestone._id } }).catch(() => null);
    if (answer?.data) showSuccess(t('milestones.deleted', { name: milestone.name }));
  }

  return (
    <Stack gap="md">
      {startup.viewerCan.createMilestone ? (
        <Group justify="flex-end">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setOpen({ milestone: null })}>
            {t('milestones.add')}
          </Button>
        </Group>
      ) : null}
      {!data && loading ? (
        <Center py="lg">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : !data && error ? (
        <Alert color="red" role="alert">
          {t('milestones.loadFailed')}
        </Alert>
      ) : milestones.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('milestones.empty')}
        </Text>
      ) : (
        <Paper withBorder radius="md" px="sm" component="ul" m={0} style={{ listStyle: 'none' }} aria-label={t('milestones.list')}>
          {milestones.map((milestone) => (
            <Group
              key={milestone._id}
              component="li"
              gap="sm"
              py="sm"
              wrap="wrap"
              justify="space-between"
              style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {milestone.name}
                </Text>
                {milestone.description ? (
                  <Text dir="auto" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {milestone.description}
                  </Text>
                ) : null}
                <Group gap="md" wrap="wrap">
                  <Text size="xs" c="dimmed">
                    {milestone.dueDate ? t('milestones.due', { date: date(milestone.dueDate) }) : t('milestones.noDueDate')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {milestone.owner ? t('milestones.ownedBy', { name: milestone.owner.fullName }) : t('milestones.noOwner')}
                  </Text>
                </Group>
              </Stack>
              <Group gap="xs" wrap="nowrap">
                <Badge color={STATUS_COLORS[milestone.status] ?? 'gray'} variant="light" radius="sm" tt="none">
                  {t(`milestones.statuses.${milestone.status}`, { defaultValue: milestone.status })}
                </Badge>
                {startup.viewerCan.editMilestone ? (
                  <>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('milestones.editOf', { name: milestone.name })} onClick={() => setOpen({ milestone })}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                    <ActionIcon variant="subtle" color="red" aria-label={t('milestones.deleteOf', { name: milestone.name })} onClick={() => void deleteMilestone(milestone)}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </>
                ) : null}
              </Group>
            </Group>
          ))}
        </Paper>
      )}
      <MilestoneDialog startupId={startupId} request={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}

function MilestoneDialog({ startupId, request, onClose }: { startupId: string; request: { milestone: Milestone | null } | null; onClose: () => void }) {
  const { t } = useTranslation('startupFile');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={request !== null} onClose={onClose} title={request?.milestone ? t('milestones.editTitle') : t('milestones.newTitle')} dirty={request !== null && dirty}>
      {request ? <MilestoneForm startupId={startupId} milestone={request.milestone} onDone={onClose} onDirtyChange={setDirty} /> : null}
    </Dialog>
  );
}

function MilestoneForm({
  startupId,
  milestone,
  onDone,
  onDirtyChange,
}: {
  startupId: string;
  milestone: Milestone | null;
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const { t } = useTranslation('startupFile');
  const { t: tv } = useTranslation(['startupFile', 'validation']);
  const startup = useStartupFile();
  const labels = {
    name: t('milestones.name'),
    description: t('milestones.description'),
    dueDate: t('milestones.dueDate'),
    ownerId: t('milestones.owner'),
    status: t('milestones.status'),
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels change with `tv`'s language.
  const rules = useMemo(() => milestoneRules(tv as never, labels), [tv]);
  const form = useForm<MilestoneValues>(milestoneValues(milestone), rules);
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [create, creating] = useMutation(CREATE_STARTUP_MILESTONE, { context: { showsOwnError: true }, refetchQueries: [STARTUP_MILESTONES] });
  const [update, updating] = useMutation(UPDATE_STARTUP_MILESTONE, { context: { showsOwnError: true } });
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const owners = startupPeople(startup).map((person) => ({ value: person._id, label: person.fullName }));
  const field = <K extends keyof MilestoneValues>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? serverErrors[name] };
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    const data = milestoneInput(values);
    try {
      if (milestone) await update({ variables: { milestoneId: milestone._id, data } });
      else await create({ variables: { startupId, data } });
      showSuccess(milestone ? t('milestones.saved') : t('milestones.created'));
      onDone();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setServerErrors(Object.fromEntries(Object.entries(fields).map(([name, message]) => [name.split('.')[0], message])));
      setFailure(messageBesideFields(error, (name) => name.split('.')[0] in values, { networkError: t('common:networkError') }));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <TextField {...field('name')} label={labels.name} required data-autofocus />
        <TextAreaField {...field('description')} label={labels.description} optional minRows={2} />
        <DateField {...field('dueDate')} label={labels.dueDate} optional />
        <SelectField {...field('ownerId')} label={labels.ownerId} data={owners} clearable searchable optional />
        <SelectField
          {...field('status')}
          label={labels.status}
          data={MILESTONE_STATUSES.map((status) => ({ value: status, label: t(`milestones.statuses.${status}`) }))}
          onChange={(value) => value && form.setValue('status', value)}
          allowDeselect={false}
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onDone}>
            {t('common:feedback.cancel')}
          </Button>
          <Button type="submit" loading={creating.loading || updating.loading}>
            {milestone ? t('milestones.save') : t('milestones.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
