import { Alert, Container, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { MULTI_CHOICE_TYPES, NUMERIC_TYPES, SINGLE_CHOICE_TYPES, isLayout, type Question } from '@seedbed/contracts/forms';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { CUSTOM_FIELDS, CUSTOM_FIELDS_ANALYTICS, questionsOf, type Entity, type FieldStats } from './graphql';
import { fieldLabel, optionLabelOf } from './fieldText';
import classes from './profiles.module.css';

/** /fields/customs/analytics (customFieldsAnalytics): a chart or a summary per custom field, over every record's values. */
export function AnalyticsPage() {
  const { t } = useTranslation('profiles');
  usePageTitle(t('titles.analytics'));
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('titles.analytics')}
        </Title>
        <EntityAnalytics entity="STARTUP" />
        <EntityAnalytics entity="USER" />
      </Stack>
    </Container>
  );
}

function EntityAnalytics({ entity }: { entity: Entity }) {
  const { t } = useTranslation('profiles');
  const errorMessage = useErrorMessage();
  const fields = useQuery(CUSTOM_FIELDS, { variables: { entity } });
  const stats = useQuery(CUSTOM_FIELDS_ANALYTICS, { variables: { entity }, fetchPolicy: 'cache-and-network' });
  const questions = questionsOf(fields.data?.customFields ?? []).filter((q) => !isLayout(q));
  const byId = new Map((stats.data?.customFieldsAnalytics ?? []).map((s) => [s.questionId, s]));
  const heading = t(entity === 'STARTUP' ? 'fields.startups' : 'fields.people');
  const error = fields.error ?? stats.error;
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Title order={2} size="h4">
        {heading}
      </Title>
      {error ? <Alert color="red">{errorMessage(error)}</Alert> : null}
      {questions.length === 0 && !fields.loading ? (
        <Text c="dimmed" size="sm">
          {t('fields.none')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {questions.map((q) => (
            <FieldCard key={q._id} question={q} stats={byId.get(q._id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

const isChoice = (q: Question) => SINGLE_CHOICE_TYPES.includes(q.questionType) || MULTI_CHOICE_TYPES.includes(q.questionType) || q.questionType === 'consent';

function FieldCard({ question, stats }: { question: Question; stats: FieldStats | undefined }) {
  const { t, i18n } = useTranslation('profiles');
  const language = i18n.language;
  const number = (value: number | null | undefined) => (value == null ? '–' : value.toLocaleString(language, { maximumFractionDigits: 2 }));
  const filled = stats?.filled ?? 0;
  const label = fieldLabel(question, language);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Text fw={600} dir="auto">
          {label}
        </Text>
        <Text size="sm" c="dimmed">
          {t('analytics.filled', { count: filled })}
        </Text>
        {isChoice(question) ? <ChoiceBars question={question} stats={stats} label={label} /> : null}
        {NUMERIC_TYPES.includes(question.questionType) ? (
          <Group gap="lg" wrap="wrap">
            <Figure name={t('analytics.average')} value={number(stats?.average)} />
            <Figure name={t('analytics.min')} value={number(stats?.min)} />
            <Figure name={t('analytics.max')} value={number(stats?.max)} />
          </Group>
        ) : null}
      </Stack>
    </Paper>
  );
}

function Figure({ name, value }: { name: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {name}
      </Text>
      <Text fw={600}>{value}</Text>
    </div>
  );
}

/** A bar per option (CSS widths), read by screen readers as a list of "option: count". */
function ChoiceBars({ question, stats, label }: { question: Question; stats: FieldStats | undefined; label: string }) {
  const { t, i18n } = useTranslation('profiles');
  const counts = new Map((stats?.choices ?? []).map((c) => [c.value, c.count]));
  const values = question.questionType === 'consent' ? ['true', 'false'] : [...new Set([...question.options.map((o) => o.value), ...counts.keys()])];
  const top = Math.max(1, ...counts.values());
  const name = (value: string) => (question.questionType === 'consent' ? t(value === 'true' ? 'fields.yes' : 'fields.no') : optionLabelOf(question, value, i18n.language));
  return (
    <ul className={classes.bars} aria-label={t('analytics.chart', { field: label })}>
      {values.map((value) => {
        const count = counts.get(value) ?? 0;
        return (
          <li key={value} className={classes.bar}>
            <span className={classes.barLabel} dir="auto">
              {name(value)}
            </span>
            <span className={classes.barTrack} aria-hidden>
              <span className={classes.barFill} style={{ width: `${(count / top) * 100}%` }} />
            </span>
            <span className={classes.barCount}>{count.toLocaleString(i18n.language)}</span>
          </li>
        );
      })}
    </ul>
  );
}
