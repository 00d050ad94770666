import { IconSearch, IconUsers, IconUsersGroup } from '@tabler/icons-react';
import type { Feature } from '../../../app/features/types';
import { TOP_NAV_RULES } from '../../../shell/topbar/topNavRules';
import { COMMUNITY_PATHS } from '../shared/paths';

// One page for the four addresses: it reads its list (people or startups) from the address.
const directoryPage = async () => ({ Component: (await import('./DirectoryPage')).DirectoryPage });

/**
 * The directory (spec 1 §2.2, §2.4, §2.9): /community and /community/search (the people, or the
 * startups for a role that sees no people), /community/search/people and …/startups, for everyone
 * signed in — the page itself answers "Not authorized" to a role that sees neither, and the server
 * lists only what the role's user and startup access allow. The sidebar's Community group (listed
 * as Directory) and its Search entry, the top bar's Community item for the staff side and its
 * People item for others who book meetings from profiles, and the global search's destination.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    { path: 'community', titleKey: 'community:titles.directory', page: directoryPage },
    { path: 'community/search', titleKey: 'community:titles.directory', page: directoryPage },
    { path: 'community/search/people', titleKey: 'community:titles.people', page: directoryPage },
    { path: 'community/search/startups', titleKey: 'community:titles.startups', page: directoryPage },
  ],
  menu: [
    {
      name: 'community',
      labelKey: 'community:nav.community',
      entryLabelKey: 'community:nav.directory',
      icon: IconUsersGroup,
      path: COMMUNITY_PATHS.directory,
      topNav: TOP_NAV_RULES.community,
    },
    { name: 'communitySearch', labelKey: 'community:nav.search', icon: IconSearch, path: '/community/search' },
    // Not a sidebar entry: the top bar's People item (spec 1 §2.4) for those outside the staff side who book meetings from profiles.
    { name: 'communityPeople', labelKey: 'community:nav.people', icon: IconUsers, path: COMMUNITY_PATHS.people, topNav: TOP_NAV_RULES.communityPeople },
  ],
  search: [{ menuName: 'community', path: COMMUNITY_PATHS.directory, labelKey: 'community:search.directory.label', descriptionKey: 'community:search.directory.description' }],
};
