import { Alert, Container, Loader, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { BlueprintsTab } from './blueprints/BlueprintsTab';
import { DesignsTab } from './design/DesignsTab';
import { VIEWER_CAN } from './graphql';

type Tab = 'designs' | 'blueprints';

/**
 * /emails/templates: the designs mails are wrapped in (plan flag emailTemplates) and, as the
 * `blueprints` tab, the product's own mails (EMAIL_BLUEPRINT:MANAGE). Each tab shows only to
 * whom it is open; one alone shows without the tab bar.
 */
export function TemplatesPage() {
  const { t } = useTranslation('emailTemplates');
  usePageTitle(t('titles.designs'));
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const can = useQuery(VIEWER_CAN, { fetchPolicy: 'cache-and-network' });
  const allowed = can.data?.emailTemplatesViewerCan;
  const tabs: Tab[] = allowed ? [...(allowed.useTemplates ? (['designs'] as const) : []), ...(allowed.manageBlueprints ? (['blueprints'] as const) : [])] : [];
  const asked = params.get('tab') === 'blueprints' ? 'blueprints' : 'designs';
  const active: Tab | undefined = tabs.includes(asked) ? asked : tabs[0];

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t(active === 'blueprints' ? 'blueprints.title' : 'designs.title')}
        </Title>
        {can.error && !allowed ? (
          <Alert color="red" role="alert">
            {errorMessage(can.error)}
          </Alert>
        ) : null}
        {!allowed && !can.error ? <Loader size="sm" aria-label={t('loading')} /> : null}
        {allowed && !active ? <Alert color="gray">{t('nothingOpen')}</Alert> : null}
        {active && tabs.length > 1 ? (
          <Tabs value={active} onChange={(tab) => setParams(tab === 'blueprints' ? { tab } : {}, { replace: true })} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="designs">{t('tabs.designs')}</Tabs.Tab>
              <Tabs.Tab value="blueprints">{t('tabs.blueprints')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="designs" pt="md">
              <DesignsTab />
            </Tabs.Panel>
            <Tabs.Panel value="blueprints" pt="md">
              <BlueprintsTab />
            </Tabs.Panel>
          </Tabs>
        ) : null}
        {active && tabs.length === 1 ? active === 'designs' ? <DesignsTab /> : <BlueprintsTab /> : null}
      </Stack>
    </Container>
  );
}
