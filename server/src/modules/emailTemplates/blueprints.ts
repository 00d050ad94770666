import { and, eq } from 'drizzle-orm';
import { EMAIL_BLUEPRINTS, type EmailBlueprintKey } from '@seedbed/contracts/email-templates';
import { pickLanguage, type Language } from '@seedbed/contracts/languages';
import { translator } from '../../core/i18n/index.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import type { EmailBlueprintRow } from '../../db/schema/index.ts';
import { escapeHtml } from './html.ts';

/** Each placeholder as itself, `{{name}}`: the product's sentences then read as a wording to edit. */
const asPlaceholders = (key: EmailBlueprintKey) => Object.fromEntries(EMAIL_BLUEPRINTS[key].map((name) => [name, `{{${name}}}`]));

const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`;
const linkParagraph = '<p><a href="{{link}}">{{link}}</a></p>';

/**
 * The product's own wording of a blueprint in a language, with its placeholders in place: what a
 * mail says while the organisation has not reworded it, and what "reset to default" returns to.
 * It says what the senders' plain-text mails say (auth/mails.ts, notifications/mail.ts,
 * applications/decision-mails.ts).
 */
export function defaultWording(key: EmailBlueprintKey, language: Language): { subject: string; body: string } {
  const t = translator(language);
  const p = asPlaceholders(key);
  const greeting = paragraph(t('mail.greeting', p));
  const signature = paragraph(t('mail.signature', p));
  switch (key) {
    case 'notification':
      return {
        subject: t('notifications.mail.subject', p),
        body: [greeting, '<p>{{message}}</p>', paragraph(t('notifications.mail.open', p)), linkParagraph, paragraph(t('notifications.mail.why', p)), signature].join(''),
      };
    case 'acceptance':
    case 'rejection': {
      const decision = key === 'acceptance' ? 'accepted' : 'rejected';
      return {
        subject: t(`applications.decisions.mail.${decision}.subject`, p),
        body: [
          paragraph(t('applications.decisions.mail.greeting', p)),
          paragraph(t(`applications.decisions.mail.${decision}.body`, p)),
          // The reasons told, as one sentence; a paragraph left empty without them is dropped.
          key === 'rejection' ? '<p>{{reasons}}</p>' : '',
          paragraph(t('applications.decisions.mail.open', p)),
          linkParagraph,
        ].join(''),
      };
    }
    case 'reset':
      return { subject: t('mail.reset.subject', p), body: [greeting, paragraph(t('mail.reset.body', p)), linkParagraph, paragraph(t('mail.reset.ignore', p)), signature].join('') };
    default:
      return { subject: t(`mail.${key}.subject`, p), body: [greeting, paragraph(t(`mail.${key}.body`, p)), linkParagraph, signature].join('') };
  }
}

export async function findWording(db: Db, incubatorId: string, key: string, language: string): Promise<EmailBlueprintRow | null> {
  const b = schema.emailBlueprints;
  const [row] = await db
    .select()
    .from(b)
    .where(and(eq(b.incubatorId, incubatorId), eq(b.key, key), eq(b.language, pickLanguage(language))));
  return row ?? null;
}

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;
const isAddress = (value: string) => /^(https?:\/\/|mailto:)/i.test(value);

/** A subject with its placeholders filled (plain text: nothing to escape). */
export function fillText(text: string, params: Record<string, string>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => params[name] ?? whole);
}

/**
 * A stored (sanitised) body with its placeholders filled: values are escaped, an address inside a
 * link's href stays an address, and an address standing in the text becomes a link to itself.
 */
export function fillHtml(html: string, params: Record<string, string>): string {
  const inHref = html.replace(/href="([^"]*)"/g, (_m, href: string) => `href="${escapeHtml(fillText(href.replace(/&amp;/g, '&'), params))}"`);
  return inHref.replace(/(<a\b[^>]*>[\s\S]*?<\/a>)|\{\{\s*([^{}]*?)\s*\}\}/g, (whole, anchor: string | undefined, name: string | undefined) => {
    if (anchor) return anchor.replace(PLACEHOLDER, (inner, n: string) => (params[n] === undefined ? inner : escapeHtml(params[n])));
    const value = name === undefined ? undefined : params[name];
    if (value === undefined) return whole;
    return isAddress(value) ? `<a href="${escapeHtml(value)}">${escapeHtml(value)}</a>` : escapeHtml(value);
  });
}
