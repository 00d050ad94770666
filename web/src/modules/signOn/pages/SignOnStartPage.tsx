import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, Loader, Text } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { PublicPage } from '../../../ui/PublicPage';
import { safeReturnPath } from '../../auth/paths';
import { signOnProviders } from '../../auth/singleSignOn';
import { START_SIGN_ON } from '../graphql';
import { keepPendingSignOn } from '../pending';

/**
 * /auth/url (spec 1 §2.1): starts a sign-in at the organisation's identity provider — the one
 * named by `provider`, else its first; at /auth/linkedin, its LinkedIn one — and sends the browser there. While it does, the page says
 * where it is going and offers the address as a link, for whoever's browser does not follow.
 */
export function SignOnStartPage() {
  const { t } = useTranslation('sso');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const { incubator } = useTenant();
  const [start] = useMutation(START_SIGN_ON, { context: { showsOwnError: true } });
  const [target, setTarget] = useState<{ url: string; name: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const providers = signOnProviders(incubator);
  // /auth/linkedin starts with the organisation's LinkedIn provider, which the server finds.
  const linkedIn = useLocation().pathname.replace(/\/+$/, '') === '/auth/linkedin';
  const provider = linkedIn ? 'linkedin' : (params.get('provider') ?? providers[0]?.id ?? null);
  const returnTo = safeReturnPath(params.get('returnTo'));
  const name = providers.find((p) => p.id === provider)?.name ?? target?.name ?? '';

  useEffect(() => {
    // Waits for the organisation when the provider is not named; starts once (React runs effects twice in development).
    if (started.current || (!provider && !incubator)) return;
    started.current = true;
    if (!provider) {
      setFailure(t('start.noProvider'));
      return;
    }
    const loginHint = params.get('login_hint');
    start({ variables: { provider, returnTo, prompt: params.get('prompt'), loginHint: loginHint?.includes('@') ? loginHint : null } })
      .then(({ data }) => {
        if (!data) return;
        const { url, binding, providerName } = data.startSignOn;
        keepPendingSignOn({ state: new URL(url).searchParams.get('state') ?? '', binding, provider, returnTo });
        setTarget({ url, name: providerName });
        window.location.assign(url);
      })
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [provider, incubator, params, returnTo, start, errorMessage, t]);

  return (
    <PublicPage title={t('start.pageTitle')}>
      {failure ? (
        <>
          <Alert color="red" role="alert">
            {failure}
          </Alert>
          <Button component={Link} to="/login">
            {t('callback.backToLogin')}
          </Button>
        </>
      ) : (
        <>
          <Group gap="sm" wrap="nowrap" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden />
            <Text>{name ? t('start.redirecting', { name }) : t('start.redirectingAnonymous')}</Text>
          </Group>
          {target ? (
            <Anchor href={target.url} size="sm">
              {t('start.continue', { name: target.name })}
            </Anchor>
          ) : null}
        </>
      )}
    </PublicPage>
  );
}
