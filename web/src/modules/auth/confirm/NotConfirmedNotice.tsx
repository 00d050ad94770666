import { Alert, Anchor, Button, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { PublicPage } from '../../../ui/PublicPage';
import { useSignOut } from '../SignOutContext';
import { graphql } from '../../../app/apollo/graphql';

const RESEND_CONFIRMATION_EMAIL = graphql(`
  mutation ResendConfirmationEmail {
    resendConfirmationEmail
  }
`);

/** Blocks the application until the address is confirmed; a failed resend shows the usual error toast. */
export function NotConfirmedNotice({ email }: { email: string }) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const [resend, { data, loading }] = useMutation(RESEND_CONFIRMATION_EMAIL);
  const sent = data?.resendConfirmationEmail === true;

  return (
    <PublicPage title={t('notConfirmed.title')}>
      <Text>{t('notConfirmed.body', { email })}</Text>
      {sent ? (
        <Alert color="green" role="status">
          {t('notConfirmed.sent')}
        </Alert>
      ) : (
        <Anchor component="button" type="button" onClick={() => resend().catch(() => undefined)} disabled={loading} ta="start">
          {t('notConfirmed.resend')}
        </Anchor>
      )}
      <Button variant="default" onClick={() => signOut()}>
        {t('logout', { ns: 'common' })}
      </Button>
    </PublicPage>
  );
}
