import '../styles';
import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, List, Loader, Stack, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { PublicPage } from '../../../ui/PublicPage';
import { useToken } from '../../auth/token';
import { CONFIRM_ACCOUNT } from './graphql';

/**
 * /account/confirmation: with the token of the confirmation mail it confirms the address
 * (ConfirmAccount); without, it is where a sent application lands: what happens next.
 */
export function ConfirmationPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ConfirmAddress token={token} /> : <ApplicationSent />;
}

function ApplicationSent() {
  const { t } = useTranslation('apply');
  const { state } = useLocation();
  const funnel = typeof (state as { funnel?: unknown } | null)?.funnel === 'string' ? (state as { funnel: string }).funnel : null;
  return (
    <PublicPage title={t('confirmation.sentTitle')} width={560}>
      <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
        {funnel ? t('confirmation.sentTo', { funnel }) : t('confirmation.sent')}
      </Alert>
      <Stack gap="xs">
        <Text fw={500}>{t('confirmation.nextTitle')}</Text>
        <List spacing={4} size="sm">
          <List.Item>{t('confirmation.nextMail')}</List.Item>
          <List.Item>{t('confirmation.nextReview')}</List.Item>
          <List.Item>{t('confirmation.nextFollow')}</List.Item>
        </List>
      </Stack>
      <Button component={Link} to="/applications" style={{ alignSelf: 'flex-start' }}>
        {t('confirmation.toMyApplications')}
      </Button>
    </PublicPage>
  );
}

type Outcome = { state: 'confirming' } | { state: 'confirmed' } | { state: 'failed'; message: string };

function ConfirmAddress({ token }: { token: string }) {
  const { t } = useTranslation('apply');
  const signedIn = Boolean(useToken());
  const errorMessage = useErrorMessage();
  const [confirmAccount] = useMutation(CONFIRM_ACCOUNT);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'confirming' });
  const asked = useRef<string | null>(null);

  useEffect(() => {
    // The link is used up by its first use: asked once, even when the page renders twice.
    if (asked.current === token) return;
    asked.current = token;
    confirmAccount({ variables: { token }, context: { showsOwnError: true } }).then(
      () => setOutcome({ state: 'confirmed' }),
      (error: unknown) => setOutcome({ state: 'failed', message: errorMessage(error) }),
    );
  }, [token, confirmAccount, errorMessage]);

  const next = signedIn ? { to: '/applications', label: t('confirmation.toMyApplications') } : { to: '/login', label: t('confirmation.signIn') };
  return (
    <PublicPage title={t('confirmation.addressTitle')} width={560}>
      {outcome.state === 'confirming' ? <Loader aria-label={t('confirmation.confirming')} /> : null}
      {outcome.state === 'confirmed' ? (
        <Alert color="teal" variant="light" icon={<IconCircleCheck size={20} aria-hidden />} role="status">
          {t('confirmation.addressConfirmed')}
        </Alert>
      ) : null}
      {outcome.state === 'failed' ? (
        <Alert color="red" role="alert">
          {outcome.message}
        </Alert>
      ) : null}
      {outcome.state === 'confirming' ? null : (
        <Anchor component={Link} to={next.to}>
          {next.label}
        </Anchor>
      )}
    </PublicPage>
  );
}
