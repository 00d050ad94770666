import { useState } from 'react';
import { Alert, Anchor, Button, Divider, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@apollo/client/react';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showError, showSuccess } from '../../../ui/feedback/notify';
import { OrganisationLayout } from '../../organisation/OrganisationLayout';
import { ARCHIVE_METRIC, DELETE_METRIC, METRIC_DEFINITIONS, METRIC_SETTINGS, MOVE_METRIC, type MetricDefinitionRow } from './graphql';
import { MetricDialog } from './MetricDialog';
import { MetricList } from './MetricList';
import { MetricSettingsForm } from './MetricSettingsForm';

type Editing = { metric: MetricDefinitionRow | null } | null;

/**
 * The metrics tab of the organisation settings (spec 2 §3, spec 3 §2): the metrics the
 * organisation collects, in the order the founders' form shows them, and its data-collection
 * settings. Core metrics come with the plan; the organisation's own need createMetrics.
 */
export function MetricsSettingsPage() {
  const { t } = useTranslation('metrics');
  const { user } = useShellUser();
  const errorMessage = useErrorMessage();
  const confirm = useConfirm();
  // The whole list, archived included: a move names a place among all of them.
  const { data, loading, error } = useQuery(METRIC_DEFINITIONS, { variables: { includeArchived: true }, fetchPolicy: 'cache-and-network' });
  const settings = useQuery(METRIC_SETTINGS, { fetchPolicy: 'cache-and-network' });
  const refetch = { refetchQueries: [METRIC_DEFINITIONS], awaitRefetchQueries: true, context: { showsOwnError: true } };
  const [move] = useMutation(MOVE_METRIC, refetch);
  const [archive] = useMutation(ARCHIVE_METRIC, refetch);
  const [remove] = useMutation(DELETE_METRIC, refetch);
  const [showArchived, setShowArchived] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  // The order as moved, until the server's answer replaces it.
  const [moved, setMoved] = useState<MetricDefinitionRow[] | null>(null);

  const createMetrics = Boolean(user?.flags.createMetrics);
  const canEdit = (metric: MetricDefinitionRow) => metric.core || createMetrics;
  const all = moved ?? data?.metrics ?? [];
  const shown = showArchived ? all : all.filter((m) => !m.archived);

  const onMove = async (from: number, to: number) => {
    const metric = shown[from];
    const target = shown[to];
    if (!metric || !target || metric === target) return;
    const position = all.indexOf(target);
    const next = all.filter((m) => m !== metric);
    next.splice(position, 0, metric);
    setMoved(next);
    try {
      await move({ variables: { id: metric._id, position } });
    } catch (failure) {
      showError(errorMessage(failure));
    } finally {
      setMoved(null);
    }
  };

  const onArchive = async (metric: MetricDefinitionRow) => {
    try {
      await archive({ variables: { id: metric._id, archived: !metric.archived } });
      showSuccess(metric.archived ? t('definitions.restored', { name: metric.name }) : t('definitions.archived', { name: metric.name }));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  const onDelete = async (metric: MetricDefinitionRow) => {
    if (!(await confirm({ title: t('definitions.deleteTitle'), message: t('definitions.deleteConfirm', { name: metric.name }) }))) return;
    try {
      await remove({ variables: { id: metric._id } });
      showSuccess(t('definitions.deleted', { name: metric.name }));
    } catch (failure) {
      showError(errorMessage(failure));
    }
  };

  return (
    <OrganisationLayout active="metrics">
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="metric-definitions-title">
          <Group justify="space-between" wrap="wrap" gap="sm">
            <Title order={2} size="h4" id="metric-definitions-title">
              {t('definitions.title')}
            </Title>
            <Group gap="sm" wrap="wrap">
              <Switch label={t('definitions.showArchived')} checked={showArchived} onChange={(e) => setShowArchived(e.currentTarget.checked)} />
              {createMetrics && (
                <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ metric: null })}>
                  {t('definitions.new')}
                </Button>
              )}
            </Group>
          </Group>
          <Text c="dimmed" size="sm">
            {t('definitions.intro')}
          </Text>
          {user && !createMetrics && (
            <Alert color="yellow" variant="light">
              {t('definitions.notInPlan')}{' '}
              <Anchor component={Link} to="/admin/configuration/plan">
                {t('definitions.seePlan')}
              </Anchor>
            </Alert>
          )}
          {error && <Alert color="red">{errorMessage(error)}</Alert>}
          {loading && !data ? (
            <Loader aria-label={t('common:loading')} />
          ) : (
            <MetricList metrics={shown} canEdit={canEdit} onMove={onMove} onEdit={(metric) => setEditing({ metric })} onArchive={onArchive} onDelete={onDelete} />
          )}
        </Stack>
        <Divider />
        {settings.error && <Alert color="red">{errorMessage(settings.error)}</Alert>}
        {settings.data && <MetricSettingsForm key={JSON.stringify(settings.data.metricSettings)} settings={settings.data.metricSettings} />}
      </Stack>
      <MetricDialog opened={editing !== null} metric={editing?.metric ?? null} metrics={all} onClose={() => setEditing(null)} />
    </OrganisationLayout>
  );
}
