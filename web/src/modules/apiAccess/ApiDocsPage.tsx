import type { ReactNode } from 'react';
import { Anchor, Code, Container, List, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { API_AREAS, API_RATE_LIMIT, API_RATE_WINDOW_SECONDS, WEBHOOK_DISABLE_AFTER_FAILURES, WEBHOOK_EVENT_KINDS, WEBHOOK_MAX_ATTEMPTS } from '@seedbed/contracts/api-access';

const VERIFY_SAMPLE = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string), header: Seedbed-Signature.
export function verify(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=')));
  const expected = createHmac('sha256', secret).update(\`\${parts.t}.\${rawBody}\`).digest('hex');
  const fresh = Math.abs(Date.now() / 1000 - Number(parts.t)) <= toleranceSeconds;
  return fresh && parts.v1?.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}`;

const PAYLOAD_SAMPLE = `{
  "id": "0196f3c2-…",
  "kind": "startup.created",
  "occurredAt": "2026-11-03T09:12:44.120Z",
  "organisation": { "id": "…", "slug": "demo", "name": "…" },
  "data": { "startupId": "…", "name": "Solar Loop" }
}`;

function Block({ children }: { children: string }) {
  return (
    <Code block dir="ltr" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
      {children}
    </Code>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={`api-${id}`} id={id}>
      <Title order={2} size="h3" id={`api-${id}`}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /docs/api: how to reach the API and what webhooks send. The numbers, areas and events come from
 * the same registry the server enforces (contracts/api-access.ts), so this page cannot drift from it.
 */
export function ApiDocsPage() {
  const { t } = useTranslation('apiAccess');
  const origin = window.location.origin;
  const curl = `curl ${origin}/graphql \\
  -H "Authorization: Bearer sbd_…" \\
  -H "Content-Type: application/json" \\
  -H "apollo-require-preflight: true" \\
  -d '{"query":"{ startups(limit: 5) { totalCount results { _id name } } }"}'`;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="xl">
        <Stack gap="xs">
          <Title order={1} size="h2">
            {t('docs.title')}
          </Title>
          <Text>{t('docs.intro')}</Text>
        </Stack>

        <Section id="endpoint" title={t('docs.endpointTitle')}>
          <Text>{t('docs.endpoint')}</Text>
          <Block>{`POST ${origin}/graphql`}</Block>
          <Text>
            {t('docs.schema')}{' '}
            <Anchor underline="always" href="/api/schema.graphql" download="schema.graphql">
              {t('docs.downloadSchema')}
            </Anchor>
          </Text>
        </Section>

        <Section id="authentication" title={t('docs.authTitle')}>
          <Text>{t('docs.auth')}</Text>
          <List spacing="xs">
            <List.Item>{t('docs.personalTokens')}</List.Item>
            <List.Item>{t('docs.organisationTokens')}</List.Item>
            <List.Item>{t('docs.samePermissions')}</List.Item>
          </List>
          <Text>
            <Anchor underline="always" component={Link} to="/account/settings/integrations">
              {t('docs.manageTokens')}
            </Anchor>
          </Text>
          <Block>{curl}</Block>
        </Section>

        <Section id="scopes" title={t('docs.scopesTitle')}>
          <Text>{t('docs.scopes')}</Text>
          <Table aria-label={t('docs.scopesTitle')} style={{ overflowWrap: 'anywhere' }}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tokens.area')}</Table.Th>
                <Table.Th>{t('tokens.read')}</Table.Th>
                <Table.Th>{t('tokens.write')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {['*', ...API_AREAS].map((area) => (
                <Table.Tr key={area}>
                  <Table.Td>{area === '*' ? t('tokens.allAreas') : t(`areas.${area}`)}</Table.Td>
                  <Table.Td>
                    <Code dir="ltr">{`read:${area}`}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Code dir="ltr">{`write:${area}`}</Code>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Text size="sm">{t('docs.scopesNever')}</Text>
        </Section>

        <Section id="limits" title={t('docs.limitsTitle')}>
          <Text>{t('docs.limits', { count: API_RATE_LIMIT, minutes: API_RATE_WINDOW_SECONDS / 60 })}</Text>
        </Section>

        <Section id="webhooks" title={t('docs.webhooksTitle')}>
          <Text>{t('docs.webhooks')}</Text>
          <Block>{PAYLOAD_SAMPLE}</Block>
          <Text>{t('docs.headers')}</Text>
          <Block>{'Seedbed-Event: startup.created\nSeedbed-Delivery: <delivery id>\nSeedbed-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">'}</Block>
          <Text>{t('docs.verify')}</Text>
          <Block>{VERIFY_SAMPLE}</Block>
          <Text>{t('docs.retries', { attempts: WEBHOOK_MAX_ATTEMPTS, failures: WEBHOOK_DISABLE_AFTER_FAILURES })}</Text>
          <Text>{t('docs.zapier')}</Text>
        </Section>

        <Section id="events" title={t('docs.eventsTitle')}>
          <Table aria-label={t('docs.eventsTitle')} style={{ overflowWrap: 'anywhere' }}>
            <Table.Tbody>
              {WEBHOOK_EVENT_KINDS.map((kind) => (
                <Table.Tr key={kind}>
                  <Table.Td>
                    <Code dir="ltr">{kind}</Code>
                  </Table.Td>
                  <Table.Td>{t(`eventKinds.${kind}`)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Section>
      </Stack>
    </Container>
  );
}
