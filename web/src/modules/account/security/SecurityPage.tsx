import { useTranslation } from 'react-i18next';
import { AccountLayout } from '../AccountLayout';
import { AccountSection } from '../AccountSection';
import { ChangePasswordForm } from './ChangePasswordForm';
import { SessionsSection } from './SessionsSection';

/** /account/settings/security — User security: password and signed-in sessions. */
export function SecurityPage() {
  const { t } = useTranslation('account');
  return (
    <AccountLayout active="security">
      <AccountSection title={t('password.title')}>
        <ChangePasswordForm />
      </AccountSection>
      <AccountSection title={t('sessions.title')}>
        <SessionsSection />
      </AccountSection>
    </AccountLayout>
  );
}
