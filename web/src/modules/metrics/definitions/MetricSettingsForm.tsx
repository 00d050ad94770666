import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { metricSettingsInputSchema } from '@seedbed/contracts/metrics-input';
import { fieldErrorsOf, useErrorMessage } from '../../../app/apollo/errorMessage';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { NumberField } from '../../../ui/form/NumberField';
import { issueMessage, schemaRules } from '../../../ui/form/schemaRules';
import { useForm } from '../../../ui/form/useForm';
import { UPDATE_METRIC_SETTINGS, type MetricSettingsValues } from './graphql';

type SettingsValues = { [K in keyof Omit<MetricSettingsValues, '__typename'>]: number | string };
const FIELDS = ['explanationFactor', 'remindDaysBefore', 'remindDaysAfter', 'linkDays'] as const;

const toInput = (values: SettingsValues) => Object.fromEntries(FIELDS.map((name) => [name, values[name] === '' ? undefined : Number(values[name])]));

/**
 * The organisation's choices about collecting data: when a founder is asked to explain a change,
 * when reminder mails go out, and how long their links to report without signing in stay valid.
 * Keyed by the stored values, so a save starts it afresh from what was kept.
 */
export function MetricSettingsForm({ settings }: { settings: MetricSettingsValues }) {
  const { t } = useTranslation(['metrics', 'validation']);
  const errorMessage = useErrorMessage();
  const initial: SettingsValues = {
    explanationFactor: settings.explanationFactor,
    remindDaysBefore: settings.remindDaysBefore,
    remindDaysAfter: settings.remindDaysAfter,
    linkDays: settings.linkDays,
  };
  const rules = schemaRules<SettingsValues>(metricSettingsInputSchema, toInput, FIELDS, (issue) =>
    issueMessage(t as unknown as TFunction, issue, t(`definitions.settings.${issue.field}`)),
  );
  const form = useForm<SettingsValues>(initial, rules);
  const [save, saving] = useMutation(UPDATE_METRIC_SETTINGS, { context: { showsOwnError: true } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save({ variables: { input: toInput(values) } });
      showSuccess(t('definitions.settings.saved'));
    } catch (error) {
      const fields = fieldErrorsOf(error);
      showError(Object.values(fields).join('. ') || errorMessage(error));
    }
  });

  const number = (name: (typeof FIELDS)[number], props: { min: number; max: number; decimalScale?: number; suffix?: string }) => (
    <NumberField
      {...form.field(name)}
      label={t(`definitions.settings.${name}`)}
      description={t(`definitions.settings.${name}Hint`)}
      allowNegative={false}
      decimalScale={props.decimalScale ?? 0}
      min={props.min}
      max={props.max}
      suffix={props.suffix}
    />
  );

  return (
    <form onSubmit={submit} noValidate aria-labelledby="metric-settings-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="metric-settings-title">
          {t('definitions.settings.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('definitions.settings.intro')}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {number('explanationFactor', { min: 0, max: 100, decimalScale: 2, suffix: ' ×' })}
          {number('linkDays', { min: 1, max: 90 })}
          {number('remindDaysBefore', { min: 0, max: 30 })}
          {number('remindDaysAfter', { min: 0, max: 30 })}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={saving.loading} disabled={!form.dirty}>
            {t('definitions.settings.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
