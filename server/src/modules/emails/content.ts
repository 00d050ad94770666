import { EMAIL_PLACEHOLDERS, PLACEHOLDER_PATTERN, type EmailPlaceholder } from '@seedbed/contracts/emails';
import type { Context } from '../../core/context.ts';
import { richTextSanitiser } from '../../core/rich-text.ts';
import { tenantLink } from '../auth/mails.ts';
import type { Recipient } from './recipients.ts';

/** A campaign's body as the composer's editor writes it, kept sanitised. */
export const sanitiseEmailContent = richTextSanitiser({ tags: ['p', 'br', 'strong', 'em', 'u', 's', 'a', 'ul', 'ol', 'li', 'blockquote', 'h2', 'h3', 'h4', 'hr'] });

export type PlaceholderValues = Record<EmailPlaceholder, string>;

const LINKS: ReadonlySet<EmailPlaceholder> = new Set(['loginLink', 'profileLink']);

/** What each placeholder reads for one recipient; links are the tenant's own addresses (the one mail-link builder). */
export function placeholderValues(ctx: Pick<Context, 'services' | 'incubator'>, recipient: Recipient): PlaceholderValues {
  const fullName = [recipient.firstName, recipient.lastName].filter(Boolean).join(' ');
  return {
    firstName: recipient.firstName,
    lastName: recipient.lastName,
    fullName,
    startupName: recipient.startupName ?? '',
    organisationName: ctx.incubator.name,
    loginLink: tenantLink(ctx, '/login'),
    profileLink: tenantLink(ctx, `/profile/${recipient.userId}`),
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const isPlaceholder = (name: string): name is EmailPlaceholder => (EMAIL_PLACEHOLDERS as readonly string[]).includes(name);

/** A plain text (the subject) with its placeholders filled. Unknown ones were refused when it was saved; any left stays as written. */
export function fillText(text: string, values: PlaceholderValues): string {
  return text.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPlaceholder(name) ? values[name] : whole));
}

const fillEscaped = (html: string, values: PlaceholderValues) =>
  html.replace(PLACEHOLDER_PATTERN, (whole, name: string) => (isPlaceholder(name) ? escapeHtml(values[name]) : whole));

/**
 * The body with its placeholders filled, every value escaped. Inside a link's address a link
 * placeholder is the address; in the text it becomes a link to itself, so that "{{loginLink}}"
 * typed on its own line is something to click.
 */
export function fillHtml(html: string, values: PlaceholderValues): string {
  const inAttributes = html.replace(/(\shref=")([^"]*)(")/g, (_m, start: string, value: string, end: string) => start + fillEscaped(value, values) + end);
  return inAttributes.replace(/(<a\b[^>]*>[\s\S]*?<\/a>)|\{\{\s*([^{}]*?)\s*\}\}/g, (whole, anchor: string | undefined, name: string | undefined) => {
    if (anchor) return fillEscaped(anchor, values);
    if (!name || !isPlaceholder(name)) return whole;
    const value = escapeHtml(values[name]);
    return LINKS.has(name) ? `<a href="${value}">${value}</a>` : value;
  });
}
