import '../styles';
import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconCircleCheck, IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import type { Question } from '@seedbed/contracts/forms';
import { codeOf, graphQLErrorsOf } from '../../../app/apollo/errors';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { loginPath } from '../../auth/paths';
import { useToken } from '../../auth/token';
import { FormFiller } from '../../forms/renderer/FormFiller';
import { textIn } from '../../forms/renderer/labels';
import { readAnswers, readQuestions } from '../../forms/shared/definitions';
import { APPLICATION_ROUND_FORM, type RoundFormData } from './graphql';
import { useRoundSubmission } from './useRoundSubmission';

const PAGE_WIDTH = 760;

/** /application/:applicationId/forms/:round/fill — a visitor signs in first and comes back. */
export function FillRoundPage() {
  const { applicationId = '', round = '' } = useParams();
  const location = useLocation();
  const signedIn = Boolean(useToken());
  if (!signedIn) return <Navigate to={loginPath(location.pathname + location.search)} replace />;
  return <RoundLoader applicationId={applicationId} roundId={round} />;
}

function RoundLoader({ applicationId, roundId }: { applicationId: string; roundId: string }) {
  const { t } = useTranslation('apply');
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(APPLICATION_ROUND_FORM, { variables: { applicationId, roundId }, fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <PublicPage title={t('fill.pageTitle')} width={PAGE_WIDTH}>
        <Loader aria-label={t('common:loading')} />
      </PublicPage>
    );
  }
  if (!data) {
    const missing = graphQLErrorsOf(error).some((e) => codeOf(e) === 'NOT_FOUND');
    return (
      <PublicPage title={t('fill.pageTitle')} width={PAGE_WIDTH}>
        <Alert color="red" role="alert">
          {missing ? t('fill.notFound') : errorMessage(error)}
        </Alert>
        <Anchor component={Link} to="/applications">
          {t('fill.toMyApplications')}
        </Anchor>
      </PublicPage>
    );
  }
  return <RoundFill fill={data.applicationRoundForm} target={{ applicationId, roundId }} />;
}

function RoundFill({ fill, target }: { fill: RoundFormData; target: { applicationId: string; roundId: string } }) {
  const { t, i18n } = useTranslation('apply');
  const { saveDraft, submit, serverErrors, failure } = useRoundSubmission(target, fill.application.funnel.name);
  const [questions] = useState(() => readQuestions(fill.form?.questions));
  const [customFields] = useState(() => new Map(fill.customFields.map((field) => JSON.parse(field.definition) as Question).map((field) => [field._id, field])));
  const [answers] = useState(() => readAnswers(fill.answers));
  const [sending, setSending] = useState(false);
  const title = textIn(fill.form?.title, i18n.language) || fill.round.name;
  const description = textIn(fill.form?.description, i18n.language);
  const back = (
    <Anchor component={Link} to="/applications" size="sm">
      {t('fill.toMyApplications')}
    </Anchor>
  );

  let body: ReactNode;
  if (fill.submitted) {
    body = (
      <>
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
          {t('fill.sent')}
        </Alert>
        {fill.form ? <FormFiller questions={questions} initialAnswers={answers} mode="print" customFields={customFields} /> : null}
        {back}
      </>
    );
  } else if (!fill.open) {
    body = (
      <>
        <Alert color="yellow" variant="light" icon={<IconClock size={20} aria-hidden />} role="status">
          {t('fill.closed')}
        </Alert>
        {back}
      </>
    );
  } else if (!fill.asksForm) {
    body = (
      <>
        <Text>{t('fill.noForm')}</Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button
            loading={sending}
            onClick={async () => {
              setSending(true);
              await submit({});
              setSending(false);
            }}
          >
            {t('fill.send')}
          </Button>
        </Group>
      </>
    );
  } else {
    body = (
      <>
        {description ? (
          <Text c="dimmed" style={{ whiteSpace: 'pre-line' }} dir="auto">
            {description}
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {t('fill.draftNote')}
        </Text>
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <FormFiller questions={questions} initialAnswers={answers} mode="fill" onSubmit={submit} onDraft={saveDraft} serverErrors={serverErrors} customFields={customFields} />
      </>
    );
  }

  return (
    <PublicPage title={title} width={PAGE_WIDTH}>
      <Text size="sm" c="dimmed">
        {t('fill.context', { funnel: fill.application.funnel.name, round: fill.round.name, application: fill.application.name })}
      </Text>
      {body}
    </PublicPage>
  );
}
