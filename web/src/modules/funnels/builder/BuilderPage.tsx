import '../styles';
import { lazy, Suspense } from 'react';
import { Alert, Anchor, Badge, Center, Container, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { FUNNEL } from '../graphql';
import { FunnelStatusBadge } from '../management/FunnelStatusBadge';
import { MANAGEMENT_PATH } from '../paths';

// Each tab is downloaded when first opened: the page editor alone brings the rich-text editor.
const PageTab = lazy(async () => ({ default: (await import('./PageTab')).PageTab }));
const RoundsTab = lazy(async () => ({ default: (await import('./RoundsTab')).RoundsTab }));
const MailsTab = lazy(async () => ({ default: (await import('./MailsTab')).MailsTab }));
const SettingsTab = lazy(async () => ({ default: (await import('./SettingsTab')).SettingsTab }));

const TABS = ['page', 'rounds', 'mails', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** /applications/funnels/:id/builder (no top bar): the funnel's page, rounds, mails and settings. */
export function BuilderPage() {
  const { t, i18n } = useTranslation('funnels');
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const tab: Tab = (TABS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Tab) : 'page';
  const errorMessage = useErrorMessage();
  const { data, error, loading } = useQuery(FUNNEL, { variables: { id }, context: { showsOwnError: true } });
  const funnel = data?.funnel;
  usePageTitle(funnel ? t('titles.builderOf', { name: funnel.name }) : t('titles.builder'));
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Anchor component={Link} to={MANAGEMENT_PATH} size="sm">
          <Group gap={4} component="span">
            <Back size={14} aria-hidden />
            {t('builder.back')}
          </Group>
        </Anchor>
        {!funnel ? (
          loading ? (
            <Center py="xl">
              <Loader aria-label={t('common:loading')} />
            </Center>
          ) : (
            <Alert color="red" role="alert">
              {error ? errorMessage(error) : t('builder.loadFailed')}
            </Alert>
          )
        ) : (
          <>
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Group gap="sm" wrap="wrap">
                <Title order={1} size="h2" dir="auto">
                  {funnel.name}
                </Title>
                <FunnelStatusBadge status={funnel.status} archived={funnel.archived} />
                {funnel.anonymous && <Badge variant="outline">{t('settings.blindReview')}</Badge>}
              </Group>
              <Text size="sm" c="dimmed">
                {t('management.summaryLine', { rounds: funnel.rounds.length, applications: funnel.applicationCount })}
              </Text>
            </Group>
            {!funnel.viewerCan.edit && (
              <Alert color="yellow" role="status">
                {t('builder.readOnly')}
              </Alert>
            )}
            <Tabs value={tab} onChange={(value) => setParams(value && value !== 'page' ? { tab: value } : {}, { replace: true })} keepMounted={false}>
              <Tabs.List>
                {TABS.map((value) => (
                  <Tabs.Tab key={value} value={value}>
                    {t(`builder.tabs.${value}`)}
                  </Tabs.Tab>
                ))}
              </Tabs.List>
              <Tabs.Panel value="page" pt="md">
                <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
                  <PageTab funnel={funnel} />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="rounds" pt="md">
                <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
                  <RoundsTab funnel={funnel} />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="mails" pt="md">
                <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
                  <MailsTab funnel={funnel} />
                </Suspense>
              </Tabs.Panel>
              <Tabs.Panel value="settings" pt="md">
                <Suspense fallback={<Loader aria-label={t('common:loading')} />}>
                  <SettingsTab funnel={funnel} />
                </Suspense>
              </Tabs.Panel>
            </Tabs>
          </>
        )}
      </Stack>
    </Container>
  );
}
