import type { Feature } from '../../../app/features/types';

/** This part's contribution to the coaching feature (see ../feature.ts): the pages an invitation mail's links open, signed in or not. */
export const declarations: Omit<Feature, 'id' | 'namespace'> = {
  publicRoutes: [
    {
      path: 'coaching/invitation/expired',
      titleKey: 'coachingInvites:public.expiredTitle',
      page: async () => ({ Component: (await import('./ExpiredInvitationPage')).ExpiredInvitationPage }),
    },
    {
      path: 'coaching/invitation/:inviteId/cancel-meeting',
      titleKey: 'coachingInvites:cancelPage.title',
      page: async () => ({ Component: (await import('./CancelMeetingPage')).CancelMeetingPage }),
    },
    {
      path: 'coaching/invitation/:inviteId',
      titleKey: 'coachingInvites:public.title',
      page: async () => ({ Component: (await import('./InvitationPage')).InvitationPage }),
    },
  ],
  timelineKinds: [{ typename: 'CoachingInvitePost', labelKey: 'coachingInvites:post.kind', load: async () => (await import('./invitePostKind')).invitePostKind }],
};
