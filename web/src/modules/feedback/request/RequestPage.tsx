import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Badge, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { localized } from '../../forms/shared/formText';
import { FEEDBACK_REQUEST, type FeedbackRequestData } from '../graphql';
import { RequestMenu } from '../management/RequestRow';
import { formatDay } from '../shared/dates';
import { SummaryView } from '../summary/SummaryView';

/** /feedback/:id: one request, who answered it, and its answers summed up per question. */
export function RequestPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('feedback');
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(FEEDBACK_REQUEST, { variables: { id }, fetchPolicy: 'cache-and-network' });
  usePageTitle(data?.feedbackRequest.title ?? t('titles.request'));
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to="/feedback/management" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden style={{ transform: 'scaleX(var(--mantine-dir-scale, 1))' }} />
            {t('titles.management')}
          </Group>
        </Anchor>
        {loading && !data ? <Loader aria-label={t('request.loading')} /> : null}
        {!data && error ? (
          <Alert color="red" role="alert">
            {errorMessage(error)}
          </Alert>
        ) : null}
        {data ? <RequestDetails request={data.feedbackRequest} /> : null}
      </Stack>
    </Container>
  );
}

function RequestDetails({ request }: { request: FeedbackRequestData }) {
  const { t, i18n } = useTranslation('feedback');
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Title order={1} size="h2" dir="auto">
            {request.title}
          </Title>
          <Group gap="xs" wrap="wrap">
            <Text c="dimmed" dir="auto">
              {localized(request.formTitle, i18n.language)}
            </Text>
            {request.subjectName ? (
              <Badge variant="light" color="grape" style={{ textTransform: 'none' }}>
                {t('list.about', { name: request.subjectName })}
              </Badge>
            ) : null}
            {request.dueDate ? (
              <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
                {t('list.due', { date: formatDay(request.dueDate, i18n.language) })}
              </Badge>
            ) : null}
          </Group>
          {request.message ? (
            <Text size="sm" style={{ whiteSpace: 'pre-line' }} dir="auto">
              {request.message}
            </Text>
          ) : null}
        </Stack>
        {request.viewerCanEdit ? <RequestMenu request={request} onDeleted={() => void navigate('/feedback/management')} /> : null}
      </Group>
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="feedback-recipients">
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="feedback-recipients">
              {t('request.recipients')}
            </Title>
            <Text size="sm">{t('list.progress', { answered: request.answeredCount, total: request.recipientCount })}</Text>
          </Group>
          <Table.ScrollContainer minWidth={420} type="native">
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('request.person')}</Table.Th>
                  <Table.Th>{t('request.status')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {request.recipients.map((recipient) => (
                  <Table.Tr key={recipient.person?._id ?? recipient.answeredAt}>
                    <Table.Td>
                      {recipient.person ? (
                        <Anchor component={Link} to={`/profile/${recipient.person._id}`} dir="auto">
                          {recipient.person.fullName}
                        </Anchor>
                      ) : (
                        t('request.formerMember')
                      )}
                    </Table.Td>
                    <Table.Td>
                      <RecipientStatus answeredAt={recipient.answeredAt} remindedAt={recipient.remindedAt} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="feedback-summary">
        <Title order={2} size="h4" id="feedback-summary">
          {t('summary.title')}
        </Title>
        {request.viewerCanViewAnswers ? <SummaryView formId={request.formId} requestId={request._id} /> : <Text c="dimmed">{t('summary.notAllowed')}</Text>}
      </Stack>
    </Stack>
  );
}

function RecipientStatus({ answeredAt, remindedAt }: { answeredAt: string | null; remindedAt: string | null }) {
  const { t, i18n } = useTranslation('feedback');
  const when = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  if (answeredAt) {
    return (
      <Group gap={4} wrap="nowrap">
        <IconCircleCheck size={16} color="var(--mantine-color-teal-6)" aria-hidden />
        <Text size="sm">{t('request.answeredOn', { date: when(answeredAt) })}</Text>
      </Group>
    );
  }
  return (
    <Group gap={4} wrap="nowrap">
      <IconClock size={16} color="var(--mantine-color-dimmed)" aria-hidden />
      <Text size="sm" c="dimmed">
        {remindedAt ? t('request.remindedOn', { date: when(remindedAt) }) : t('request.waiting')}
      </Text>
    </Group>
  );
}
