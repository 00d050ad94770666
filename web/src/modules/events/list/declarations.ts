import { IconCalendarEvent, IconCalendarPlus, IconCalendarUser, IconClipboardList, IconEyeOff } from '@tabler/icons-react';
import type { Feature } from '../../../app/features/types';
import { TOP_NAV_RULES } from '../../../shell/topbar/topNavRules';
import { EVENT_LIST_PATHS } from '../shared/paths';

const page = (name: 'FeedEventsPage' | 'MyEventsPage' | 'PlanningEventsPage' | 'UnpublishedEventsPage') => async () => ({
  Component: (await import('./EventsListPage'))[name],
});

/**
 * The lists (spec 1 §2.2, §2.8; spec 3 §2): the feed, the person's own events, their planning
 * (EVENT:CREATE) and the unpublished drafts (EVENT:CREATE or EVENT:EDIT, checked by the page since
 * a route names one key); the sidebar group, the top bar and mobile bar item, the search
 * destination, and the Create menu's Event entry.
 */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    { path: 'events', titleKey: 'events:titles.FEED', page: page('FeedEventsPage') },
    { path: 'events/my-events', titleKey: 'events:titles.MY', page: page('MyEventsPage') },
    { path: 'events/planning', titleKey: 'events:titles.CREATED_BY_ME', access: { permission: 'EVENT:CREATE' }, page: page('PlanningEventsPage') },
    { path: 'events/unpublished', titleKey: 'events:titles.UNPUBLISHED', page: page('UnpublishedEventsPage') },
  ],
  menu: [
    { name: 'events', labelKey: 'events:nav.events', entryLabelKey: 'events:nav.feed', icon: IconCalendarEvent, path: EVENT_LIST_PATHS.FEED, topNav: TOP_NAV_RULES.events },
    { name: 'eventsMine', labelKey: 'events:nav.mine', icon: IconCalendarUser, path: EVENT_LIST_PATHS.MY },
    { name: 'eventsPlanning', labelKey: 'events:nav.planning', icon: IconClipboardList, path: EVENT_LIST_PATHS.CREATED_BY_ME },
    { name: 'eventsUnpublished', labelKey: 'events:nav.unpublished', icon: IconEyeOff, path: EVENT_LIST_PATHS.UNPUBLISHED },
  ],
  search: [{ menuName: 'events', path: EVENT_LIST_PATHS.FEED, labelKey: 'events:search.label', descriptionKey: 'events:search.description' }],
  create: [
    {
      id: 'event',
      labelKey: 'events:create.entry',
      icon: IconCalendarPlus,
      permission: 'EVENT:CREATE',
      // The action and its query download when the entry is chosen, not with the shell.
      run: async (tools) => (await import('./createEvent')).createEventAndEdit(tools),
    },
  ],
};
