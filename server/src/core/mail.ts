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
}

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
export function createMailer(pool: pg.Pool, options: { smtpUrl?: string; from: string }, log: Logger): Mailer {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    async send(incubatorId, mail) {
      const id = newId();
      const { attachments: _attachments, ...kept } = mail;
      await withTenant(pool, incubatorId, (db) => db.insert(schema.mailOutbox).values({ incubatorId, id, ...kept }));
      if (!transport) {
        log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail kept in the outbox (no SMTP server configured)');
        return;
      }
      let error: string | null = null;
      try {
        await transport.sendMail({ from: options.from, ...mail });
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
