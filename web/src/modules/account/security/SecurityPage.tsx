import { Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../AccountLayout';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsSection } from './SessionsSection';

/** /account/settings/security — User security: password and signed-in sessions. */
export function SecurityPage() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout active="security">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('password.title')}
          </Title>
          <ChangePasswordForm />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('sessions.title')}
          </Title>
          <SessionsSection />
        </Stack>
      </Paper>
    </AccountLayout>
  );
}
