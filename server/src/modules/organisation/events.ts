import { declareEvent, type PayloadsOf } from '../activity/declare.ts';

const emailChange = { params: (e, n) => ({ email: e.data.email, address: n.label('emailKinds', e.data.kind) }) } satisfies Parameters<typeof declareEvent>[0];
const domain = { params: (e) => ({ domain: e.data.domain }) } satisfies Parameters<typeof declareEvent>[0];

/** What changes to the organisation's settings record. */
export const organisationEvents = {
  'organisation.updated': declareEvent<{ fields: string[]; fromSlug?: string; toSlug?: string }>({
    variant: (e) => (Array.isArray(e.data.fields) && e.data.fields.length ? 'fields' : 'any'),
    params: (e, n) => ({ fields: n.fields(e.data.fields, 'organisationFields') }),
  }),
  'organisation.layoutUpdated': declareEvent<{ screen: string; fields: string[] }>({ params: (e, n) => ({ screen: n.label('screens', e.data.screen) }) }),
  'organisation.emailConfirmationSent': declareEvent<{ kinds: string[] }>({ params: (e, n) => ({ addresses: n.fields(e.data.kinds, 'emailKinds') ?? '' }) }),
  'organisation.emailConfirmed': declareEvent<{ kind: string; email: string }>(emailChange),
  'organisation.unconfirmedEmailDeleted': declareEvent<{ kind: string; email: string }>(emailChange),
  'organisation.customDomainVerified': declareEvent<{ domain: string }>(domain),
  'organisation.customDomainReleased': declareEvent<{ domain: string }>(domain),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof organisationEvents> {}
}
