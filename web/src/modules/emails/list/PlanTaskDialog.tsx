import { useState } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { TASK_NAME_MAX_LENGTH } from '@seedbed/contracts/validation';
import { endOfLocalDay } from '@seedbed/contracts/time';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { DateField } from '../../../ui/form/DateField';
import { LazyDateTimeField } from '../../../ui/form/LazyDateTimeField';
import { PeopleMultiPicker } from '../../startups/shared/PeoplePicker';
import { CREATE_PLANNED_ACTION } from '../graphql';
import { plannedInstant, useOrganisationZone } from '../shared/time';

const OWN_ERRORS = { showsOwnError: true };

/** The calendar day a date picker chose, as yyyy-mm-dd (the picker gives local midnight). */
const dayOf = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/**
 * Plans a task to be made later (CREATE:PLANNED_ACTION): its name, the people it goes to and its
 * due date, as the task dialog takes them, and when it is made — on the organisation's clock. The
 * server checks the task as it will be then.
 */
export function PlanTaskDialog({ onClose, onPlanned }: { onClose: () => void; onPlanned: () => void }) {
  const { t } = useTranslation('emails');
  const zone = useOrganisationZone();
  const errorMessage = useErrorMessage();
  const [plan, { loading }] = useMutation(CREATE_PLANNED_ACTION);
  const [name, setName] = useState('');
  const [assignees, setAssignees] = useState<string[]>([]);
  const [due, setDue] = useState<Date | null>(null);
  const [runAt, setRunAt] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const problems: Record<string, string> = {};
    if (!name.trim()) problems.name = t('planTask.nameRequired');
    if (!assignees.length) problems.assignees = t('planTask.assigneesRequired');
    if (!due) problems.dueDate = t('planTask.dueRequired');
    const at = plannedInstant(runAt, zone);
    if (typeof at === 'string') problems.runAt = t(at);
    setErrors(problems);
    if (Object.keys(problems).length || typeof at === 'string' || !due) return;
    const payload = { name: name.trim(), dueDate: endOfLocalDay(dayOf(due), zone).toISOString(), assignees: assignees.map((value) => ({ type: 'user', value })) };
    try {
      await plan({ variables: { kind: 'TASK', runAt: at.toISOString(), payload: JSON.stringify(payload) }, context: OWN_ERRORS });
      showSuccess(t('planTask.planned'));
      onPlanned();
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      const mapped = {
        name: fields['payload.name'],
        assignees: fields['payload.assignees'] ?? fields['payload.assignees.0.value'],
        dueDate: fields['payload.dueDate'],
        runAt: fields.runAt,
      };
      if (Object.values(mapped).some(Boolean)) setErrors(Object.fromEntries(Object.entries(mapped).filter(([, v]) => v)) as Record<string, string>);
      else showError(errorMessage(failure));
    }
  };

  return (
    <Dialog opened onClose={onClose} title={t('planTask.title')} dirty={Boolean(name || assignees.length || due || runAt)}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label={t('planTask.name')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={TASK_NAME_MAX_LENGTH}
            error={errors.name}
            required
            data-autofocus
          />
          <PeopleMultiPicker label={t('planTask.assignees')} roleTypes={null} value={assignees} onChange={setAssignees} error={errors.assignees} />
          <DateField label={t('planTask.dueDate')} value={due} onChange={setDue} error={errors.dueDate} touched />
          <LazyDateTimeField
            label={t('planTask.runAt')}
            description={t('runAt.zone', { zone })}
            loadingLabel={t('loading')}
            value={runAt}
            onChange={setRunAt}
            error={errors.runAt}
            clearable={false}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('actions.close')}
            </Button>
            <Button type="submit" loading={loading}>
              {t('planTask.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
