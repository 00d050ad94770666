import { useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { usePublicQuery } from '../../../app/tenant/usePublicQuery';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { setToken } from '../token';
import { colorsForScheme } from './colors';
import { LOGIN_LAYOUT } from './layoutCustomization';
import { LoginContent } from './LoginContent';
import { LoginLayout } from './LoginLayout';

/**
 * /login. Storing the token is enough: the public-only guard then sends the user on to
 * the return path (?returnTo= or router state) or to /.
 */
export function LoginPage() {
  const { t } = useTranslation('auth');
  const { incubator } = useTenant();
  const data = usePublicQuery(LOGIN_LAYOUT);
  const layout = data?.layoutCustomization;
  const colors = colorsForScheme(layout?.colors, useComputedColorScheme('light'));
  usePageTitle(t('login.pageTitle'));

  return (
    <LoginLayout incubator={incubator} layout={layout} colors={colors}>
      <LoginContent incubator={incubator} colors={colors} onSignedIn={({ token }) => setToken(token)} />
    </LoginLayout>
  );
}
