import { useMemo } from 'react';
import { FEATURES } from '../../features';
import { useMenuNames } from '../../shell/menu/useSidebarMenu';
import { searchableDestinations } from './filter';
import { SearchLauncher } from './SearchLauncher';

/** The global search of the top bar, over the destinations the features declare. */
export function GlobalSearch() {
  const menuNames = useMenuNames();
  const destinations = useMemo(
    () =>
      searchableDestinations(
        FEATURES.flatMap((f) => f.search ?? []),
        menuNames,
      ),
    [menuNames],
  );
  return <SearchLauncher destinations={destinations} />;
}
