import { useEffect, useMemo, useRef, useState } from 'react';
import { Accordion, Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '@seedbed/contracts/languages';
import { METRIC_CATEGORIES, METRIC_UNIT_TYPES, RECURRENCE_TYPES } from '@seedbed/contracts/metrics';
import { METRIC_CUSTOM_UNIT_MAX_LENGTH, METRIC_DESCRIPTION_MAX_LENGTH, METRIC_NAME_MAX_LENGTH } from '@seedbed/contracts/metrics-input';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { showSuccess } from '../../../ui/feedback/notify';
import { NumberField } from '../../../ui/form/NumberField';
import { SelectField } from '../../../ui/form/SelectFields';
import { TextAreaField, TextField } from '../../../ui/form/TextFields';
import { useForm } from '../../../ui/form/useForm';
import { CREATE_METRIC, METRIC_DEFINITIONS, UPDATE_METRIC, type MetricDefinitionRow } from './graphql';
import { metricRules, metricValues, readableFormula, toMetricInput, type MetricFormValues } from './metricForm';
import { RulesEditor } from './RulesEditor';

const OTHER_LANGUAGES = LANGUAGES.filter((language) => language !== 'en');

interface MetricFormProps {
  metric: MetricDefinitionRow | null;
  /** Every metric of the organisation, for formulas and rules. */
  metrics: readonly MetricDefinitionRow[];
  onDone: () => void;
  onDirtyChange: (dirty: boolean) => void;
}

/** A metric's definition (spec 2 §3, §5): its names, unit, category, recurrence, formula and rules. */
export function MetricForm({ metric, metrics, onDone, onDirtyChange }: MetricFormProps) {
  const { t } = useTranslation(['metrics', 'validation']);
  const errorMessage = useErrorMessage();
  const initial = useMemo(() => metricValues(metric), [metric]);
  const form = useForm<MetricFormValues>(initial, metricRules(t));
  useEffect(() => onDirtyChange(form.dirty), [form.dirty, onDirtyChange]);
  const [serverErrors, setServerErrors] = useState<Partial<Record<keyof MetricFormValues, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const refetch = { refetchQueries: [METRIC_DEFINITIONS], awaitRefetchQueries: true, context: { showsOwnError: true } };
  const [create, created] = useMutation(CREATE_METRIC, refetch);
  const [update, updated] = useMutation(UPDATE_METRIC, refetch);
  const formulaRef = useRef<HTMLTextAreaElement>(null);

  const core = Boolean(metric?.core);
  const others = metrics.filter((m) => m._id !== metric?._id && !m.archived && m.unitOfMeasure.unitType !== 'DATE').map((m) => ({ value: m._id, label: m.name }));
  const nameOf = (id: string) => metrics.find((m) => m._id === id)?.name;
  const isDate = form.values.unitType === 'DATE';

  const field = <K extends keyof MetricFormValues>(name: K) => {
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
  const setText = (key: 'names' | 'descriptions', language: Language, value: string) => {
    setServerErrors(({ [key]: _dropped, ...rest }) => rest as typeof serverErrors);
    form.setValue(key, { ...form.values[key], [language]: value });
  };

  const insertMetric = (id: string | null) => {
    if (!id) return;
    const input = formulaRef.current;
    const text = form.values.formula;
    const at = input?.selectionStart ?? text.length;
    const end = input?.selectionEnd ?? at;
    form.setValue('formula', `${text.slice(0, at)}{${id}}${text.slice(end)}`);
    input?.focus();
  };

  const submit = form.handleSubmit(async (values) => {
    setServerErrors({});
    setFailure(null);
    try {
      if (metric) await update({ variables: { id: metric._id, input: toMetricInput(values) } });
      else await create({ variables: { input: toMetricInput(values) } });
      showSuccess(metric ? t('definitions.saved') : t('definitions.created'));
      onDone();
    } catch (error) {
      const fields: Partial<Record<keyof MetricFormValues, string>> = {};
      for (const [path, message] of Object.entries(fieldErrorsOf(error))) fields[path.split('.')[0] as keyof MetricFormValues] ??= message;
      setServerErrors(fields);
      if (!Object.keys(fields).length) setFailure(errorMessage(error));
    }
  });

  const names = field('names');
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <TextField
          label={t('definitions.fields.name')}
          required
          data-autofocus
          maxLength={METRIC_NAME_MAX_LENGTH}
          value={form.values.names.en}
          onChange={(e) => setText('names', 'en', e.currentTarget.value)}
          onBlur={names.onBlur}
          error={names.error}
        />
        <TextAreaField
          label={t('definitions.fields.description')}
          optional
          maxLength={METRIC_DESCRIPTION_MAX_LENGTH}
          minRows={2}
          value={form.values.descriptions.en}
          onChange={(e) => setText('descriptions', 'en', e.currentTarget.value)}
          error={field('descriptions').error}
        />
        <Accordion variant="contained">
          <Accordion.Item value="languages">
            <Accordion.Control>{t('definitions.fields.translations')}</Accordion.Control>
            <Accordion.Panel>
              <Stack gap="sm">
                {OTHER_LANGUAGES.map((language) => (
                  <SimpleGrid key={language} cols={{ base: 1, sm: 2 }} spacing="xs">
                    <TextField
                      label={t('definitions.fields.nameIn', { language: LANGUAGE_NAMES[language] })}
                      lang={language}
                      dir="auto"
                      maxLength={METRIC_NAME_MAX_LENGTH}
                      value={form.values.names[language]}
                      onChange={(e) => setText('names', language, e.currentTarget.value)}
                    />
                    <TextField
                      label={t('definitions.fields.descriptionIn', { language: LANGUAGE_NAMES[language] })}
                      lang={language}
                      dir="auto"
                      maxLength={METRIC_DESCRIPTION_MAX_LENGTH}
                      value={form.values.descriptions[language]}
                      onChange={(e) => setText('descriptions', language, e.currentTarget.value)}
                    />
                  </SimpleGrid>
                ))}
              </Stack>
            </Accordion.Panel>
          </Accordion.Item>
        </Accordion>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <SelectField
            {...field('unitType')}
            onChange={(value) => value && field('unitType').onChange(value as MetricFormValues['unitType'])}
            label={t('definitions.fields.unitType')}
            description={core ? t('definitions.coreUnitFixed') : undefined}
            disabled={core}
            required
            allowDeselect={false}
            data={METRIC_UNIT_TYPES.map((unit) => ({ value: unit, label: t(`definitions.units.${unit}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
          {form.values.unitType === 'CUSTOM' && (
            <TextField {...field('customUnit')} label={t('definitions.fields.customUnit')} required maxLength={METRIC_CUSTOM_UNIT_MAX_LENGTH} />
          )}
          <SelectField
            {...field('category')}
            onChange={(value) => value && field('category').onChange(value as MetricFormValues['category'])}
            label={t('definitions.fields.category')}
            allowDeselect={false}
            data={METRIC_CATEGORIES.map((category) => ({ value: category, label: t(`definitions.categories.${category}`) }))}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Group gap="xs" align="flex-start" wrap="wrap" role="group" aria-label={t('definitions.fields.recurrence')}>
          <NumberField
            label={t('definitions.fields.recurrenceAmount')}
            value={form.values.recurrence.amount}
            onChange={(amount) => form.setValue('recurrence', { ...form.values.recurrence, amount })}
            onBlur={() => form.touch('recurrence')}
            error={field('recurrence').error}
            min={1}
            max={12}
            allowDecimal={false}
            allowNegative={false}
            style={{ flex: '0 1 140px' }}
          />
          <Select
            label={t('definitions.fields.recurrenceType')}
            value={form.values.recurrence.type}
            onChange={(type) => type && form.setValue('recurrence', { ...form.values.recurrence, type: type as MetricFormValues['recurrence']['type'] })}
            allowDeselect={false}
            data={RECURRENCE_TYPES.map((type) => ({ value: type, label: t(`definitions.recurrence.types.${type}`) }))}
            comboboxProps={{ withinPortal: true }}
            style={{ flex: '1 1 160px' }}
          />
        </Group>
        {!core && !isDate && (
          <Stack gap="xs">
            <Switch {...form.checkbox('calculated')} label={t('definitions.fields.calculated')} description={t('definitions.fields.calculatedHint')} />
            {form.values.calculated && (
              <>
                <TextAreaField
                  {...field('formula')}
                  ref={formulaRef}
                  label={t('definitions.fields.formula')}
                  description={t('definitions.formula.hint')}
                  required
                  minRows={2}
                  dir="ltr"
                  ff="monospace"
                />
                <Select
                  label={t('definitions.formula.insert')}
                  placeholder={t('definitions.formula.insertPlaceholder')}
                  data={others}
                  value={null}
                  onChange={insertMetric}
                  searchable
                  comboboxProps={{ withinPortal: true }}
                />
                {form.values.formula.trim() && (
                  <Text size="sm" c="dimmed" dir="ltr">
                    {t('definitions.formula.reads')} {readableFormula(form.values.formula, nameOf)}
                  </Text>
                )}
              </>
            )}
          </Stack>
        )}
        {!isDate && <RulesEditor rules={form.values.rules} onChange={(rules) => field('rules').onChange(rules)} metrics={others} error={field('rules').error} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone}>
            {t('definitions.cancel')}
          </Button>
          <Button type="submit" loading={created.loading || updated.loading}>
            {t('definitions.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
