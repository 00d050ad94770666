import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/** What changes to a person's records: an invitation, their own profile. */
export const userEvents = {
  'user.invited': declareEvent<{ roleType: string; roleId?: string }>({
    params: async (e, n) => ({ user: await n.user(e.subjectId), role: e.data.roleId ? await n.role(e.data.roleId) : n.roleType(e.data.roleType) }),
  }),
  'user.profileUpdated': declareEvent<{ fields: string[] }>({ variant: sentences.self, params: async (e, n) => ({ user: await n.user(e.subjectId) }) }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof userEvents> {}
}
