import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../modules/auth/SignOutContext';
import { MessagePage } from '../MessagePage';

/**
 * Spec 1 §2.3/§8: a signed-in user whose role has no type may see nothing, so the only way
 * on is to sign out (and perhaps in with another account).
 */
export function NotAuthorizedPage() {
  const { t } = useTranslation();
  const signOut = useSignOut();
  return (
    <MessagePage title={t('notAuthorized.title')}>
      <Text c="dimmed">{t('notAuthorized.hint')}</Text>
      <Button onClick={() => signOut({ returnTo: '/' })}>{t('logout')}</Button>
    </MessagePage>
  );
}
