export { caller, codeOf, fieldsOf, ok, type Answer } from '../../../test/answers.ts';

/** Fixtures of the e-mail templates' tests: the operations and how a received mail's HTML reads. */

export const DESIGN_FIELDS = '_id name showLogo headerHtml footerHtml brandColor headerBackgroundColor backgroundColor textColor isDefault';
export const DESIGNS = `query D($cursor: String, $limit: Int) { emailTemplates(cursor: $cursor, limit: $limit) { results { ${DESIGN_FIELDS} } next } }`;
export const DESIGN = `query D($id: ID!) { emailTemplate(id: $id) { ${DESIGN_FIELDS} } }`;
export const PREVIEW = 'query P($data: EmailTemplateInput!, $language: String) { emailTemplatePreview(data: $data, language: $language) }';
export const CREATE_DESIGN = `mutation C($data: EmailTemplateInput!) { createEmailTemplate(data: $data) { ${DESIGN_FIELDS} } }`;
export const UPDATE_DESIGN = `mutation U($id: ID!, $data: EmailTemplateInput!) { updateEmailTemplate(id: $id, data: $data) { ${DESIGN_FIELDS} } }`;
export const SET_DEFAULT = `mutation S($id: ID!) { setDefaultEmailTemplate(id: $id) { ${DESIGN_FIELDS} } }`;
export const DUPLICATE = `mutation D($id: ID!, $name: String!) { duplicateEmailTemplate(id: $id, name: $name) { ${DESIGN_FIELDS} } }`;
export const DELETE_DESIGN = 'mutation D($id: ID!) { deleteEmailTemplate(id: $id) }';
export const SEND_TEST = 'mutation T($id: ID!) { sendTestEmailTemplate(id: $id) }';

export const CONTENT_FIELDS = '_id name subject body';
export const CONTENTS = `query C($search: String, $cursor: String, $limit: Int) { contentTemplates(search: $search, cursor: $cursor, limit: $limit) { results { ${CONTENT_FIELDS} } next } }`;
export const CONTENT = `query C($id: ID!) { contentTemplate(id: $id) { ${CONTENT_FIELDS} } }`;
export const CREATE_CONTENT = `mutation C($data: ContentTemplateInput!) { createContentTemplate(data: $data) { ${CONTENT_FIELDS} } }`;
export const UPDATE_CONTENT = `mutation U($id: ID!, $data: ContentTemplateInput!) { updateContentTemplate(id: $id, data: $data) { ${CONTENT_FIELDS} } }`;
export const DELETE_CONTENT = 'mutation D($id: ID!) { deleteContentTemplate(id: $id) }';

export const WORDING_FIELDS = 'key language subject body customised placeholders defaultSubject defaultBody';
export const BLUEPRINTS = 'query { emailBlueprints { key placeholders customisedLanguages } }';
export const BLUEPRINT = `query B($key: EmailBlueprintKey!, $language: EmailLanguage!) { emailBlueprint(key: $key, language: $language) { ${WORDING_FIELDS} } }`;
export const UPDATE_BLUEPRINT = `mutation U($key: EmailBlueprintKey!, $language: EmailLanguage!, $data: EmailBlueprintInput!) { updateEmailBlueprint(key: $key, language: $language, data: $data) { ${WORDING_FIELDS} } }`;
export const RESET_BLUEPRINT = `mutation R($key: EmailBlueprintKey!, $language: EmailLanguage!) { resetEmailBlueprint(key: $key, language: $language) { ${WORDING_FIELDS} } }`;

export const aDesign = (extra: Record<string, unknown> = {}) => ({
  name: 'Harbour',
  showLogo: true,
  headerHtml: '<p>Harbour Accelerator</p>',
  footerHtml: '<p>Sent with care</p>',
  brandColor: '#AA3311',
  headerBackgroundColor: '#102030',
  backgroundColor: '#f4f4f4',
  textColor: '#222222',
  ...extra,
});

/** The HTML alternative of a mail as the SMTP server received it (quoted-printable decoded). */
export function htmlOf(raw: string): string {
  const part = raw.split(/\r?\n--[^\r\n]+\r?\n/).find((p) => /^Content-Type: text\/html/im.test(p));
  if (!part) return '';
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  if (/Content-Transfer-Encoding: base64/i.test(part)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return Buffer.from(
    body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(Number.parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}
