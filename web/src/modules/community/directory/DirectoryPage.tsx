import { useState } from 'react';
import { Badge, Button, CloseButton, Container, Drawer, Group, Stack, Tabs, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { IconAdjustmentsHorizontal, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ShellUser } from '../../../app/features/types';
import { NotAuthorizedPage } from '../../../shell/errors/NotAuthorizedPage';
import { LoadingScreen } from '../../../shell/LoadingScreen';
import { useShellUser } from '../../../shell/user/useShellUser';
import { COMMUNITY_PATHS } from '../shared/paths';
import { DirectoryFilters } from './DirectoryFilters';
import { PeopleResults, StartupResults } from './DirectoryResults';
import {
  activeFilterCount,
  filterInput,
  mayOpenDirectory,
  offeredFilters,
  paramsWithState,
  stateFromParams,
  withoutFilters,
  type DirectoryFilterName,
  type DirectoryState,
  type DirectoryTab,
} from './directoryState';
import { DIRECTORY_STARTUP_NAME } from './graphql';

const none = (visibility: string | null) => visibility?.toUpperCase() === 'NONE';

/** The list an address opens: its own for /community/search/people and …/startups, else the one the role sees (people first). */
export function tabOfPath(pathname: string, user: Pick<ShellUser, 'userVisibility'>): DirectoryTab {
  if (pathname.startsWith(COMMUNITY_PATHS.startups)) return 'startups';
  if (pathname.startsWith(COMMUNITY_PATHS.people)) return 'people';
  return none(user.userVisibility) ? 'startups' : 'people';
}

/**
 * /community, /community/search and its people and startups lists (spec 1 §2.2): everyone and every
 * startup the viewer's role lets them see, searched and filtered, as cards, page by page. A role that
 * sees neither people nor startups has no community (the shell's "Not authorized").
 */
export function DirectoryPage() {
  const { user, loading } = useShellUser();
  if (!user) return loading ? <LoadingScreen /> : null;
  if (!mayOpenDirectory(user)) return <NotAuthorizedPage />;
  return <Directory user={user} />;
}

function Directory({ user }: { user: ShellUser }) {
  const { t } = useTranslation('community');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const [drawer, setDrawer] = useState(false);
  const tab = tabOfPath(pathname, user);
  const state = stateFromParams(params);
  const [search] = useDebouncedValue(state.search.trim(), 300);
  const offered = offeredFilters(user, tab);
  const input = filterInput({ ...state, search }, offered, tab);
  const active = activeFilterCount(state, offered);
  const tabs = (['people', 'startups'] as const).filter((name) => !none(name === 'people' ? user.userVisibility : user.startupVisibility));

  const update = (next: DirectoryState) => setParams((current) => paramsWithState(current, next), { replace: true });
  const setFilter = (filter: DirectoryFilterName, values: string[]) => update({ ...state, [filter]: values });
  const clearFilters = () => update(withoutFilters(state));
  // Another list keeps the words searched; its filters are its own.
  const openTab = (next: DirectoryTab) => navigate(`${COMMUNITY_PATHS[next]}${state.search ? `?q=${encodeURIComponent(state.search)}` : ''}`);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('directory.title')}
        </Title>
        {tabs.length > 1 ? (
          <Tabs value={tab} onChange={(value) => value && openTab(value as DirectoryTab)}>
            <Tabs.List>
              {tabs.map((name) => (
                <Tabs.Tab key={name} value={name}>
                  {t(`directory.tabs.${name}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : null}
        <Group gap="sm" align="flex-end" wrap="wrap">
          <TextInput
            value={state.search}
            onChange={(event) => update({ ...state, search: event.currentTarget.value })}
            label={t(`directory.search.${tab}`)}
            placeholder={t(`directory.search.${tab}Placeholder`)}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            maxLength={200}
            w={{ base: '100%', xs: 320 }}
            data-testid="directory-search"
          />
          <Group gap="sm" align="flex-end" wrap="wrap" visibleFrom="xs">
            <DirectoryFilters tab={tab} state={state} offered={offered} onChange={setFilter} />
          </Group>
          <Button
            hiddenFrom="xs"
            variant="default"
            fullWidth
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={active ? <Badge size="sm">{active}</Badge> : null}
            onClick={() => setDrawer(true)}
          >
            {t('directory.filters.open')}
          </Button>
          {active ? (
            <Button variant="subtle" onClick={clearFilters} visibleFrom="xs">
              {t('directory.filters.clear')}
            </Button>
          ) : null}
        </Group>
        {tab === 'people' && state.startupId ? <StartupFilterChip startupId={state.startupId} onRemove={() => update({ ...state, startupId: null })} /> : null}
        {tab === 'people' ? (
          <PeopleResults input={input} searched={Boolean(search)} filtered={active > 0} onClear={() => update({ ...withoutFilters(state), search: '' })} />
        ) : (
          <StartupResults
            input={input}
            searched={Boolean(search)}
            filtered={active > 0}
            showPeople={!none(user.userVisibility)}
            onClear={() => update({ ...withoutFilters(state), search: '' })}
          />
        )}
      </Stack>
      <Drawer opened={drawer} onClose={() => setDrawer(false)} position="bottom" size="auto" title={t('directory.filters.title')}>
        <Stack gap="sm" pb="md">
          <DirectoryFilters tab={tab} state={state} offered={offered} onChange={setFilter} stacked />
          <Group grow>
            <Button variant="default" onClick={clearFilters} disabled={!active}>
              {t('directory.filters.clear')}
            </Button>
            <Button onClick={() => setDrawer(false)}>{t('directory.filters.show')}</Button>
          </Group>
        </Stack>
      </Drawer>
    </Container>
  );
}

/** The startup whose people are shown, named, with the way back to everyone. */
function StartupFilterChip({ startupId, onRemove }: { startupId: string; onRemove: () => void }) {
  const { t } = useTranslation('community');
  const name = useQuery(DIRECTORY_STARTUP_NAME, { variables: { id: startupId }, fetchPolicy: 'cache-first' }).data?.startup.name;
  return (
    <Group>
      <Badge
        size="lg"
        variant="light"
        tt="none"
        maw="100%"
        rightSection={<CloseButton size="xs" onClick={onRemove} aria-label={t('directory.filters.removeStartup')} />}
        data-testid="directory-startup-filter"
      >
        {t('directory.filters.startup', { name: name ?? '…' })}
      </Badge>
    </Group>
  );
}
