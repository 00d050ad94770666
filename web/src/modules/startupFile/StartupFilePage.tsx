import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { Alert, Center, Container, Loader, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import type { StartupFileTab } from '../../app/features/types';
import { useErrorMessage } from '../../app/apollo/errorMessage';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { FEATURES } from '../../features';
import { UnknownLinkPage } from '../../shell/errors/UnknownLinkPage';
import { useShellUser } from '../../shell/user/useShellUser';
import { STARTUP_FILE } from './graphql';
import { StartupHeader } from './header/StartupHeader';
import { StartupFileContext } from './StartupFileContext';
import { DEFAULT_TAB_PATH, registeredTabs, tabPathOf, visibleTabs } from './tabs/fileTabs';
import classes from './startupFile.module.css';
import './styles';

const TABS = registeredTabs(FEATURES);

// One lazy component per section, made once: a section's chunk is downloaded when first opened.
const sections = new Map<string, LazyExoticComponent<ComponentType<{ startupId: string }>>>();
function sectionOf(tab: StartupFileTab) {
  let section = sections.get(tab.id);
  if (!section) {
    section = lazy(async () => ({ default: (await tab.page()).Component }));
    sections.set(tab.id, section);
  }
  return section;
}

/** /startup/:id/file/* — the startup file (spec 2 §2): header, the sections this viewer may open, and the open one. */
export function StartupFilePage() {
  const { t } = useTranslation('startupFile');
  const errorMessage = useErrorMessage();
  const navigate = useNavigate();
  const { id = '', '*': splat } = useParams();
  const { user } = useShellUser();
  const { data, error, loading } = useQuery(STARTUP_FILE, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const startup = data?.startup;
  usePageTitle(startup ? `${startup.name} · ${t('pageTitle')}` : t('pageTitle'));
  const path = tabPathOf(splat);
  const shown = useMemo(
    () => (startup && user ? visibleTabs(TABS, { user, startupId: startup._id, viewerCan: startup.viewerCan as unknown as Record<string, boolean> }) : []),
    [startup, user],
  );

  if (!splat) return <Navigate to={`/startup/${encodeURIComponent(id)}/file/${DEFAULT_TAB_PATH}`} replace />;
  if (!startup || !user) {
    if (loading || !error || !user)
      return (
        <Center mih="40vh">
          <Loader aria-label={t('loading')} />
        </Center>
      );
    return (
      <Container size="md" py="xl">
        <Alert color="red" role="alert">
          {errorMessage(error, { NOT_FOUND: t('notFound') })}
        </Alert>
      </Container>
    );
  }
  const current = shown.find((tab) => tab.path === path);
  if (!current) {
    // A section of the product this viewer may not open here goes to the default one; any other name leads nowhere.
    if (TABS.some((tab) => tab.path === path)) return <Navigate to={`/startup/${encodeURIComponent(id)}/file/${DEFAULT_TAB_PATH}`} replace />;
    return <UnknownLinkPage inFrame />;
  }
  const Section = sectionOf(current);

  return (
    <StartupFileContext.Provider value={startup}>
      <Container size="lg" py={{ base: 'sm', sm: 'lg' }} px={{ base: 'xs', sm: 'md' }} className={classes.page}>
        <Stack gap="md">
          <div data-print-hide>
            <StartupHeader startup={startup} />
          </div>
          <Tabs
            value={current.path}
            onChange={(next) => next && navigate(`/startup/${encodeURIComponent(id)}/file/${next}`)}
            keepMounted={false}
            classNames={{ list: classes.tabList, tab: classes.tab }}
            className={classes.tabs}
          >
            <Tabs.List aria-label={t('tabs.label')} data-print-hide>
              {shown.map((tab) => (
                <Tabs.Tab key={tab.id} value={tab.path}>
                  {t(tab.labelKey)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            <Tabs.Panel value={current.path} pt="md">
              <Suspense
                fallback={
                  <Center py="xl">
                    <Loader aria-label={t('loading')} />
                  </Center>
                }
              >
                <Section startupId={startup._id} />
              </Suspense>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      </Container>
    </StartupFileContext.Provider>
  );
}
