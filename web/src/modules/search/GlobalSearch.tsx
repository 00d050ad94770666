import { useMemo } from 'react';
import { isInGroup, STARTUP_SIDE } from '@seedbed/contracts/roles';
import { FEATURES } from '../../features';
import { useMenuNames } from '../../shell/menu/useSidebarMenu';
import { useShellUser } from '../../shell/user/useShellUser';
import { searchableDestinations } from './filter';
import { SearchLauncher } from './SearchLauncher';

/**
 * The global search of the top bar, over the destinations the features declare and, with the
 * plan's broadSearch, the records the person may see. Spec 1 §2.4 keeps it from the startup side
 * (applicants, founders, community members) unless the plan has broadSearch: then they search too,
 * over their own menu and what the server lets them see.
 */
export function GlobalSearch() {
  const { user } = useShellUser();
  const menuNames = useMenuNames();
  const destinations = useMemo(
    () =>
      searchableDestinations(
        FEATURES.flatMap((f) => f.search ?? []),
        menuNames,
      ),
    [menuNames],
  );
  if (!user) return null;
  const records = user.flags.broadSearch === true;
  if (!records && isInGroup(user.roleType, STARTUP_SIDE)) return null;
  return <SearchLauncher destinations={destinations} records={records} />;
}
