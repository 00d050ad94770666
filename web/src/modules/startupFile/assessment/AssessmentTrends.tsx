import { useMemo } from 'react';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '@seedbed/contracts/languages';
import type { Assessment } from './graphql';
import { Sparkline } from './Sparkline';
import { trendsOf } from './trend';
import classes from './assessment.module.css';

/** Each criterion's scores across the assessments given with one form, as a small line with its latest value. */
export function AssessmentTrends({ assessments }: { assessments: readonly Assessment[] }) {
  const { t, i18n } = useTranslation('startupFile');
  const trends = useMemo(() => trendsOf(assessments).filter((trend) => trend.criteria.length > 0), [assessments]);
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const titles = new Map(assessments.flatMap((a) => (a.form ? [[a.form._id, pickLabel(a.form.title, i18n.language) ?? '']] : [])));
  if (!trends.length) return null;
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('assessment.trends')}
      </Title>
      {trends.map((trend) => (
        <Paper key={trend.formId} withBorder radius="md" p="sm">
          <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
            <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {titles.get(trend.formId) || t('assessment.formGone')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('assessment.assessmentCount', { number: trend.count })}
            </Text>
          </Group>
          <ul className={classes.list} aria-label={t('assessment.trendsOf', { form: titles.get(trend.formId) ?? '' })}>
            {trend.criteria.map((criterion) => {
              const values = criterion.points.map((p) => p.value);
              const latest = values.filter((v) => v !== null).at(-1);
              const spoken = values.map((v) => (v === null ? t('assessment.notScored') : number(v))).join(', ');
              return (
                <Group key={criterion.questionId} component="li" className={classes.row} gap="sm" py={6} wrap="nowrap">
                  <Text size="sm" dir="auto" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {criterion.label}
                  </Text>
                  <Sparkline values={values} label={t('assessment.trendAlt', { criterion: criterion.label, values: spoken })} />
                  <Text size="sm" fw={600} miw="2.5rem" ta="end">
                    {latest === undefined ? '–' : number(latest)}
                  </Text>
                </Group>
              );
            })}
          </ul>
        </Paper>
      ))}
    </Stack>
  );
}
