import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { CONFIRM_INCUBATOR_EMAIL } from '../general/organisationApi';

/** Public page of the link mailed to a new organisation address: confirms it once, on arrival. */
export function ConfirmIncubatorEmailPage() {
  const { t } = useTranslation('organisation');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [confirm] = useMutation(CONFIRM_INCUBATOR_EMAIL);
  const [state, setState] = useState<{ status: 'working' | 'done' | 'failed'; message?: string }>({ status: 'working' });
  const started = useRef(false);

  useEffect(() => {
    // A link works once: strict-mode double effects must not spend it twice.
    if (started.current) return;
    started.current = true;
    // The page shows a refused link itself; no toast repeats it.
    confirm({ variables: { token }, context: { showsOwnError: true } })
      .then(() => setState({ status: 'done' }))
      .catch((error: unknown) => setState({ status: 'failed', message: errorMessage(error) }));
  }, [confirm, token, errorMessage]);

  return (
    <PublicPage title={t('confirmEmail.title')}>
      {state.status === 'working' ? <Loader aria-label={t('confirmEmail.working')} /> : null}
      {state.status === 'done' ? <Alert color="teal">{t('confirmEmail.done')}</Alert> : null}
      {state.status === 'failed' ? <Alert color="red">{state.message}</Alert> : null}
      {state.status !== 'working' ? (
        <Button component={Link} to="/" variant="default">
          {t('confirmEmail.home')}
        </Button>
      ) : null}
    </PublicPage>
  );
}
