import { useEffect, useState } from 'react';
import { Alert, Button } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requestJson } from '../../../app/http/rest';
import { useRestErrorMessage } from '../../../app/http/useRestErrorMessage';
import { LoadingScreen } from '../../../shell/LoadingScreen';
import { PublicPage } from '../../../ui/PublicPage';

/** A validation token works once; a remounted page must not spend it a second time. */
const attempts = new Map<string, Promise<unknown>>();

function validateOnce(token: string): Promise<unknown> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = requestJson(`/api/users/validate/${encodeURIComponent(token)}`);
    attempts.set(token, attempt);
  }
  return attempt;
}

type Outcome = { state: 'checking' } | { state: 'done' } | { state: 'failed'; message: string };

/** /validate/:token — confirms the email address as soon as the page opens. */
export function ValidateEmailPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const restErrorMessage = useRestErrorMessage();
  const [outcome, setOutcome] = useState<Outcome>({ state: 'checking' });

  useEffect(() => {
    let current = true;
    validateOnce(token).then(
      () => current && setOutcome({ state: 'done' }),
      (error) => current && setOutcome({ state: 'failed', message: restErrorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [token, restErrorMessage]);

  if (outcome.state === 'checking') return <LoadingScreen />;
  return (
    <PublicPage title={t('validate.title')}>
      {outcome.state === 'done' ? (
        <Alert color="green" role="status">
          {t('validate.done')}
        </Alert>
      ) : (
        <Alert color="red" role="alert">
          {outcome.message}
        </Alert>
      )}
      <Button component={Link} to="/">
        {t('validate.continue')}
      </Button>
    </PublicPage>
  );
}
