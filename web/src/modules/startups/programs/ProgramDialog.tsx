import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { DateField } from '../../../ui/form/DateField';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_PROGRAM, UPDATE_PROGRAM, type ProgramSummaryData } from '../graphql';
import { emptyProgramValues, PROGRAM_FIELDS, programRules, programValues, toProgramInput, type ProgramFormValues } from './programForm';

const OWN_ERRORS = { context: { showsOwnError: true } };

interface ProgramDialogProps {
  opened: boolean;
  /** Null to create a programme. */
  program: ProgramSummaryData | null;
  onClose: () => void;
  onSaved: (program: ProgramSummaryData, created: boolean) => void;
}

/** Create or edit a programme: its name, description, cohort and dates. */
export function ProgramDialog({ opened, program, onClose, onSaved }: ProgramDialogProps) {
  const { t } = useTranslation('startups');
  const [dirty, setDirty] = useState(false);
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={program ? t('programs.editTitle', { name: program.name }) : t('programs.createTitle')} size="lg" centered>
      {opened && <ProgramForm key={program?._id ?? 'new'} program={program} onDone={onClose} onSaved={onSaved} onDirtyChange={setDirty} />}
    </Dialog>
  );
}

function ProgramForm({
  program,
  onDone,
  onSaved,
  onDirtyChange,
}: Omit<ProgramDialogProps, 'opened' | 'onClose'> & { onDone: () => void; onDirtyChange: (dirty: boolean) => void }) {
  const { t } = useTranslation(['startups', 'validation']);
  const initial = useMemo(() => (program ? programValues(program) : emptyProgramValues()), [program]);
  const form = useForm<ProgramFormValues>(initial, programRules(t as unknown as TFunction));
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof ProgramFormValues, string>>>({});
  const [failure, setFailure] = useState<string>();
  const [create, created] = useMutation(CREATE_PROGRAM);
  const [update, updated] = useMutation(UPDATE_PROGRAM);

  const field = <K extends keyof ProgramFormValues>(name: K) => {
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

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(undefined);
    try {
      const data = toProgramInput(values);
      if (program) {
        const answer = await update({ variables: { programId: program._id, data }, ...OWN_ERRORS });
        if (answer.data) onSaved(answer.data.updateProgram, false);
        showSuccess(t('programs.saved', { name: data.name }));
      } else {
        const answer = await create({ variables: { data }, ...OWN_ERRORS });
        if (answer.data) onSaved(answer.data.createProgram, true);
        showSuccess(t('programs.created', { name: data.name }));
      }
      onDone();
    } catch (error) {
      const own: Partial<Record<keyof ProgramFormValues, string>> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) {
        const name = path.split('.')[0] as keyof ProgramFormValues;
        if ((PROGRAM_FIELDS as readonly string[]).includes(name)) own[name] ??= message;
      }
      setServerErrors(own);
      setFailure(messageBesideFields(error, (path) => (PROGRAM_FIELDS as readonly string[]).includes(path.split('.')[0]), { networkError: t('common:networkError') }));
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField {...field('name')} label={t('programs.fields.name')} required data-autofocus />
        <TextField {...field('cohort')} label={t('programs.fields.cohort')} optional />
        <TextAreaField {...field('description')} label={t('programs.fields.description')} optional />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <DateField {...field('startDate')} label={t('programs.fields.startDate')} optional valueFormat="YYYY-MM-DD" popoverProps={{ withinPortal: true }} />
          <DateField {...field('endDate')} label={t('programs.fields.endDate')} optional valueFormat="YYYY-MM-DD" popoverProps={{ withinPortal: true }} />
        </SimpleGrid>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {program ? t('actions.save') : t('actions.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
