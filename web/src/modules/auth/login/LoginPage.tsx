import { Anchor, Button, Divider, Group, Stack, Text, Title, useComputedColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { usePublicQuery } from '../../../app/tenant/usePublicQuery';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { externalHref } from '../../../ui/externalHref';
import { setToken } from '../token';
import { colorsForScheme } from './colors';
import { LOGIN_LAYOUT } from './layoutCustomization';
import { LoginForm } from './LoginForm';
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
  const customLogin = incubator?.customLogin?.active ? incubator.customLogin : undefined;
  const customLoginHref = externalHref(customLogin?.url);
  const termsUrl = externalHref(incubator?.termsAndServices?.url);
  usePageTitle(t('login.pageTitle'));

  return (
    <LoginLayout incubator={incubator} layout={layout} colors={colors}>
      <Stack gap="lg">
        <Title order={1} size="h3" c={colors.headingColor ?? undefined}>
          {incubator ? t('login.titleWithName', { name: incubator.name }) : t('login.title')}
        </Title>
        <LoginForm
          onSignedIn={({ token }) => setToken(token)}
          incubator={incubator?.slug}
          colors={{
            buttonBackground: colors.primaryButtonBackgroundColor,
            buttonText: colors.primaryButtonTextColor,
            link: colors.linkColor,
          }}
        />
        {customLogin?.text ? (
          <>
            <Divider />
            {customLoginHref ? (
              <Button
                component="a"
                href={customLoginHref}
                variant="filled"
                fullWidth
                color={customLogin.buttonBackgroundColor ?? 'gray'}
                c={customLogin.buttonTextColor ?? undefined}
                autoContrast={!customLogin.buttonTextColor}
                styles={{ label: { whiteSpace: 'normal' } }}
                h="auto"
                mih={36}
                py={6}
              >
                {customLogin.text}
              </Button>
            ) : (
              <Text ta="center">{customLogin.text}</Text>
            )}
          </>
        ) : null}
        {termsUrl ? (
          <Group justify="center">
            <Anchor href={termsUrl} target="_blank" rel="noopener noreferrer" size="sm" c={colors.linkColor ?? undefined}>
              {t('login.terms')}
            </Anchor>
          </Group>
        ) : null}
      </Stack>
    </LoginLayout>
  );
}
