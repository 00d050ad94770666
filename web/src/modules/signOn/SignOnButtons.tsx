import { Button, Stack } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PublicIncubator } from '../../app/tenant/publicIncubator';
import { safeReturnPath } from '../auth/paths';
import { externalSignInPath, signOnProviders } from '../auth/singleSignOn';

/** One "Continue with <provider>" button per enabled provider on the sign-in page, keeping the return path. */
export function SignOnButtons({ incubator }: { incubator: PublicIncubator | undefined }) {
  const { t } = useTranslation('sso');
  const { search } = useLocation();
  const providers = signOnProviders(incubator);
  if (!providers.length) return null;
  const returnTo = safeReturnPath(new URLSearchParams(search).get('returnTo'));
  return (
    <Stack gap="xs">
      {providers.map((provider) => (
        <Button
          key={provider.id}
          component={Link}
          to={externalSignInPath(returnTo, provider.id)}
          variant="default"
          fullWidth
          leftSection={<IconLogin2 size={18} aria-hidden />}
          styles={{ label: { whiteSpace: 'normal' } }}
          h="auto"
          mih={36}
          py={6}
        >
          {t('login.continueWith', { name: provider.name })}
        </Button>
      ))}
    </Stack>
  );
}
