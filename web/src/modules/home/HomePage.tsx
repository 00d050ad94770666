import './styles';
import { Fragment, lazy, Suspense, useMemo, useState } from 'react';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconLayoutDashboard } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ORGANISATION_ADMINS, isInGroup } from '@seedbed/contracts/roles';
import type { HomeWidget } from '../../app/features/types';
import { useTenant } from '../../app/tenant/TenantProvider';
import { usePageTitle } from '../../app/tenant/usePageTitle';
import { FEATURES } from '../../features';
import { roleName } from '../../shell/user/roleName';
import { useShellUser } from '../../shell/user/useShellUser';
import { useStartupTerm } from '../../shell/user/useStartupTerm';
import { CURRENT_USER } from '../auth/currentUser';
import { homeWidgetsFor } from './homeWidgets';
import { useSettling, WidgetScope } from './settling';
import { WidgetCard } from './WidgetCard';
import { WidgetLoading } from './WidgetStates';
import classes from './home.module.css';

// Only admins arrange the page; the dialog (and its editor) loads when one opens it.
const CustomiseDashboardDialog = lazy(async () => ({ default: (await import('./customise/CustomiseDashboardDialog')).CustomiseDashboardDialog }));

/** One widget in the grid: in a card under its heading (which may name the organisation's word for startups), or drawing its own cards. */
function WidgetSlot({ widget }: { widget: HomeWidget }) {
  const { t } = useTranslation();
  const term = useStartupTerm();
  if (!widget.titleKey) {
    return (
      <Suspense fallback={null}>
        <widget.Component />
      </Suspense>
    );
  }
  return (
    <WidgetCard title={t(widget.titleKey, { startup: term.singular, startups: term.plural })} size={widget.size}>
      <Suspense fallback={<WidgetLoading />}>
        <widget.Component />
      </Suspense>
    </WidgetCard>
  );
}

/**
 * The signed-in home (`/`, `/home/*`): each role's dashboard. A greeting, then the widgets the
 * features declare (`homeWidgets`) that this person sees; organisation admins arrange the texts
 * placed on it from here.
 */
export function HomePage() {
  const { t } = useTranslation('home');
  const { incubator } = useTenant();
  const { user } = useShellUser();
  const { data } = useQuery(CURRENT_USER, { fetchPolicy: 'cache-only' });
  const me = data?.currentUser;
  const [customising, setCustomising] = useState(false);
  const [customiserLoaded, setCustomiserLoaded] = useState(false);
  usePageTitle(t('pageTitle'));
  const widgets = useMemo(() => (user ? homeWidgetsFor(FEATURES, user) : []), [user]);
  const { settled, report } = useSettling(widgets.map((widget) => widget.id));
  if (!me || !user) return null;

  // Who and where, each its own piece of text.
  const about = [roleName(t, me.role), incubator?.name].filter((part): part is string => Boolean(part));
  const isAdmin = isInGroup(user.roleType, ORGANISATION_ADMINS);

  return (
    <Container size="lg" py="xl" px="md">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={1} size="h2">
              {t('welcome', { firstName: me.firstName || me.fullName || me.email })}
            </Title>
            <Text c="dimmed">
              {about.map((part, index) => (
                <Fragment key={part}>
                  {index > 0 ? <span aria-hidden> · </span> : null}
                  <span>{part}</span>
                </Fragment>
              ))}
            </Text>
          </div>
          {isAdmin ? (
            <Button
              variant="default"
              leftSection={<IconLayoutDashboard size={18} aria-hidden />}
              onClick={() => {
                setCustomiserLoaded(true);
                setCustomising(true);
              }}
            >
              {t('customise.open')}
            </Button>
          ) : null}
        </Group>
        <div className={classes.settling}>
          {settled ? null : <WidgetLoading />}
          {/* Laid out (and its widgets loading) while hidden; shown whole once each has its first answer. */}
          <div className={classes.grid} data-settling={settled ? undefined : true} aria-busy={!settled}>
            {widgets.map((widget) => (
              <WidgetScope key={widget.id} id={widget.id} report={report}>
                <WidgetSlot widget={widget} />
              </WidgetScope>
            ))}
          </div>
        </div>
      </Stack>
      {customiserLoaded ? (
        <Suspense fallback={null}>
          <CustomiseDashboardDialog opened={customising} onClose={() => setCustomising(false)} />
        </Suspense>
      ) : null}
    </Container>
  );
}
