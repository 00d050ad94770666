import { eq } from 'drizzle-orm';
import type pg from 'pg';
import { isEmailBlueprintKey } from '@seedbed/contracts/email-templates';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { Config } from '../../config.ts';
import { schema } from '../../core/db/pool.ts';
import type { Mail, MailDecorator } from '../../core/mail.ts';
import { withTenant } from '../../core/transaction.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { fillHtml, fillText, findWording } from './blueprints.ts';
import { htmlToText, textToHtml } from './html.ts';
import { renderInLayout } from './layout.ts';

/** A mail that already carries a whole document (a campaign wrapped by its sender) is not wrapped again. */
const isWholeDocument = (html: string | undefined) => Boolean(html && /^\s*<!DOCTYPE html/i.test(html));

/**
 * The product's own mails (invitations, resets, notifications, decisions…) as the organisation
 * wants them: its wording of the mail when it has one in the recipient's language, then its
 * design around the body, with a plain-text alternative.
 */
export function productMailDecorator(pool: pg.Pool, config: Pick<Config, 'baseUrl'>): MailDecorator {
  return (incubatorId, mail) =>
    withTenant(pool, incubatorId, async (db): Promise<Mail> => {
      if (isWholeDocument(mail.html)) return mail;
      const [incubator] = await db.select().from(schema.incubators).where(eq(schema.incubators.id, incubatorId));
      if (!incubator) return mail;
      const language = pickLanguage(mail.language, incubator.defaultLanguage);
      const wording = mail.blueprint && isEmailBlueprintKey(mail.blueprint.key) ? await findWording(db, incubatorId, mail.blueprint.key, language) : null;
      // A placeholder filled with nothing (no reasons told) leaves no empty paragraph behind.
      const body = wording && mail.blueprint ? fillHtml(wording.body, mail.blueprint.params).replace(/<p>\s*<\/p>/g, '') : (mail.html ?? textToHtml(mail.text));
      const subject = wording && mail.blueprint ? fillText(wording.subject, mail.blueprint.params) : mail.subject;
      const designed = await renderInLayout(
        db,
        incubator,
        { subject, html: body, text: wording ? htmlToText(body) : mail.text },
        { language, origin: tenantUrl(config, incubator) },
      );
      return { ...mail, ...designed };
    });
}
