import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useShellUser } from '../../shell/user/useShellUser';
import { OrganisationLayout } from '../organisation/OrganisationLayout';
import { TokensSection } from './TokensSection';
import { WebhooksSection } from './WebhooksSection';

/**
 * /admin/configuration/api, the "API and webhooks" tab: the organisation's tokens (with the plan's
 * public API) and its webhooks (with the public API or the Zapier integration).
 */
export function OrganisationApiPage() {
  const { t } = useTranslation('apiAccess');
  const { user } = useShellUser();
  const publicApi = Boolean(user?.flags.publicApi);
  const webhooks = publicApi || Boolean(user?.flags.zapierIntegration);
  return (
    <OrganisationLayout active="api">
      <Text>
        {t('organisation.intro')}{' '}
        <Anchor underline="always" component={Link} to="/docs/api">
          {t('docs.linkLabel')}
        </Anchor>
      </Text>
      {!webhooks && (
        <Alert color="yellow" role="status">
          {t('organisation.planRequired')}{' '}
          <Anchor underline="always" component={Link} to="/admin/configuration/plan">
            {t('organisation.planLink')}
          </Anchor>
        </Alert>
      )}
      {publicApi && (
        <Section title={t('tokens.organisationTitle')}>
          <TokensSection organisation />
        </Section>
      )}
      {webhooks && (
        <Section title={t('webhooks.title')}>
          <WebhooksSection />
        </Section>
      )}
    </OrganisationLayout>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
