import { ActionIcon, Button, Group, MultiSelect, Paper, SegmentedControl, Select, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RULE_KINDS, type RuleKind } from '@seedbed/contracts/metrics';
import { METRIC_RULES_MAX, METRIC_RULE_LABEL_MAX_LENGTH } from '@seedbed/contracts/metrics-input';
import { newRule, type RuleTargetKind, type RuleValues } from './metricForm';

interface RulesEditorProps {
  rules: RuleValues[];
  onChange: (rules: RuleValues[]) => void;
  /** The other metrics a rule may compare with. */
  metrics: Array<{ value: string; label: string }>;
  error?: string;
}

/**
 * Spec 2 §5: a value must be less than, more than, at least or at most a fixed number, another
 * metric of the same period, or the sum of several; the founder sees the rule's own label when
 * one is given.
 */
export function RulesEditor({ rules, onChange, metrics, error }: RulesEditorProps) {
  const { t } = useTranslation('metrics');
  const change = (index: number, patch: Partial<RuleValues>) => onChange(rules.map((rule, i) => (i === index ? { ...rule, ...patch } : rule)));
  return (
    <Stack gap="xs" role="group" aria-labelledby="metric-rules-title">
      <Text fw={500} size="sm" id="metric-rules-title">
        {t('definitions.fields.rules')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('definitions.rules.hint')}
      </Text>
      {rules.map((rule, index) => (
        // Rules have no identity of their own; their place is what the server names in errors too.
        <Paper key={index} withBorder p="xs" radius="sm">
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Select
                label={t('definitions.rules.kind')}
                data={RULE_KINDS.map((kind) => ({ value: kind, label: t(`definitions.rules.kinds.${kind}`) }))}
                value={rule.kind}
                onChange={(kind) => kind && change(index, { kind: kind as RuleKind })}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                style={{ flex: '1 1 160px' }}
              />
              <SegmentedControl
                aria-label={t('definitions.rules.target')}
                data={(['value', 'metric', 'sum'] as const).map((kind) => ({ value: kind, label: t(`definitions.rules.targets.${kind}`) }))}
                value={rule.targetKind}
                onChange={(targetKind) => change(index, { targetKind: targetKind as RuleTargetKind })}
                style={{ flex: '1 1 220px' }}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('definitions.rules.remove', { position: index + 1 })}
                onClick={() => onChange(rules.filter((_r, i) => i !== index))}
                mb={4}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Group>
            {rule.targetKind === 'value' ? (
              <TextInput label={t('definitions.rules.value')} inputMode="decimal" value={rule.value} onChange={(e) => change(index, { value: e.currentTarget.value })} />
            ) : rule.targetKind === 'metric' ? (
              <Select
                label={t('definitions.rules.metric')}
                data={metrics}
                value={rule.metricId}
                onChange={(metricId) => change(index, { metricId })}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            ) : (
              <MultiSelect
                label={t('definitions.rules.sum')}
                data={metrics}
                value={rule.metricIds}
                onChange={(metricIds) => change(index, { metricIds })}
                searchable
                comboboxProps={{ withinPortal: true }}
              />
            )}
            <TextInput
              label={t('definitions.rules.customLabel')}
              description={t('definitions.rules.customLabelHint')}
              value={rule.customLabel}
              maxLength={METRIC_RULE_LABEL_MAX_LENGTH}
              onChange={(e) => change(index, { customLabel: e.currentTarget.value })}
            />
          </Stack>
        </Paper>
      ))}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      {rules.length < METRIC_RULES_MAX && (
        <Group>
          <Button variant="light" size="xs" leftSection={<IconPlus size={14} />} onClick={() => onChange([...rules, newRule()])}>
            {t('definitions.rules.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
