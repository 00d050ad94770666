import { declareEvent, sentences, type PayloadsOf } from '../activity/declare.ts';

type RoleNamed = { type: string; label: string | null };
type IndustryNamed = { name: string };

/** What changes to roles, their permissions and the industries list record. */
export const accessEvents = {
  'role.created': declareEvent<RoleNamed>(sentences.role),
  'role.updated': declareEvent<{ changed: string[]; changedKeys: string[]; from?: string | null; to?: string }>({
    variant: (e) => (Array.isArray(e.data.changed) && e.data.changed.length ? 'fields' : 'any'),
    params: async (e, n) => ({ role: await n.role(e.subjectId, { label: e.data.to }), fields: n.fields(e.data.changed, 'roleFields') }),
  }),
  'role.deleted': declareEvent<RoleNamed>(sentences.role),
  'industry.created': declareEvent<IndustryNamed>(sentences.industry),
  'industry.updated': declareEvent<{ from: string; to: string }>({
    params: async (e, n) => ({ from: typeof e.data.from === 'string' ? e.data.from : await n.industry(null), industry: await n.industry(e.subjectId, e.data.to) }),
  }),
  'industry.deleted': declareEvent<IndustryNamed>(sentences.industry),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof accessEvents> {}
}
