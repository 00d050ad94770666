import { Alert, Button, Text } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../ui/PublicPage';

/** /error?message=… — spec 1 §2.13 sign-in failure; 'Try again' restarts sign-in, then returns to /. */
export function SignInFailurePage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const message = params.get('message');
  return (
    <PublicPage title={t('failure.pageTitle')}>
      <Text>{t('failure.intro')}</Text>
      {message ? (
        <Alert color="red" role="alert">
          {message}
        </Alert>
      ) : null}
      <Button onClick={() => navigate('/login', { state: { returnTo: '/' } })}>{t('failure.retry')}</Button>
    </PublicPage>
  );
}
