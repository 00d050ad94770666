import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import type { MyApplicationData } from './graphql';
import { stepView, type NextStepKind } from './nextStep';
import { StatusBadge } from './StatusBadge';

/** One of the viewer's applications: the programme, the project, where it stands and what to do next. */
export function ApplicationCard({ application, headingLevel = 2 }: { application: MyApplicationData; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('apply');
  const status = application.status as ApplicationStatus;
  const step = stepView(application._id, { status, nextStep: { ...application.nextStep, kind: application.nextStep.kind as NextStepKind } });
  const headingId = `application-${application._id}`;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={headingLevel} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              {application.funnel.name}
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {application.name}
            </Text>
          </Stack>
          <StatusBadge status={status} />
        </Group>
        <Text size="sm">{t('myApplications.round', { round: application.round.name })}</Text>
        <Group justify="space-between" align="center" gap="sm">
          <Text size="sm" c="dimmed" style={{ flex: '1 1 12rem' }}>
            {t(step.messageKey)}
          </Text>
          <Button component={Link} to={step.action.to} size="sm" variant={step.action.primary ? 'filled' : 'default'} aria-describedby={headingId}>
            {t(step.action.labelKey)}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
