import { useEffect, useMemo, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, messageBesideFields } from '../../../app/apollo/errorMessage';
import { trackBatch } from '../../../shell/batch/batchStore';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { DateField } from '../../../ui/form/DateField';
import { NumberField } from '../../../ui/form/NumberField';
import { MultiSelectField } from '../../../ui/form/SelectFields';
import { useForm } from '../../../ui/form/useForm';
import { assignRules, COLLECTION_MAX_DUE_DAYS, newAssignValues, toAssignInput, type AssignFormValues, type AssignTarget } from './assignForm';
import { ASSIGN_CHOICES, ASSIGN_STARTUP_CHOICES, CREATE_DATA_COLLECTION, DATA_COLLECTIONS } from './graphql';

export interface AssignMetricsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Startups chosen beforehand (the grid's selection). */
  startupIds?: string[];
  /** Told once the assignment was made (at once, or handed to the batch banner). */
  onAssigned?: () => void;
}

/** 'Assign metrics': programmes or startups, the metrics, the first period and the due days. */
export function AssignMetricsDialog({ opened, onClose, startupIds, onAssigned }: AssignMetricsDialogProps) {
  const { t } = useTranslation('metrics');
  const [dirty, setDirty] = useState(false);
  const phone = useMediaQuery('(max-width: 575.98px)');
  return (
    <Dialog opened={opened} onClose={onClose} dirty={dirty} title={t('collections.assignTitle')} size="lg" fullScreen={phone} centered>
      {opened && (
        <AssignMetricsForm
          initialStartupIds={startupIds ?? []}
          onDirtyChange={setDirty}
          onCancel={onClose}
          onDone={() => {
            onAssigned?.();
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}

interface Option {
  value: string;
  label: string;
}

function AssignMetricsForm({
  initialStartupIds,
  onDirtyChange,
  onCancel,
  onDone,
}: {
  initialStartupIds: string[];
  onDirtyChange: (dirty: boolean) => void;
  onCancel: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation(['metrics', 'validation', 'common']);
  const term = useStartupTerm();
  const { user } = useShellUser();
  // Several startups or a programme need bulkDataAssignation; programmes, the permission for every startup.
  const bulk = Boolean(user?.flags.bulkDataAssignation);
  const mayUsePrograms = bulk && user?.permissions['METRICS/EDIT:VIEW'] === 'ALL';
  const labels = {
    programIds: t('collections.fields.programs'),
    startupIds: t('collections.fields.startups', { startups: term.plural }),
    metricIds: t('collections.fields.metrics'),
    startsOn: t('collections.fields.startsOn'),
    dueDays: t('collections.fields.dueDays'),
  };
  const [initial] = useState(() => newAssignValues(new Date(), initialStartupIds));
  const form = useForm<AssignFormValues>(initial, assignRules(t, labels));
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const field = form.field;

  const choices = useQuery(ASSIGN_CHOICES);
  const metrics = useMemo(() => (choices.data?.metrics ?? []).filter((m) => !m.archived).map((m) => ({ value: m._id, label: m.name })), [choices.data]);
  const programs = useMemo(() => (choices.data?.programs ?? []).map((p) => ({ value: p._id, label: p.name })), [choices.data]);

  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useQuery(ASSIGN_STARTUP_CHOICES, { variables: { search: debounced || null } });
  // Chosen startups keep their names while the search shows others.
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    const rows = found.data?.startups.results ?? [];
    if (rows.length) setKnown((old) => new Map([...old, ...rows.map((r) => [r._id, r.name] as const)]));
  }, [found.data]);
  const startupOptions: Option[] = useMemo(() => {
    const shown = new Map<string, string>();
    for (const id of form.values.startupIds) shown.set(id, known.get(id) ?? id);
    for (const row of found.data?.startups.results ?? []) shown.set(row._id, row.name);
    return [...shown].map(([value, label]) => ({ value, label }));
  }, [found.data, known, form.values.startupIds]);

  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [create, created] = useMutation(CREATE_DATA_COLLECTION, { refetchQueries: [DATA_COLLECTIONS] });

  const shownError = (name: keyof typeof labels) => field(name).error ?? serverErrors[name];

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    setServerErrors({});
    try {
      const answer = await create({ variables: { input: toAssignInput(values) }, context: { showsOwnError: true } });
      const result = answer.data?.createDataCollection;
      if (result?.operationId) {
        trackBatch({ operationId: result.operationId, family: 'startups', total: result.count, outcomeKey: 'metrics:collections.batchOutcome' });
      } else {
        showSuccess(t('collections.assigned'));
      }
      onDone();
    } catch (error) {
      const onFields: Record<string, string> = {};
      for (const [name, message] of Object.entries(fieldErrorsOf(error))) onFields[name.split('.')[0]] ??= message;
      setServerErrors(onFields);
      setFailure(messageBesideFields(error, (name) => name.split('.')[0] in labels, { networkError: t('common:networkError') }));
    }
  });

  const setTarget = (target: AssignTarget) => form.setValue('target', target);

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        {mayUsePrograms ? (
          <SegmentedControl
            aria-label={t('collections.fields.target')}
            value={form.values.target}
            onChange={(value) => setTarget(value as AssignTarget)}
            data={[
              { value: 'startups', label: term.plural },
              { value: 'programs', label: t('collections.fields.programs') },
            ]}
          />
        ) : null}
        {form.values.target === 'programs' ? (
          <MultiSelectField
            {...field('programIds')}
            error={shownError('programIds')}
            label={labels.programIds}
            description={t('collections.programsHint', { startups: term.plural })}
            data={programs}
            searchable
            hidePickedOptions
            required
            nothingFoundMessage={t('collections.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        ) : (
          <MultiSelectField
            {...field('startupIds')}
            error={shownError('startupIds')}
            label={labels.startupIds}
            description={bulk ? undefined : t('collections.oneStartupHint', { startup: term.singular })}
            data={startupOptions}
            maxValues={bulk ? undefined : 1}
            searchable
            searchValue={search}
            onSearchChange={setSearch}
            // The server searched already: every option it answered is shown.
            filter={({ options }) => options}
            hidePickedOptions
            required
            nothingFoundMessage={found.loading ? t('collections.searching') : t('collections.nothingFound')}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
        <MultiSelectField
          {...field('metricIds')}
          error={shownError('metricIds')}
          label={labels.metricIds}
          data={metrics}
          searchable
          hidePickedOptions
          required
          nothingFoundMessage={t('collections.nothingFound')}
          comboboxProps={{ withinPortal: true }}
        />
        <Group grow align="flex-start" wrap="wrap" gap="md">
          <DateField
            {...field('startsOn')}
            error={shownError('startsOn')}
            onChange={(value) => form.setValue('startsOn', value)}
            onBlur={() => form.touch('startsOn')}
            label={labels.startsOn}
            description={t('collections.startsOnHint')}
            valueFormat="YYYY-MM-DD"
            required
            miw={200}
            popoverProps={{ withinPortal: true }}
          />
          <NumberField
            {...field('dueDays')}
            error={shownError('dueDays')}
            label={labels.dueDays}
            description={t('collections.dueDaysHint')}
            min={0}
            max={COLLECTION_MAX_DUE_DAYS}
            allowDecimal={false}
            allowNegative={false}
            required
            miw={200}
          />
        </Group>
        {choices.error ? (
          <Text c="red" size="sm" role="alert">
            {t('collections.choicesFailed')}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel}>
            {t('collections.cancel')}
          </Button>
          <Button type="submit" loading={created.loading}>
            {t('collections.assign')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
