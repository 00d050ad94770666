/**
 * E-mail designs, content templates and the product's own mails (blueprints): the registries both
 * sides read without loading zod. The input schemas are in email-templates-input.ts.
 */

/**
 * The product's own mails an organisation may reword (EMAIL_BLUEPRINT:MANAGE), each with the
 * placeholders its sender fills: a wording may use these and no other.
 */
export const EMAIL_BLUEPRINTS = {
  invitation: ['name', 'incubator', 'inviter', 'link'],
  reset: ['name', 'incubator', 'link'],
  validation: ['name', 'incubator', 'link'],
  notification: ['name', 'incubator', 'message', 'link'],
  // A decision's own mails, when the funnel has no acceptance mail or no rejection mail is chosen.
  acceptance: ['name', 'application', 'funnel', 'incubator', 'link'],
  rejection: ['name', 'application', 'funnel', 'incubator', 'reasons', 'link'],
} as const satisfies Record<string, readonly string[]>;
export type EmailBlueprintKey = keyof typeof EMAIL_BLUEPRINTS;
export const EMAIL_BLUEPRINT_KEYS = Object.keys(EMAIL_BLUEPRINTS) as EmailBlueprintKey[];

export function isEmailBlueprintKey(value: unknown): value is EmailBlueprintKey {
  return typeof value === 'string' && Object.hasOwn(EMAIL_BLUEPRINTS, value);
}

/** `{{ name }}`, spaces inside the braces allowed, as people type them. */
export const BLUEPRINT_PLACEHOLDER_PATTERN = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholders of a text that the blueprint does not fill, each once. */
export function foreignPlaceholders(key: EmailBlueprintKey, text: string): string[] {
  const known = new Set<string>(EMAIL_BLUEPRINTS[key]);
  return [...new Set([...text.matchAll(BLUEPRINT_PLACEHOLDER_PATTERN)].map((m) => m[1]).filter((name) => !known.has(name)))];
}

export const EMAIL_TEMPLATE_NAME_MAX = 120;
/** A design's header or footer: a few lines and links. */
export const EMAIL_TEMPLATE_HTML_MAX = 5_000;
export const EMAIL_TEMPLATE_SUBJECT_MAX = 300;
export const EMAIL_TEMPLATE_BODY_MAX = 100_000;
export const EMAIL_TEMPLATE_SEARCH_MAX = 200;
export const EMAIL_TEMPLATES_PAGE_SIZE = 25;
/** Designs one organisation keeps: a handful in practice. */
export const EMAIL_DESIGNS_MAX = 50;
