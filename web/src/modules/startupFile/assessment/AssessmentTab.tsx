import { lazy, Suspense, useMemo, useState } from 'react';
import { ActionIcon, Alert, Badge, Button, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { pickLabel } from '@seedbed/contracts/languages';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess } from '../../../ui/feedback/notify';
import { DELETE_STARTUP_ASSESSMENT, STARTUP_ASSESSMENTS, type Assessment } from './graphql';
import { AssessmentTrends } from './AssessmentTrends';
import classes from './assessment.module.css';

// The dialogs carry the forms renderer: downloaded when one first opens, not with the tab.
const NewAssessmentDialog = lazy(async () => ({ default: (await import('./NewAssessmentDialog')).NewAssessmentDialog }));
const AssessmentViewDialog = lazy(async () => ({ default: (await import('./AssessmentViewDialog')).AssessmentViewDialog }));

/**
 * assessment (plan flag assessment): the programme's assessments of the startup with evaluation
 * forms, each criterion's trend across those of one form, new ones filled in a dialog.
 */
export function AssessmentTab({ startupId }: { startupId: string }) {
  const { t, i18n } = useTranslation('startupFile');
  const confirm = useConfirm();
  const { data, error, loading } = useQuery(STARTUP_ASSESSMENTS, { variables: { startupId }, fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DELETE_STARTUP_ASSESSMENT, { refetchQueries: [STARTUP_ASSESSMENTS] });
  const [creating, setCreating] = useState(false);
  const [viewing, setViewing] = useState<Assessment | null>(null);
  const assessments = useMemo(() => data?.startupAssessments ?? [], [data]);
  const date = (value: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(value));
  const number = (value: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value);
  const formName = (assessment: Assessment) => (assessment.form ? pickLabel(assessment.form.title, i18n.language) : null) || t('assessment.formGone');
  const assessorName = (assessment: Assessment) => assessment.assessor?.fullName ?? t('assessment.unknownAssessor');

  async function deleteAssessment(assessment: Assessment) {
    const sure = await confirm({
      title: t('assessment.deleteTitle'),
      message: t('assessment.deleteMessage', { date: date(assessment.createdAt), name: assessorName(assessment) }),
      confirmLabel: t('assessment.delete'),
    });
    if (!sure) return;
    const answer = await remove({ variables: { id: assessment._id } }).catch(() => null);
    if (answer?.data) showSuccess(t('assessment.deleted'));
  }

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          {t('assessment.new')}
        </Button>
      </Group>
      {!data && loading ? (
        <Center py="lg">
          <Loader aria-label={t('loading')} />
        </Center>
      ) : !data && error ? (
        <Alert color="red" role="alert">
          {t('assessment.loadFailed')}
        </Alert>
      ) : assessments.length === 0 ? (
        <Text c="dimmed" ta="center" py="lg">
          {t('assessment.empty')}
        </Text>
      ) : (
        <>
          <AssessmentTrends assessments={assessments} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('assessment.list')}
            </Title>
            <Paper withBorder radius="md" px="sm" component="ul" className={classes.list} aria-label={t('assessment.list')}>
              {assessments.map((assessment) => (
                <Group key={assessment._id} component="li" className={classes.row} gap="sm" py="sm" wrap="wrap" justify="space-between">
                  <Stack gap={2} miw={0} style={{ flex: '1 1 14rem' }}>
                    <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
                      {formName(assessment)}
                    </Text>
                    <Group gap="md" wrap="wrap">
                      <Text size="xs" c="dimmed">
                        {date(assessment.createdAt)}
                      </Text>
                      <Text size="xs" c="dimmed">
                        {t('assessment.by', { name: assessorName(assessment) })}
                      </Text>
                    </Group>
                  </Stack>
                  <Group gap="xs" wrap="nowrap">
                    <Badge variant="light" radius="sm" tt="none">
                      {assessment.total === null ? t('assessment.noTotal') : t('assessment.totalValue', { total: number(assessment.total) })}
                    </Badge>
                    <ActionIcon variant="subtle" color="gray" aria-label={t('assessment.viewOf', { date: date(assessment.createdAt) })} onClick={() => setViewing(assessment)}>
                      <IconEye size={16} aria-hidden />
                    </ActionIcon>
                    {assessment.canDelete ? (
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('assessment.deleteOf', { date: date(assessment.createdAt) })}
                        onClick={() => void deleteAssessment(assessment)}
                      >
                        <IconTrash size={16} aria-hidden />
                      </ActionIcon>
                    ) : null}
                  </Group>
                </Group>
              ))}
            </Paper>
          </Stack>
        </>
      )}
      <Suspense fallback={null}>
        {creating ? <NewAssessmentDialog startupId={startupId} onClose={() => setCreating(false)} /> : null}
        {viewing ? <AssessmentViewDialog assessment={viewing} title={`${formName(viewing)} · ${date(viewing.createdAt)}`} onClose={() => setViewing(null)} /> : null}
      </Suspense>
    </Stack>
  );
}
