import nodemailer, { type Transporter } from 'nodemailer';
import type pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { schema } from './db/pool.ts';
import { withTenant } from './transaction.ts';
import { newId } from './ids.ts';
import type { Logger } from './log.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a calendar invitation); the outbox keeps the mail without them. */
  attachments?: MailAttachment[];
  /** The recipient's language, when the sender knows it: the design follows its direction. */
  language?: string;
  /**
   * One of the product's own mails (an invitation, a password reset…) with the values of its
   * placeholders: an organisation may have reworded it.
   */
  blueprint?: { key: string; params: Record<string, string> };
}

/**
 * A step every mail passes before it is kept and sent (the organisation's design and wording of
 * the product's mails), supplied by the application's assembly: the core names no feature.
 */
export type MailDecorator = (incubatorId: string, mail: Mail) => Promise<Mail>;

export interface MailAttachment {
  filename: string;
  content: string;
  contentType: string;
}

export interface Mailer {
  send(incubatorId: string, mail: Mail): Promise<void>;
}

/**
 * Every mail is recorded in the tenant's outbox. With SMTP configured it is also delivered;
 * without, the log shows it so that a person running the demo can follow the links.
 */
export function createMailer(pool: pg.Pool, options: { smtpUrl?: string; from: string }, log: Logger, decorate?: MailDecorator): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(incubatorId, written) {
      // A design that cannot be applied must not keep a password reset from leaving: the mail goes as written.
      const mail = decorate
        ? await decorate(incubatorId, written).catch((error) => {
            log.error({ err: (error as Error).message }, 'mail design not applied');
            return written;
          })
        : written;
      const id = newId();
      const { attachments: _attachments, language: _language, blueprint: _blueprint, ...kept } = mail;
      await withTenant(pool, incubatorId, (db) => db.insert(schema.mailOutbox).values({ incubatorId, id, ...kept }));
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP server configured)');
        return;
      }
      let error: string | null = null;
      try {
        await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, attachments: mail.attachments });
      } catch (e) {
        error = (e as Error).message;
        log.error({ to: mail.to, err: error }, 'mail delivery failed');
      }
      await withTenant(pool, incubatorId, async (db) => {
        await db
          .update(schema.mailOutbox)
          .set(error ? { error } : { sentAt: new Date() })
          .where(and(eq(schema.mailOutbox.incubatorId, incubatorId), eq(schema.mailOutbox.id, id)));
      });
    },
  };
}
