import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TokensSection } from './TokensSection';

/**
 * The person's own API tokens, a section of the account's Integrations page
 * (/account/settings/integrations) on plans with the public API.
 */
export function ApiTokensIntegration() {
  const { t } = useTranslation('apiAccess');
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="api-tokens-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="api-tokens-title">
          {t('tokens.personalTitle')}
        </Title>
        <Text size="sm">
          {t('integrations.intro')}{' '}
          <Anchor underline="always" component={Link} to="/docs/api">
            {t('docs.linkLabel')}
          </Anchor>
        </Text>
        <TokensSection organisation={false} />
      </Stack>
    </Paper>
  );
}
