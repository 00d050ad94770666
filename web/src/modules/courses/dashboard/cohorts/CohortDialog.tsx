import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { COHORT_NAME_MAX } from '@seedbed/contracts/courses';
import { cohortSchema } from '@seedbed/contracts/courses-input';
import { fieldErrorsOf, messageBesideFields } from '../../../../app/apollo/errorMessage';
import { Dialog } from '../../../../ui/dialog/Dialog';
import { DateField } from '../../../../ui/form/DateField';
import { SelectField } from '../../../../ui/form/SelectFields';
import { TextField } from '../../../../ui/form/TextFields';
import { toDate } from '../../../../ui/form/toDate';
import { issueMessage, schemaRules } from '../../../../ui/form/schemaRules';
import { useForm } from '../../../../ui/form/useForm';
import { useRules } from '../../../../ui/form/useRules';
import { COHORT_PROGRAM_CHOICES, CREATE_COHORT, UPDATE_COHORT, type CohortData, type CohortInput } from '../graphql';

interface Values {
  name: string;
  startsAt: Date | null;
  endsAt: Date | null;
  programId: string | null;
}
const FIELDS = ['name', 'startsAt', 'endsAt', 'programId'] as const;

export const cohortInput = (values: Values): CohortInput => ({
  name: values.name.trim(),
  startsAt: values.startsAt ? values.startsAt.toISOString() : '',
  endsAt: values.endsAt ? values.endsAt.toISOString() : null,
  programId: values.programId || null,
});

interface CohortDialogProps {
  courseId: string;
  /** The cohort edited; null for a new one. */
  cohort: CohortData | null;
  opened: boolean;
  onClose: () => void;
  onSaved: (cohort: CohortData) => void;
}

/** A cohort's name, its start (drip release counts from it), its end, and the programme it is for. */
export function CohortDialog({ courseId, cohort, opened, onClose, onSaved }: CohortDialogProps) {
  const { t } = useTranslation('courseDashboard');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={cohort ? t('cohorts.editTitle') : t('cohorts.createTitle')} centered>
      {opened && <CohortForm courseId={courseId} cohort={cohort} onCancel={onClose} onSaved={onSaved} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function CohortForm({
  courseId,
  cohort,
  onCancel,
  onSaved,
  onDirtyChange,
}: Omit<CohortDialogProps, 'opened' | 'onClose'> & { onCancel: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['courseDashboard', 'courses', 'validation', 'common']);
  const rules = useRules();
  const labels = useMemo<Record<(typeof FIELDS)[number], string>>(
    () => ({
      name: t('courseDashboard:cohorts.fields.name'),
      startsAt: t('courseDashboard:cohorts.fields.startsAt'),
      endsAt: t('courseDashboard:cohorts.fields.endsAt'),
      programId: t('courseDashboard:cohorts.fields.program'),
    }),
    [t],
  );
  // The server's schema decides; "required" is worded as everywhere in the interface.
  const checks = useMemo(
    () => schemaRules<Values>(cohortSchema(), cohortInput, FIELDS, (issue) => issueMessage(t as unknown as TFunction, issue, labels[issue.field as keyof typeof labels] ?? '')),
    [t, labels],
  );
  const form = useForm<Values>(
    { name: cohort?.name ?? '', startsAt: toDate(cohort?.startsAt), endsAt: toDate(cohort?.endsAt), programId: cohort?.programId ?? null },
    {
      name: [rules.required(labels.name), ...(checks.name ?? [])],
      startsAt: [rules.required(labels.startsAt), ...(checks.startsAt ?? [])],
      endsAt: checks.endsAt,
      programId: checks.programId,
    },
  );
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const programs = useQuery(COHORT_PROGRAM_CHOICES, { fetchPolicy: 'cache-and-network' });
  const programChoices = useMemo(() => (programs.data?.programs ?? []).map((p) => ({ value: p._id, label: p.cohort ? `${p.name} (${p.cohort})` : p.name })), [programs.data]);
  const [create, created] = useMutation(CREATE_COHORT);
  const [update, updated] = useMutation(UPDATE_COHORT);
  const [failure, setFailure] = useState<string>();
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    const data = cohortInput(values);
    try {
      if (cohort) {
        const answer = await update({ variables: { cohortId: cohort._id, data }, context: { showsOwnError: true } });
        if (answer.data) onSaved(answer.data.updateCohort);
      } else {
        const answer = await create({ variables: { courseId, data }, context: { showsOwnError: true } });
        if (answer.data) onSaved(answer.data.createCohort);
      }
    } catch (error) {
      const own: Record<string, string> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) own[path.replace(/^data\./, '').split('.')[0]] ??= message;
      setServerErrors(own);
      setFailure(
        messageBesideFields(error, (path) => (FIELDS as readonly string[]).includes(path.replace(/^data\./, '').split('.')[0]), { networkError: t('common:networkError') }),
      );
    }
  });
  const field = <K extends keyof Values>(name: K) => {
    const props = form.field(name);
    return { ...props, error: props.error ?? serverErrors[name] };
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField {...field('name')} label={labels.name} placeholder={t('courseDashboard:cohorts.fields.namePlaceholder')} maxLength={COHORT_NAME_MAX} required data-autofocus />
        <Group grow align="flex-start" wrap="wrap" gap="sm">
          <DateField {...field('startsAt')} label={labels.startsAt} description={t('courseDashboard:cohorts.fields.startsAtHelp')} required miw={180} />
          <DateField {...field('endsAt')} label={labels.endsAt} optional miw={180} />
        </Group>
        <SelectField
          {...field('programId')}
          label={t('courseDashboard:cohorts.fields.program')}
          description={t('courseDashboard:cohorts.fields.programHelp')}
          data={programChoices}
          searchable
          clearable
          optional
          comboboxProps={{ withinPortal: true }}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('courseDashboard:actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {cohort ? t('courseDashboard:actions.save') : t('courseDashboard:actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
