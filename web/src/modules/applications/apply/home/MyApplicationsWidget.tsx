import '../../styles';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { WidgetEmpty, WidgetError, WidgetFooterLink, WidgetLoading } from '../../../home/WidgetStates';
import { MY_APPLICATIONS } from '../graphql';
import { stepView, type NextStepKind } from '../nextStep';
import { StatusBadge } from '../StatusBadge';
import { useWidgetSettled } from '../../../home/settling';

/** The home page shows the latest few; /applications has them all. */
export const WIDGET_APPLICATIONS_SHOWN = 3;

/** The viewer's latest applications with their status and next step, and the way to apply. */
export function MyApplicationsWidget() {
  const { t } = useTranslation('apply');
  const { data, error, refetch } = useQuery(MY_APPLICATIONS, { fetchPolicy: 'cache-and-network' });
  useWidgetSettled(Boolean(data || error));
  const list = data?.myApplications;
  if (error && !list) return <WidgetError onRetry={() => void refetch()} />;
  if (!list) return <WidgetLoading />;
  if (list.length === 0) return <WidgetEmpty link={{ to: '/apply/explore', label: t('myApplications.explore') }}>{t('widget.empty')}</WidgetEmpty>;
  return (
    <Stack gap="sm">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {list.slice(0, WIDGET_APPLICATIONS_SHOWN).map((application) => {
          const status = application.status as ApplicationStatus;
          const step = stepView(application._id, { status, nextStep: { ...application.nextStep, kind: application.nextStep.kind as NextStepKind } });
          return (
            <li key={application._id}>
              <Stack gap={2}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={500} truncate>
                    {application.funnel.name}
                  </Text>
                  <StatusBadge status={status} />
                </Group>
                <Text size="sm" c="dimmed">
                  {t(step.messageKey)}{' '}
                  <Anchor component={Link} to={step.action.to} size="sm">
                    {t(step.action.labelKey)}
                  </Anchor>
                </Text>
              </Stack>
            </li>
          );
        })}
      </Stack>
      <WidgetFooterLink to="/applications">{t('widget.viewAll')}</WidgetFooterLink>
    </Stack>
  );
}
