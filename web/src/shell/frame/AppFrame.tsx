import './styles';
import { useEffect } from 'react';
import { AppShell, em } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { registry } from '../../app/features/registry';
import { useFeatureRouteMatch } from '../../app/routing/RouteTitle';
import { LoadingScreen } from '../LoadingScreen';
import { LoadError } from '../errors/LoadError';
import { useSidebarMenu } from '../menu/useSidebarMenu';
import { MobileBar } from '../mobile/MobileBar';
import { mobileBarEntries } from '../mobile/mobileBar';
import { MobileMenu } from '../mobile/MobileMenu';
import { SidebarPanel } from '../sidebar/SidebarPanel';
import { NAVIGATION_ID, TopBar } from '../topbar/TopBar';
import { isTopBarHiddenPath } from '../topbar/topBarPaths';
import topbar from '../topbar/topbar.module.css';
import { useShellUser } from '../user/useShellUser';
import { useSidebarOpen } from './useSidebarOpen';
import { TOP_BAR_HEIGHT } from '../../app/theme';

const MOBILE_BAR_HEIGHT = 60;
/** Spec 1 §9: the mobile bar is for widths under 576 px. */
const PHONE_QUERY = `(max-width: ${em(575.98)})`;
const MAIN_ID = 'main-content';

/** The frame of every signed-in page: top bar, sidebar, mobile bar and menu, and the page. */
export function AppFrame() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const route = useFeatureRouteMatch()?.route;
  const { user, loading, error, refetch } = useShellUser();
  const { items, loading: menuLoading } = useSidebarMenu();
  const [sidebarOpen, toggleSidebar] = useSidebarOpen();
  const [mobileMenuOpen, mobileMenu] = useDisclosure(false);
  const phone = useMediaQuery(PHONE_QUERY) ?? false;

  const closeMobileMenu = mobileMenu.close;
  // Following a link closes the mobile menu.
  useEffect(() => closeMobileMenu(), [pathname, closeMobileMenu]);

  if (!user) return loading ? <LoadingScreen /> : error ? <LoadError error={error} onRetry={refetch} /> : <LoadingScreen />;
  // The frame waits for the sidebar too (asked for at the same time), so the page is not pushed aside when it arrives.
  if (menuLoading) return <LoadingScreen />;

  const hasMenu = items.length > 0;
  const sidebarShown = hasMenu && sidebarOpen && !phone;
  const topBarHidden = Boolean(route?.hideTopBar) || isTopBarHiddenPath(pathname);
  const mobileEntries = phone && !route?.hideMobileBar ? mobileBarEntries(user, pathname, registry.hasPage) : [];

  return (
    <AppShell
      layout="alt"
      header={{ height: TOP_BAR_HEIGHT, collapsed: topBarHidden }}
      navbar={{ width: { xs: 232, sm: 260 }, breakpoint: 'xs', collapsed: { desktop: !sidebarShown, mobile: true } }}
      footer={{ height: MOBILE_BAR_HEIGHT, collapsed: mobileEntries.length === 0 }}
      padding={0}
    >
      <a href={`#${MAIN_ID}`} className={topbar.skip}>
        {t('skipToContent')}
      </a>
      <AppShell.Header>
        {topBarHidden ? null : (
          <TopBar
            user={user}
            menuAvailable={hasMenu}
            menuOpen={phone ? mobileMenuOpen : sidebarShown}
            onMenu={phone ? mobileMenu.toggle : toggleSidebar}
            showLogo={!sidebarShown}
          />
        )}
      </AppShell.Header>
      {hasMenu ? (
        // A collapsed sidebar only slides out of view: inert keeps its links out of the tab order
        // and away from screen readers while it cannot be seen (on phones the drawer has them).
        <AppShell.Navbar id={phone ? undefined : NAVIGATION_ID} withBorder={false} inert={!sidebarShown}>
          <SidebarPanel items={items} />
        </AppShell.Navbar>
      ) : null}
      <AppShell.Main id={MAIN_ID} tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
      {/* Not mounted without entries: an empty footer would still be announced as a landmark. */}
      {mobileEntries.length > 0 ? (
        <AppShell.Footer>
          <MobileBar entries={mobileEntries} />
        </AppShell.Footer>
      ) : null}
      {hasMenu && phone ? <MobileMenu id={NAVIGATION_ID} items={items} opened={mobileMenuOpen} onClose={mobileMenu.close} /> : null}
      {registry.frameOverlays.map(({ id, Component }) => (
        <Component key={id} />
      ))}
    </AppShell>
  );
}
