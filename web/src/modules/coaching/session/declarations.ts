import { IconCalendarPlus } from '@tabler/icons-react';
import { STAFF_LIKE, STARTUP_SIDE, isInGroup } from '@seedbed/contracts/roles';
import type { Feature } from '../../../app/features/types';
import { lazyComponent } from '../../../ui/lazyComponent';

/** Those who plan sessions by hand: the organisation's side (founders book from availability instead). */
const PLANNERS = STAFF_LIKE;

/** Sessions: their page, the new-session dialog (opened from anywhere), the startup file's Coaching tab and the timeline card. */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  routes: [
    {
      path: 'coaching/session/:coachingId',
      titleKey: 'coaching:titles.session',
      // Signed in is enough to ask: the server decides who may open the session.
      hideMobileBar: true,
      page: async () => ({ Component: (await import('./SessionPage')).SessionPage }),
    },
  ],
  create: [
    {
      id: 'coachingSession',
      labelKey: 'coaching:create.entry',
      icon: IconCalendarPlus,
      roles: PLANNERS,
      run: async () => (await import('./createSession')).openCreateSession(),
    },
  ],
  frameOverlays: [{ id: 'coaching-session-dialog', Component: lazyComponent(async () => (await import('./SessionDialogHost')).SessionDialogHost) }],
  startupFileTabs: [
    {
      id: 'coaching',
      labelKey: 'coaching:tabs.coaching',
      path: 'coaching',
      order: 70,
      visible: ({ user, startupId }) =>
        isInGroup(user.roleType ?? undefined, PLANNERS) || (isInGroup(user.roleType ?? undefined, STARTUP_SIDE) && user.startupIds.includes(startupId)),
      page: async () => ({ Component: (await import('./CoachingTab')).CoachingTab }),
    },
  ],
  timelineKinds: [{ typename: 'CoachingSessionPost', labelKey: 'coaching:kinds.CoachingSessionPost', load: async () => (await import('./sessionPostKind')).sessionPostKind }],
};
