import { declareEvent, type FeedSentence, type PayloadsOf } from '../activity/declare.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
/** A product mail's sentence names the mail by its variant (the blueprint's key) and its language. */
const mailOf: FeedSentence = { variant: (e) => text(e.data.key), params: (e) => ({ language: text(e.data.language).toUpperCase() }) };
const named: FeedSentence = { params: (e) => ({ name: text(e.data.name) }) };

interface Design {
  templateId: string;
  name: string;
}
interface Content {
  contentTemplateId: string;
  name: string;
}
interface Blueprint {
  key: string;
  language: string;
}

/** What happens to the organisation's designs, content templates and the wording of its product mails. */
export const emailTemplateEvents = {
  'emailTemplates.created': declareEvent<Design>(named),
  'emailTemplates.updated': declareEvent<Design & { fields: string[] }>(named),
  'emailTemplates.madeDefault': declareEvent<Design>(named),
  'emailTemplates.deleted': declareEvent<Design>(named),
  'emailTemplates.contentCreated': declareEvent<Content>(named),
  'emailTemplates.contentUpdated': declareEvent<Content & { fields: string[] }>(named),
  'emailTemplates.contentDeleted': declareEvent<Content>(named),
  'emailTemplates.blueprintCustomised': declareEvent<Blueprint>(mailOf),
  'emailTemplates.blueprintReset': declareEvent<Blueprint>(mailOf),
};

declare module '../../core/events.ts' {
  interface DomainEvents extends PayloadsOf<typeof emailTemplateEvents> {}
}
