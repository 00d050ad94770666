import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

/** Every form event keeps the title it had, so the feed still reads well once the form changes or goes. */
interface Named {
  formId: string;
  title: string;
  kind: string;
}

const form: FeedSentence = { params: (e) => ({ form: e.data.title }) };

/** What happens to the organisation's forms; each lands in its activity feed. */
export const formEvents = {
  'form.created': declareEvent<Named>(form),
  'form.updated': declareEvent<Named & { fields: string[] }>({ ...form, variant: (e) => ((e.data.fields as string[] | undefined)?.includes('archived') ? 'archived' : 'changed') }),
  'form.deleted': declareEvent<Named>(form),
  'form.published': declareEvent<Named & { version: number }>({ params: (e) => ({ form: e.data.title, version: e.data.version }) }),
  /** `shared`: the public link was opened (false: closed). */
  'form.shared': declareEvent<Named & { shared: boolean }>({ ...form, variant: (e) => (e.data.shared ? 'opened' : 'closed') }),
  /** `anonymous`: given through the public link without signing in. */
  'form.answered': declareEvent<Named & { anonymous: boolean }>({ ...form, variant: (e) => (e.data.anonymous ? 'anonymous' : 'signedIn') }),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof formEvents> {}
}
