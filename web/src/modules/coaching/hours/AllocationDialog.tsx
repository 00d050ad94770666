import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, NumberInput, SegmentedControl, Select, Stack, Table, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { HOUR_UNITS, type HourUnit } from '@seedbed/contracts/coaching';
import { HOUR_ALLOCATION_MAX } from '@seedbed/contracts/coaching-input';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { useForm } from '../../../ui/form/useForm';
import { allocationRules, toAllocationInput, type AllocationValues } from './allocationForm';
import { formatMinutes } from './duration';
import { HOUR_BALANCE, REMOVE_HOUR_ALLOCATION, SET_HOUR_ALLOCATION, type HourAllocationData } from './graphql';

interface Props {
  opened: boolean;
  onClose: () => void;
  startupId: string;
  allocations: HourAllocationData[];
  programs: Array<{ _id: string; name: string }>;
}

/** Staff give a startup its coaching hours, overall or per programme, and take an allocation back. */
export function AllocationDialog({ opened, onClose, startupId, allocations, programs }: Props) {
  const { t } = useTranslation('mentorMatching');
  const confirm = useConfirm();
  const overall = allocations.find((a) => !a.programId);
  const initial: AllocationValues = { programId: '', amount: overall?.amount ?? '', unit: (overall?.unit as HourUnit | undefined) ?? 'HOUR' };
  const form = useForm<AllocationValues>(initial, allocationRules(t, startupId));
  const [error, setError] = useState<string | null>(null);
  const refetchQueries = [{ query: HOUR_BALANCE, variables: { startupId } }];
  const [save, { loading }] = useMutation(SET_HOUR_ALLOCATION, { refetchQueries, awaitRefetchQueries: true });
  const [remove] = useMutation(REMOVE_HOUR_ALLOCATION, { refetchQueries, awaitRefetchQueries: true });

  const close = () => {
    form.reset(initial);
    setError(null);
    onClose();
  };

  const pickProgram = (programId: string) => {
    const existing = allocations.find((a) => (a.programId ?? '') === programId);
    form.setValues({ programId, amount: existing?.amount ?? '', unit: (existing?.unit as HourUnit | undefined) ?? 'HOUR' });
  };

  const submit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await save({ variables: { input: toAllocationInput(startupId, values) as never }, context: { showsOwnError: true } });
      showSuccess(t('hours.saved'));
      close();
    } catch (e) {
      const fields = fieldErrorsOf(e);
      setError(fields.amount ? fields.amount : (messageBesideFields(e, (f) => f === 'amount', { networkError: t('common:networkError') }) ?? null));
    }
  });

  const removeOne = async (allocation: HourAllocationData) => {
    const sure = await confirm({
      title: t('hours.removeTitle'),
      message: t('hours.removeMessage', { name: allocation.programName ?? t('hours.overall') }),
      confirmLabel: t('hours.remove'),
    });
    if (!sure) return;
    try {
      await remove({ variables: { id: allocation._id }, context: { showsOwnError: true } });
      showSuccess(t('hours.removed'));
    } catch (e) {
      setError(messageBesideFields(e, () => false, { networkError: t('common:networkError') }) ?? null);
    }
  };

  const programChoices = [{ value: '', label: t('hours.overall') }, ...programs.map((p) => ({ value: p._id, label: p.name }))];

  return (
    <Dialog opened={opened} onClose={close} dirty={form.dirty} title={t('hours.dialogTitle')} size="md">
      <Stack gap="md">
        {allocations.length > 0 && (
          <Table.ScrollContainer minWidth={260}>
            <Table verticalSpacing="xs" aria-label={t('hours.current')}>
              <Table.Tbody>
                {allocations.map((a) => (
                  <Table.Tr key={a._id}>
                    <Table.Td>{a.programName ?? t('hours.overall')}</Table.Td>
                    <Table.Td>{t(`hours.amount.${a.unit}`, { count: a.amount })}</Table.Td>
                    <Table.Td c="dimmed">{formatMinutes(t, a.minutes)}</Table.Td>
                    <Table.Td w={40}>
                      <ActionIcon variant="subtle" color="red" aria-label={t('hours.removeNamed', { name: a.programName ?? t('hours.overall') })} onClick={() => void removeOne(a)}>
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">
            {programs.length > 0 && (
              <Select
                label={t('hours.fields.programId')}
                data={programChoices}
                value={form.values.programId}
                onChange={(value) => pickProgram(value ?? '')}
                allowDeselect={false}
              />
            )}
            <Group align="flex-start" gap="sm" wrap="wrap">
              <NumberInput
                {...form.field('amount')}
                style={{ flex: '1 1 140px' }}
                label={t('hours.fields.amount')}
                min={0}
                max={HOUR_ALLOCATION_MAX}
                decimalScale={2}
                required
                onChange={(value) => form.setValue('amount', value === '' ? '' : Number(value))}
              />
              <Stack gap={4} style={{ flex: '1 1 160px' }}>
                <Text size="sm" fw={500} id="hour-unit-label">
                  {t('hours.fields.unit')}
                </Text>
                <SegmentedControl
                  aria-labelledby="hour-unit-label"
                  data={HOUR_UNITS.map((unit) => ({ value: unit, label: t(`hours.units.${unit}`) }))}
                  value={form.values.unit}
                  onChange={(value) => form.setValue('unit', value as HourUnit)}
                />
              </Stack>
            </Group>
            <Text size="xs" c="dimmed">
              {t('hours.dayHelp')}
            </Text>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                {t('common:feedback.cancel')}
              </Button>
              <Button type="submit" loading={loading}>
                {t('hours.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Dialog>
  );
}
