import type { Feature } from '../../app/features/types';

/**
 * Mail sent to a startup's people, as its timeline shows it (spec 2 §3, EmailThreadPost), with
 * the delivery tracking for those who hold TIMELINE/EMAIL_THREAD_META:VIEW. The open-tracking
 * switch lives on the organisation's general settings (./DeliverySettingsCard).
 */
export const emailThreadsFeature: Feature = {
  id: 'emailThreads',
  namespace: 'emailThreads',
  timelineKinds: [{ typename: 'EmailThreadPost', labelKey: 'emailThreads:kind', load: async () => (await import('./EmailThreadPostCard')).emailThreadPostKind }],
};
