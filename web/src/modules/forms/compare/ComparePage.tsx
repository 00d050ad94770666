import '../styles';
import { useMemo, useState } from 'react';
import { Alert, Anchor, Badge, Card, Center, Container, Group, Loader, Select, SimpleGrid, Stack, Switch, Text, Title, useDirection } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowNarrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import type { Question } from '@seedbed/contracts/forms';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { FORM_VERSION, FORM_VERSIONS } from '../graphql';
import { readQuestions } from '../shared/definitions';
import { builderPath, comparePath, localized } from '../shared/formText';
import { diffVersions, type DiffRow } from './versionDiff';

const COLORS = { added: 'teal', removed: 'red', changed: 'yellow', same: 'gray' } as const;

/**
 * /forms/management/form/:baseId/compare/:compareId (and the legacy /setup/forms/… path): two
 * published versions of a form side by side — added, removed and changed questions, and what
 * changed in each.
 */
export function ComparePage() {
  const { t, i18n } = useTranslation('forms');
  usePageTitle(t('titles.compare'));
  const { baseId = '', compareId = '' } = useParams();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const base = useQuery(FORM_VERSION, { variables: { id: baseId } });
  const compare = useQuery(FORM_VERSION, { variables: { id: compareId } });
  const formId = base.data?.formVersion.formId;
  const versions = useQuery(FORM_VERSIONS, { variables: { formId: formId ?? '' }, skip: !formId });
  const [showSame, setShowSame] = useState(false);
  const { dir } = useDirection();
  const rows = useMemo(
    () => (base.data && compare.data ? diffVersions(readQuestions(base.data.formVersion.questions), readQuestions(compare.data.formVersion.questions)) : []),
    [base.data, compare.data],
  );

  const error = base.error ?? compare.error;
  if (error) {
    return (
      <Container size="lg" py="md">
        <Alert color="red" role="alert">
          {errorMessage(error)}
        </Alert>
      </Container>
    );
  }
  if (!base.data || !compare.data) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:list.loading')} />
      </Center>
    );
  }
  const a = base.data.formVersion;
  const b = compare.data.formVersion;
  const choices = (versions.data?.formVersions ?? []).map((v) => ({ value: v._id, label: t('compare.version', { number: v.number }) }));
  const counts = { added: 0, removed: 0, changed: 0, same: 0 };
  for (const row of rows) counts[row.kind]++;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Stack gap={4}>
          <Anchor component={Link} to={builderPath(a.formId)} size="sm">
            {t('compare.backToBuilder')}
          </Anchor>
          <Title order={1} size="h2" dir="auto">
            {t('compare.title', { title: localized(b.title, i18n.language) })}
          </Title>
        </Stack>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('compare.from')}
            data={choices.length ? choices : [{ value: a._id, label: t('compare.version', { number: a.number }) }]}
            value={a._id}
            onChange={(id) => id && void navigate(comparePath(id, b._id))}
            allowDeselect={false}
          />
          <IconArrowNarrowRight size={20} aria-hidden style={{ marginBottom: 8, transform: dir === 'rtl' ? 'scaleX(-1)' : undefined }} />
          <Select
            label={t('compare.to')}
            data={choices.length ? choices : [{ value: b._id, label: t('compare.version', { number: b.number }) }]}
            value={b._id}
            onChange={(id) => id && void navigate(comparePath(a._id, id))}
            allowDeselect={false}
          />
          <Switch label={t('compare.showSame', { count: counts.same })} checked={showSame} onChange={(e) => setShowSame(e.currentTarget.checked)} mb={6} />
        </Group>
        <Group gap="xs" aria-live="polite">
          {(['added', 'removed', 'changed'] as const).map((kind) => (
            <Badge key={kind} color={COLORS[kind]} variant="light">
              {t(`compare.counts.${kind}`, { count: counts[kind] })}
            </Badge>
          ))}
        </Group>
        {rows.length === 0 || (!showSame && counts.same === rows.length) ? <Text c="dimmed">{t('compare.identical')}</Text> : null}
        <Stack gap="sm">
          {rows
            .filter((row) => showSame || row.kind !== 'same')
            .map((row) => (
              <DiffCard key={`${row.kind}-${(row.kind === 'added' ? row.after : row.before)._id}`} row={row} />
            ))}
        </Stack>
      </Stack>
    </Container>
  );
}

function QuestionSide({ question }: { question: Question | null }) {
  const { t, i18n } = useTranslation('forms');
  if (!question) return <Text c="dimmed">—</Text>;
  const options = question.options ?? [];
  return (
    <Stack gap={4}>
      <Text fw={500} dir="auto">
        {localized(question.label, i18n.language) || t('compare.noLabel')}
        {question.validations?.required ? ' *' : ''}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`builder.types.${question.questionType}`, { defaultValue: question.questionType })}
      </Text>
      {options.length > 0 && (
        <Text size="sm" dir="auto">
          {options.map((o) => localized(o.labels, i18n.language) || o.value).join(' · ')}
        </Text>
      )}
      {question.dependency?.statements.length ? (
        <Text size="xs" c="dimmed">
          {t('compare.hasLogic', { count: question.dependency.statements.length })}
        </Text>
      ) : null}
    </Stack>
  );
}

function DiffCard({ row }: { row: DiffRow }) {
  const { t } = useTranslation('forms');
  const before = row.kind === 'added' ? null : row.before;
  const after = row.kind === 'removed' ? null : row.after;
  return (
    <Card withBorder padding="sm" data-testid={`diff-${row.kind}`} style={{ borderInlineStartWidth: 4, borderInlineStartColor: `var(--mantine-color-${COLORS[row.kind]}-6)` }}>
      <Group gap="xs" mb="xs">
        <Badge color={COLORS[row.kind]} variant="light">
          {t(`compare.kinds.${row.kind}`)}
        </Badge>
        {row.kind === 'changed' &&
          row.parts.map((part) => (
            <Badge key={part} variant="outline" color="gray" size="sm">
              {t(`compare.parts.${part}`)}
            </Badge>
          ))}
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <QuestionSide question={before} />
        <QuestionSide question={after} />
      </SimpleGrid>
    </Card>
  );
}
