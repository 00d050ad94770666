import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { DateField } from '../../../ui/form/DateField';
import { MultiSelectField, SelectField } from '../../../ui/form/SelectFields';
import { TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { CREATE_TASK, UPDATE_TASK, type AssigneeGroup, type Task } from '../graphql';
import { announceTaskChange } from '../taskEvents';
import { useTaskActions } from '../row/useTaskActions';
import { editTaskValues, newTaskValues, normaliseTaskUrl, optionKey, serverFieldErrors, taskRules, toTaskInput, type TaskFormValues } from './taskForm';

/** The form shows a failed save itself, each message once: on its field, else in one toast. */
const OWN_ERRORS = { showsOwnError: true };

/** Spec 1 §5: after a save with no assignees, the field gets the focus back this much later. */
export const ASSIGNEE_FOCUS_DELAY_MS = 200;

interface TaskFormProps {
  groups: AssigneeGroup[];
  viewerId: string;
  task: (Task & { assigneeChoices: Array<{ type: string; value: string }> }) | null;
  onDone: () => void;
  /** Told whether the form holds changes not saved yet, so that closing can ask first. */
  onDirtyChange?: (dirty: boolean) => void;
}

export function TaskForm({ groups, viewerId, task, onDone, onDirtyChange }: TaskFormProps) {
  const { t } = useTranslation(['tasks', 'validation']);
  const term = useStartupTerm();
  const errorMessage = useErrorMessage();
  const timeZone = useTenant().incubator?.timezone || 'UTC';
  const { remove } = useTaskActions();
  const assigneeRef = useRef<HTMLInputElement>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof TaskFormValues, string>>>({});
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const offered = useMemo(() => new Set(groups.flatMap((g) => g.options.map(optionKey))), [groups]);
  // A new task is the viewer's own until they choose otherwise (the drawer's 'Add Task').
  const defaultAssignees = useMemo(() => (offered.has(`user:${viewerId}`) ? [`user:${viewerId}`] : []), [offered, viewerId]);
  const initial = useMemo(() => (task ? editTaskValues(task, timeZone) : newTaskValues(new Date(), timeZone, defaultAssignees)), [task, timeZone, defaultAssignees]);
  const form = useForm<TaskFormValues>(
    initial,
    taskRules(t, timeZone, () => new Date(), t('fields.startup', { startup: term.singular })),
  );
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);
  const [create, created] = useMutation(CREATE_TASK);
  const [update, updated] = useMutation(UPDATE_TASK);

  const data = groups.map((g) => ({ group: g.label, items: g.options.map((o) => ({ value: optionKey(o), label: o.label })) }));
  const startups = groups.flatMap((g) => g.options.filter((o) => o.type === 'startup')).map((o) => ({ value: o.value, label: o.label }));

  const [restoredAt, setRestoredAt] = useState(0);
  useEffect(() => {
    if (!restoredAt) return;
    const timer = setTimeout(() => assigneeRef.current?.focus(), ASSIGNEE_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [restoredAt]);
  const [emptyAttempt, setEmptyAttempt] = useState(false);

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    try {
      if (task) {
        const answer = await update({ variables: { taskId: task._id, updatedTask: toTaskInput(values, timeZone) }, context: OWN_ERRORS });
        announceTaskChange({ kind: 'updated', taskId: task._id, task: answer.data?.updateTask });
        showSuccess(t('dialog.saved'));
      } else {
        const answer = await create({ variables: toTaskInput(values, timeZone), context: OWN_ERRORS });
        const made = answer.data!.createTask;
        announceTaskChange({ kind: 'created', taskId: made._id, task: made });
        showSuccess(t('dialog.created'));
      }
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      if (Object.keys(fields).length === 0) showError(errorMessage(error));
    }
  });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (form.values.assignees.length === 0) {
      // Spec 1 §5: the defaults come back and the field is focused, with the message shown.
      form.setValue('assignees', task ? initial.assignees : defaultAssignees);
      form.touch('assignees');
      setEmptyAttempt(true);
      setRestoredAt(Date.now());
    }
    submit(event);
  };

  const field = <K extends keyof TaskFormValues>(name: K) => {
    const props = form.field(name);
    return {
      ...props,
      error: props.error ?? serverErrors[name],
      onChange: (next: Parameters<typeof props.onChange>[0]) => {
        setServerErrors(({ [name]: _dropped, ...rest }) => rest as typeof serverErrors);
        props.onChange(next);
      },
    };
  };
  const assignees = field('assignees');

  const onDelete = async () => {
    if (!task) return;
    setDeleteError(null);
    setDeleting(true);
    try {
      if (await remove(task)) onDone();
    } catch (error) {
      // Said once, in the dialog beside the button, not again in a toast.
      setDeleteError(t('dialog.deleteFailed', { message: errorMessage(error) }));
    } finally {
      setDeleting(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {deleteError ? (
          <Alert color="red" role="alert" withCloseButton closeButtonLabel={t('common:close')} onClose={() => setDeleteError(null)}>
            {deleteError}
          </Alert>
        ) : null}
        <TextField {...field('name')} label={t('fields.name')} required data-autofocus />
        <DateField {...field('dueDate')} label={t('fields.dueDate')} required valueFormat="YYYY-MM-DD" popoverProps={{ withinPortal: true }} />
        <MultiSelectField
          {...assignees}
          ref={assigneeRef}
          error={assignees.error ?? (emptyAttempt ? t('validation.assigneeRequired') : undefined)}
          onChange={(next) => {
            setEmptyAttempt(false);
            assignees.onChange(next);
          }}
          label={t('fields.assignees')}
          required
          data={data}
          searchable
          hidePickedOptions
          nothingFoundMessage={t('fields.noOptions')}
          aria-description={t('fields.assigneesSearch', { startups: term.plural })}
          comboboxProps={{ withinPortal: true }}
        />
        <TextField
          {...field('url')}
          label={t('fields.url')}
          optional
          description={t('fields.urlHint')}
          inputMode="url"
          onBlur={() => {
            // The link helper: show the address as it will be saved.
            const normalised = normaliseTaskUrl(form.values.url);
            if (normalised && normalised !== form.values.url) form.setValue('url', normalised);
            form.touch('url');
          }}
        />
        {startups.length ? (
          <SelectField
            {...field('startupId')}
            label={t('fields.startup', { startup: term.singular })}
            optional
            data={startups}
            searchable
            clearable
            comboboxProps={{ withinPortal: true }}
          />
        ) : null}
        <Group justify="space-between" gap="sm" mt="xs">
          {task ? (
            <Button variant="subtle" color="red" onClick={() => void onDelete()} loading={deleting}>
              {t('dialog.delete')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onDone}>
              {t('dialog.cancel')}
            </Button>
            <Button type="submit" loading={created.loading || updated.loading}>
              {t('dialog.save')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
