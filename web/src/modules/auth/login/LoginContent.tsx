import { lazy, Suspense } from 'react';
import { Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import { externalHref } from '../../../ui/externalHref';
import type { SchemeColors } from './colors';
import { signOnProviders } from '../singleSignOn';
import { LoginForm } from './LoginForm';
import type { SignInAnswer } from './signIn';

// Fetched only by organisations that sign in through a provider: the others' sign-in page stays as light as before.
const SignOnButtons = lazy(async () => ({ default: (await import('../../signOn/SignOnButtons')).SignOnButtons }));

/**
 * What the login page shows inside its layout: the title, the form, the organisation's own
 * sign-in button and its terms. The branding preview draws this very component, so the preview
 * is the page.
 */
export function LoginContent({ incubator, colors, onSignedIn }: { incubator: PublicIncubator | undefined; colors: SchemeColors; onSignedIn: (answer: SignInAnswer) => void }) {
  const { t } = useTranslation('auth');
  const customLogin = incubator?.customLogin?.active ? incubator.customLogin : undefined;
  const customLoginHref = externalHref(customLogin?.url);
  const termsUrl = externalHref(incubator?.termsAndServices?.url);
  const signOn = signOnProviders(incubator).length > 0;
  return (
    <Stack gap="lg">
      <Title order={1} size="h3" c={colors.headingColor ?? undefined}>
        {incubator ? t('login.titleWithName', { name: incubator.name }) : t('login.title')}
      </Title>
      {signOn ? (
        <>
          <Suspense fallback={null}>
            <SignOnButtons incubator={incubator} />
          </Suspense>
          <Divider label={t('login.or')} labelPosition="center" />
        </>
      ) : null}
      <LoginForm
        onSignedIn={onSignedIn}
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
  );
}
