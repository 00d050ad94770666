import { useMemo } from 'react';
import { useQuery } from '@apollo/client/react';
import { Alert, Badge, Group, List, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { allOptions, type Question } from '@seedbed/contracts/forms';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { localized } from '../../forms/shared/formText';
import { FORM_SUMMARY, type FormSummaryData } from '../graphql';
import classes from './summary.module.css';

type QuestionSummary = FormSummaryData['questions'][number];

function questionsById(summary: FormSummaryData): Map<string, Question> {
  const map = new Map<string, Question>();
  for (const q of summary.version?.questions ?? []) {
    try {
      map.set(q._id, JSON.parse(q.definition) as Question);
    } catch {
      // A question that cannot be read is shown by its id.
    }
  }
  return map;
}

/**
 * The answers to a form (or to one request) summed up per question by the server: choices as bars
 * per option, numbers with their average and spread, texts with the latest answers.
 */
export function SummaryView({ formId, requestId }: { formId: string; requestId?: string }) {
  const { t } = useTranslation('feedback');
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(FORM_SUMMARY, { variables: { formId, requestId }, fetchPolicy: 'cache-and-network' });
  const summary = data?.formSummary;
  const questions = useMemo(() => (summary ? questionsById(summary) : new Map<string, Question>()), [summary]);
  if (loading && !summary) return <Loader size="sm" aria-label={t('summary.loading')} />;
  if (!summary) {
    return error ? (
      <Alert color="red" role="alert">
        {errorMessage(error)}
      </Alert>
    ) : null;
  }
  return (
    <Stack gap="md">
      <Text c="dimmed" aria-live="polite">
        {t('summary.submissions', { count: summary.submissions })}
      </Text>
      {summary.submissions > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {summary.questions.map((q) => (
            <QuestionCard key={q.questionId} summary={q} question={questions.get(q.questionId)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function QuestionCard({ summary, question }: { summary: QuestionSummary; question: Question | undefined }) {
  const { t, i18n } = useTranslation('feedback');
  const label = (question && localized(question.label, i18n.language)) || summary.questionId;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={label}>
      <Stack gap="xs">
        <Title order={3} size="h5" dir="auto">
          {label}
        </Title>
        <Text size="sm" c="dimmed">
          {t('summary.answered', { count: summary.answered })}
        </Text>
        {summary.kind === 'choice' && <ChoiceBars summary={summary} question={question} />}
        {summary.kind === 'number' && <NumberFigures summary={summary} />}
        {summary.kind === 'text' && <LatestTexts summary={summary} />}
      </Stack>
    </Paper>
  );
}

/** One bar per option; its length is the share of those who answered the question. */
function ChoiceBars({ summary, question }: { summary: QuestionSummary; question: Question | undefined }) {
  const { i18n } = useTranslation('feedback');
  const labels = new Map(allOptions(question?.options).map((o) => [o.value, localized(o.labels, i18n.language) || o.value]));
  return <Bars total={summary.answered} rows={summary.options.map((o) => ({ key: o.value, label: labels.get(o.value) ?? o.value, count: o.count }))} />;
}

function NumberFigures({ summary }: { summary: QuestionSummary }) {
  const { t, i18n } = useTranslation('feedback');
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  if (summary.average === null || summary.average === undefined) return null;
  const rows = summary.distribution.map((d, i) => ({
    key: String(i),
    label: d.from === d.to ? number(d.from) : t('summary.range', { from: number(d.from), to: number(d.to) }),
    count: d.count,
  }));
  return (
    <Stack gap="xs">
      <Group gap="xs" wrap="wrap">
        <Badge variant="light" size="lg">
          {t('summary.average', { value: number(summary.average) })}
        </Badge>
        <Badge variant="default">{t('summary.min', { value: number(summary.min ?? 0) })}</Badge>
        <Badge variant="default">{t('summary.max', { value: number(summary.max ?? 0) })}</Badge>
      </Group>
      <Bars total={summary.answered} rows={rows} />
    </Stack>
  );
}

function LatestTexts({ summary }: { summary: QuestionSummary }) {
  const { t } = useTranslation('feedback');
  if (!summary.latest.length) return null;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('summary.latest')}
      </Text>
      <List size="sm" spacing={4}>
        {summary.latest.map((text, i) => (
          // The same text may come twice; its place tells them apart.
          <List.Item key={i}>
            <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }} lineClamp={4}>
              {text}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/** Horizontal bars drawn with plain elements; the figures are text, so a screen reader reads the list. */
function Bars({ rows, total }: { rows: Array<{ key: string; label: string; count: number }>; total: number }) {
  const { t } = useTranslation('feedback');
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {rows.map((row) => {
        const share = total > 0 ? Math.round((row.count / total) * 100) : 0;
        return (
          <Group key={row.key} component="li" gap="xs" wrap="wrap" align="center">
            <Text size="sm" className={classes.label} dir="auto">
              {row.label}
            </Text>
            <div className={classes.track} aria-hidden>
              <div className={classes.bar} style={{ width: `${share}%` }} />
            </div>
            <Text size="sm" className={classes.count}>
              {t('summary.countShare', { value: row.count, share })}
            </Text>
          </Group>
        );
      })}
    </Stack>
  );
}
