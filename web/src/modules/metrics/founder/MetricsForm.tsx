import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EXPLANATION_MAX_LENGTH, METRIC_VALUE_MAX_LENGTH, parseMetricInput } from '@seedbed/contracts/metrics-values';
import { fieldErrorsOf, getErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { showSuccess } from '../../../ui/feedback/notify';
import { formatMasked, numberMask } from '../../../ui/form/numberMask';
import type { MetricDataItem, MetricDataValueInput, MetricPeriodData } from './graphql';
import { checkPeriod, dataIdOf, initialEntries, isCalculated, unitOf, type Entries, type FormMessage } from './metricsForm';
import { useDayFormat } from './dayFormat';

export interface MetricsFormProps {
  periods: readonly MetricPeriodData[];
  /** Saves one period's values; rejects with the server's error (its field messages land on their fields). */
  submit: (values: MetricDataValueInput[]) => Promise<unknown>;
  /** After a period was saved. */
  onSubmitted?: (periodId: string) => void;
}

/**
 * The metrics form (spec 2 §2, §5): one card per period, each saved on its own. Founders reach it
 * through the prompt; a reminder mail's link opens it without signing in (the report page).
 */
export function MetricsForm({ periods, submit, onSubmitted }: MetricsFormProps) {
  const { t } = useTranslation('metrics');
  if (!periods.length) return <Text>{t('founder.upToDate')}</Text>;
  return (
    <Stack gap="lg">
      {periods.map((period) => (
        <PeriodCard key={period.id} period={period} submit={submit} onSubmitted={onSubmitted} />
      ))}
    </Stack>
  );
}

/** Numbers in the founder's way of writing them (separators of the language, the organisation's currency). */
function useValueFormat() {
  const { i18n } = useTranslation();
  const { incubator } = useTenant();
  const options = { currency: incubator?.currency, locale: i18n.language };
  return {
    options,
    /** The number as the field shows it: the currency or % are beside the field, not in it. */
    inField: (item: MetricDataItem, number: number) => {
      const mask = numberMask(unitOf(item), options);
      let text = formatMasked(number, unitOf(item), options);
      if (mask.prefix) text = text.replace(mask.prefix, '');
      if (mask.suffix) text = text.replace(mask.suffix, '');
      return text;
    },
    shown: (item: MetricDataItem, number: number) => formatMasked(number, unitOf(item), options),
  };
}

function PeriodCard({ period, submit, onSubmitted }: { period: MetricPeriodData } & Omit<MetricsFormProps, 'periods'>) {
  const { t, i18n } = useTranslation('metrics');
  const day = useDayFormat();
  const format = useValueFormat();
  const [entries, setEntries] = useState<Entries>(() => initialEntries(period, format.inField));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const check = checkPeriod(period, entries, i18n.language);
  const message = (m: FormMessage) => ('text' in m ? m.text : (t(m.key, m.params ?? {}) as string));
  const titleId = `metrics-period-${period.id}`;

  const change = (id: string, next: Partial<Entries[string]>) => {
    setEntries((current) => ({ ...current, [id]: { ...current[id], ...next } }));
    setServerErrors(({ [id]: _gone, data: _form, ...rest }) => rest);
  };
  const reformat = (item: MetricDataItem) => {
    setTouched((current) => ({ ...current, [item.id]: true }));
    if (unitOf(item) === 'DATE') return;
    const read = parseMetricInput(entries[item.id]?.raw ?? '', unitOf(item), i18n.language);
    if (!('error' in read) && read.number !== null) change(item.id, { raw: format.inField(item, read.number) });
  };

  async function save() {
    setAttempted(true);
    setFailure(null);
    if (Object.keys(check.errors).length || check.formError) return;
    setSaving(true);
    try {
      await submit(check.values);
      setServerErrors({});
      showSuccess(t('founder.saved'));
      onSubmitted?.(period.id);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const byId: Record<string, string> = {};
      for (const [field, text] of Object.entries(fields)) byId[dataIdOf(field) ?? 'data'] = text;
      setServerErrors(byId);
      const known = new Set([...period.data.map((item) => item.id), 'data']);
      const rest = Object.entries(byId).filter(([id]) => !known.has(id));
      if (!Object.keys(fields).length) setFailure(getErrorMessage(error, { networkError: t('common:networkError') }));
      else if (rest.length) setFailure(rest.map(([, text]) => text).join('. '));
    } finally {
      setSaving(false);
    }
  }

  const formError = serverErrors.data ?? (attempted && check.formError ? message(check.formError) : undefined);
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'sm', sm: 'md' }} aria-labelledby={titleId}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="xs">
            <Stack gap={2}>
              <Title order={3} size="h4" id={titleId}>
                {t('founder.period', { from: day(period.from), to: day(period.to) })}
              </Title>
              <Text size="sm" c="dimmed">
                {t('founder.due', { date: day(period.dueDate) })}
              </Text>
            </Stack>
            {period.submittedAt ? (
              <Badge color="teal" variant="light">
                {t('founder.submitted')}
              </Badge>
            ) : null}
          </Group>
          {period.data.map((item) => (
            <MetricField
              key={item.id}
              item={item}
              entry={entries[item.id]}
              calculated={check.calculated[item.id]}
              explain={check.explain.has(item.id) || Boolean(item.explanation)}
              error={serverErrors[item.id] ?? (attempted || touched[item.id] ? (check.errors[item.id] ? message(check.errors[item.id]) : undefined) : undefined)}
              format={format}
              onChange={(next) => change(item.id, next)}
              onBlur={() => reformat(item)}
            />
          ))}
          {formError ? (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          ) : null}
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              {period.submittedAt ? t('founder.saveChanges') : t('founder.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface MetricFieldProps {
  item: MetricDataItem;
  entry: Entries[string] | undefined;
  calculated: number | null | undefined;
  explain: boolean;
  error: string | undefined;
  format: ReturnType<typeof useValueFormat>;
  onChange: (next: Partial<Entries[string]>) => void;
  onBlur: () => void;
}

function MetricField({ item, entry, calculated, explain, error, format, onChange, onBlur }: MetricFieldProps) {
  const { t } = useTranslation('metrics');
  const unit = unitOf(item);
  const mask = numberMask(unit, format.options);
  const customName = item.metadata.customLabel ?? item.metric.unitOfMeasure.customName;
  const hints = [
    item.metric.description,
    customName ? t('founder.unit', { unit: customName }) : '',
    item.previousNumber !== null && item.previousNumber !== undefined ? t('founder.previous', { value: format.shown(item, item.previousNumber) }) : '',
  ].filter(Boolean);
  const description = hints.length ? hints.join(' · ') : undefined;
  const sections = {
    leftSection: mask.prefix ? <Text size="sm">{mask.prefix.trim()}</Text> : undefined,
    rightSection: mask.suffix ? <Text size="sm">{mask.suffix.trim()}</Text> : undefined,
  };

  if (isCalculated(item)) {
    return (
      <TextInput
        label={item.metric.name}
        description={[...hints, t('founder.calculated')].join(' · ')}
        value={calculated === null || calculated === undefined ? '' : format.inField(item, calculated)}
        readOnly
        variant="filled"
        {...sections}
      />
    );
  }
  return (
    <Stack gap={6}>
      <TextInput
        label={item.metric.name}
        description={description}
        type={unit === 'DATE' ? 'date' : 'text'}
        inputMode={unit === 'DATE' ? undefined : mask.allowDecimal ? 'decimal' : 'numeric'}
        dir={unit === 'DATE' ? undefined : 'ltr'}
        maxLength={METRIC_VALUE_MAX_LENGTH}
        value={entry?.raw ?? ''}
        onChange={(event) => onChange({ raw: event.currentTarget.value })}
        onBlur={onBlur}
        error={error}
        {...sections}
      />
      {explain ? (
        <Textarea
          label={t('founder.explanation')}
          description={t('founder.explanationHint')}
          rows={2}
          maxLength={EXPLANATION_MAX_LENGTH}
          value={entry?.explanation ?? ''}
          onChange={(event) => onChange({ explanation: event.currentTarget.value })}
        />
      ) : null}
    </Stack>
  );
}
