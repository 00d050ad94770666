import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

/** What an administrator's changes to people record. */
export const peopleEvents = {
  'user.invitationResent': declareEvent({ params: async (e, n) => ({ user: await n.user(e.subjectId) }) }),
  'user.updated': declareEvent<{ userId: string; fields: string[] }>({ variant: sentences.self, params: async (e, n) => ({ user: await n.user(sentences.person(e)) }) }),
  'user.roleChanged': declareEvent<{ userId: string; fromRoleId: string | null; toRoleId: string }>({
    params: async (e, n) => ({ user: await n.user(sentences.person(e)), role: await n.role(e.data.toRoleId) }),
  }),
  'user.statusChanged': declareEvent<{ userId: string; from: string; to: string }>({
    params: async (e, n) => ({ user: await n.user(sentences.person(e)), status: n.status(e.data.status ?? e.data.to) }),
  }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof peopleEvents> {}
}
