import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ORGANISATION_ADMINS, STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { STARTUP_MANAGERS } from '@seedbed/contracts/menu';
import { graphql } from '../../../app/apollo/graphql';
import type { ShellUser } from '../../../app/features/types';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';
import { WidgetEmpty, WidgetError, WidgetFooterLink, WidgetLoading } from '../../home/WidgetStates';
import { startupFilePath } from '../paths';
import { StartupLogo } from '../shared/StartupLogo';
import classes from '../../home/home.module.css';
import { useWidgetSettled } from '../../home/settling';

/** The first few by name; the startups page has them all. */
export const MY_STARTUPS_SHOWN = 6;

export const HOME_STARTUPS = graphql(`
  query HomeStartups($filter: StartupFilter, $limit: Int) {
    startups(filter: $filter, sort: NAME, limit: $limit) {
      totalCount
      results { _id name logo }
    }
  }
`);

interface Listed {
  _id: string;
  name: string;
  logo?: string | null;
}

function StartupList({ startups }: { startups: readonly Listed[] }) {
  return (
    <ul className={classes.list}>
      {startups.map((startup) => (
        <li key={startup._id}>
          <Group gap="sm" wrap="nowrap">
            <StartupLogo name={startup.name} logo={startup.logo} size="sm" />
            <Anchor component={Link} to={startupFilePath(startup._id)} fw={500} truncate>
              {startup.name}
            </Anchor>
          </Group>
        </li>
      ))}
    </ul>
  );
}

/**
 * The startups a person works on: the programme's side sees those it is assigned to (an admin
 * assigned to none, the organisation's first ones); founders and community members their own,
 * each leading to its file.
 */
export function MyStartupsWidget() {
  const { user } = useShellUser();
  if (!user) return null;
  return isInGroup(user.roleType, STAFF_LIKE) ? <AssignedStartups user={user} /> : <OwnStartups user={user} />;
}

function OwnStartups({ user }: { user: ShellUser }) {
  const { t } = useTranslation('home');
  const term = useStartupTerm();
  useWidgetSettled(true);
  if (user.startups.length === 0) return <WidgetEmpty>{t('widgets.myStartups.emptyFounder', { startup: term.singular })}</WidgetEmpty>;
  return <StartupList startups={user.startups} />;
}

function AssignedStartups({ user }: { user: ShellUser }) {
  const { t } = useTranslation('home');
  const term = useStartupTerm();
  const words = { startup: term.singular, startups: term.plural };
  // One's own portfolio is open on every plan; an admin assigned to none sees the first few of all.
  const assigned = useQuery(HOME_STARTUPS, {
    variables: { filter: { assignedUserIds: [user._id] }, limit: MY_STARTUPS_SHOWN },
    fetchPolicy: 'cache-and-network',
  });
  const noneAssigned = assigned.data?.startups.totalCount === 0;
  const fallBack = noneAssigned && isInGroup(user.roleType, ORGANISATION_ADMINS);
  const all = useQuery(HOME_STARTUPS, { variables: { limit: MY_STARTUPS_SHOWN }, skip: !fallBack, fetchPolicy: 'cache-and-network' });
  const shown = fallBack ? all : assigned;
  useWidgetSettled(Boolean(shown.data || shown.error));

  if (shown.error && !shown.data) return <WidgetError onRetry={() => void shown.refetch()} />;
  if (!shown.data) return <WidgetLoading />;
  const { results, totalCount } = shown.data.startups;
  if (results.length === 0) {
    if (fallBack && isInGroup(user.roleType, STARTUP_MANAGERS)) {
      return <WidgetEmpty link={{ to: '/startups/management', label: t('widgets.myStartups.addFirst', words) }}>{t('widgets.myStartups.noneYet', words)}</WidgetEmpty>;
    }
    return (
      <WidgetEmpty link={{ to: '/startups', label: t('widgets.myStartups.browse', words) }}>
        {fallBack ? t('widgets.myStartups.noneYet', words) : t('widgets.myStartups.emptyAssigned', words)}
      </WidgetEmpty>
    );
  }
  return (
    <Stack gap="xs">
      {fallBack ? (
        <Text size="sm" c="dimmed">
          {t('widgets.myStartups.noneAssignedShowingAll', words)}
        </Text>
      ) : null}
      <StartupList startups={results} />
      <WidgetFooterLink to="/startups">{t('widgets.myStartups.viewAll', { ...words, count: totalCount })}</WidgetFooterLink>
    </Stack>
  );
}
