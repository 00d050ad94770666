import '../styles';
import { lazy, Suspense } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Button, Center, Container, Group, Loader, Stack, Stepper, Tabs, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useConfirm } from '../../../ui/feedback/confirm';
import { showSuccess, showToast } from '../../../ui/feedback/notify';
import { UserAvatar } from '../../profile/UserAvatar';
import { STATUS_COLORS } from '../apply/nextStep';
import { ActivitiesTab } from './ActivitiesTab';
import { DecisionButtons } from './DecisionButtons';
import { APPLICATION_FILE, DELETE_APPLICATION, type ApplicationFileData } from './graphql';

// The evaluations tab is its own chunk (the evaluators' part of the product).
const AnswersTab = lazy(async () => ({ default: (await import('./AnswersTab')).AnswersTab }));
const MeetingTab = lazy(async () => ({ default: (await import('./MeetingTab')).MeetingTab }));
const EvaluationsTab = lazy(async () => ({ default: (await import('../evaluations/EvaluationsTab')).EvaluationsTab }));

const TABS = ['activities', 'form', 'evaluations', 'meeting'] as const;
type Tab = (typeof TABS)[number];

/**
 * The tabs this reader has: evaluations are for the funnel's staff and the evaluators, never the
 * applicant's side alone; the meeting for those who arrange it, and for others once there is one.
 */
export function tabsFor(application: Pick<ApplicationFileData, 'standing'> & Partial<Pick<ApplicationFileData, 'meetingCount' | 'viewerCanScheduleMeeting'>>): Tab[] {
  const { manager, evaluator } = application.standing;
  const tabs: Tab[] = manager || evaluator ? ['activities', 'form', 'evaluations'] : ['activities', 'form'];
  if (application.viewerCanScheduleMeeting || (application.meetingCount ?? 0) > 0) tabs.push('meeting');
  return tabs;
}

/**
 * /application/:id/<tab>: one application (spec 3 §3) — its name, who applied (unless blind
 * review hides them), its funnel and where it stands in its rounds, its status and score, the
 * decisions the viewer may take, and the tabs: activities, answers by round, evaluations.
 */
export function ApplicationPage() {
  const { id = '', '*': rest = '' } = useParams();
  const { t } = useTranslation('applicationFile');
  const errorMessage = useErrorMessage();
  const { data, error, loading, refetch } = useQuery(APPLICATION_FILE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const application = data?.application;
  usePageTitle(application?.name ?? t('pageTitle'));

  if (loading && !application) {
    return (
      <Center py="xl">
        <Loader aria-label={t('loading')} />
      </Center>
    );
  }
  if (!application) {
    return (
      <Container size="md" py="md">
        <Alert color="red" role="alert">
          {error ? errorMessage(error) : t('notFound')}
        </Alert>
      </Container>
    );
  }
  const tabs = tabsFor(application);
  const tab = rest.split('/')[0] as Tab;
  if (!tabs.includes(tab)) return <Navigate to={`/application/${id}/activities`} replace />;

  return (
    <Container size="lg" py="md" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Header application={application} onChanged={() => void refetch()} />
        <Tabs value={tab} keepMounted={false}>
          <Tabs.List>
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name} renderRoot={(props) => <Link {...props} to={`/application/${id}/${name}`} />}>
                {t(`tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="activities" pt="md">
            <ActivitiesTab applicationId={id} canComment={application.viewerCanComment} canCommentPrivately={application.viewerCanCommentPrivately} />
          </Tabs.Panel>
          <Tabs.Panel value="form" pt="md">
            <Suspense fallback={<Loader aria-label={t('loading')} />}>
              <AnswersTab rounds={application.rounds} />
            </Suspense>
          </Tabs.Panel>
          {tabs.includes('evaluations') ? (
            <Tabs.Panel value="evaluations" pt="md">
              <Suspense fallback={<Loader aria-label={t('loading')} />}>
                <EvaluationsTab applicationId={id} />
              </Suspense>
            </Tabs.Panel>
          ) : null}
          {tabs.includes('meeting') ? (
            <Tabs.Panel value="meeting" pt="md">
              <Suspense fallback={<Loader aria-label={t('loading')} />}>
                <MeetingTab applicationId={id} canSchedule={application.viewerCanScheduleMeeting} onChanged={() => void refetch()} />
              </Suspense>
            </Tabs.Panel>
          ) : null}
        </Tabs>
      </Stack>
    </Container>
  );
}

function Header({ application, onChanged }: { application: ApplicationFileData; onChanged: () => void }) {
  const { t, i18n } = useTranslation('applicationFile');
  const navigate = useNavigate();
  const confirm = useConfirm();
  const errorMessage = useErrorMessage();
  const [remove, removing] = useMutation(DELETE_APPLICATION, { context: { showsOwnError: true } });
  const status = application.status as ApplicationStatus;
  const current = application.rounds.findIndex((r) => r.status === 'current');
  const lastRound = current === application.rounds.length - 1;
  const score = application.score == null ? null : new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(application.score);

  async function deleteIt() {
    const ok = await confirm({ title: t('delete.title'), message: t('delete.message', { name: application.name }), confirmLabel: t('delete.confirm') });
    if (!ok) return;
    try {
      await remove({ variables: { id: application._id } });
      showSuccess(t('delete.done'));
      navigate('/applications/overview');
    } catch (error) {
      showToast({ message: errorMessage(error), color: 'red' });
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="sm" wrap="wrap">
            <Title order={1} size="h2" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {application.name}
            </Title>
            <Badge color={STATUS_COLORS[status]} variant="light" radius="sm">
              {t(`status.${status}`)}
            </Badge>
          </Group>
          <Group gap="xs" wrap="wrap">
            {application.applicant ? (
              <Group gap={6} wrap="nowrap">
                <UserAvatar name={application.applicant.fullName} src={application.applicant.avatar} size="sm" />
                <Text size="sm">{application.applicant.fullName}</Text>
              </Group>
            ) : null}
            <Text size="sm" c="dimmed" dir="auto">
              {t('header.funnel', { funnel: application.funnel.name })}
            </Text>
            {score !== null ? (
              <Text size="sm" c="dimmed">
                {t('header.score', { score, done: application.evaluationsDone, needed: application.evaluationsNeeded })}
              </Text>
            ) : null}
            {application.startup ? (
              application.startup.viewerCanOpen ? (
                <Anchor component={Link} to={`/startup/${application.startup._id}/file/activities`} size="sm">
                  {t('header.startup', { name: application.startup.name })}
                </Anchor>
              ) : (
                <Text size="sm">{t('header.startup', { name: application.startup.name })}</Text>
              )
            ) : null}
          </Group>
        </Stack>
        {application.viewerCanDelete ? (
          <Button variant="subtle" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => void deleteIt()} loading={removing.loading}>
            {t('delete.button')}
          </Button>
        ) : null}
      </Group>
      {application.rounds.length > 0 ? (
        <Stepper active={Math.max(current, 0)} size="sm" allowNextStepsSelect={false} aria-label={t('header.rounds')} wrap>
          {application.rounds.map((r) => (
            <Stepper.Step key={r.round._id} label={r.round.name} description={t(`roundState.${r.status}`)} />
          ))}
        </Stepper>
      ) : null}
      <DecisionButtons applicationId={application._id} funnelId={application.funnel._id} available={application.availableDecisions} lastRound={lastRound} onDone={onChanged} />
    </Stack>
  );
}
