import { translator } from '../../core/i18n/index.ts';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import type { Mail } from '../../core/mail.ts';
import type { UserRow } from '../../db/schema/index.ts';

export type MailKind = 'reset' | 'invitation' | 'validation';

/** A plain-text mail in the recipient's language, with the one link they need. */
export function composeMail(ctx: Context, user: UserRow, kind: MailKind, link: string, extra: Record<string, string> = {}): Mail {
  const t = translator(pickLanguage(user.language, ctx.incubator.defaultLanguage));
  const params = { incubator: ctx.incubator.name, name: user.firstName || user.email, ...extra };
  const lines = [
    t('mail.greeting', params),
    '',
    t(`mail.${kind}.body`, params),
    link,
    ...(kind === 'reset' ? ['', t('mail.reset.ignore', params)] : []),
    '',
    t('mail.signature', params),
  ];
  return { to: user.email, subject: t(`mail.${kind}.subject`, params), text: lines.join('\n') };
}

/** Where links in mail point: the configured public address, else the address this request came to. */
export function origin(ctx: Context, requestOrigin: string): string {
  return ctx.services.config.publicUrl?.replace(/\/$/, '') ?? requestOrigin;
}

/** Mail leaves only once the change that caused it is committed. */
export function sendAfterCommit(ctx: Context, mail: Mail): void {
  ctx.afterCommit.push(() => ctx.services.mailer.send(ctx.incubator.id, mail));
}

/**
 * Mail that leaves after the commit without the answer waiting for delivery: where the time an
 * answer takes must not tell whether a mail was sent at all (a reset asked for an unknown address).
 */
export function sendAfterCommitDetached(ctx: Context, mail: Mail): void {
  ctx.afterCommit.push(async () => {
    void ctx.services.mailer
      .send(ctx.incubator.id, mail)
      .catch((error) => ctx.services.log.error({ err: (error as Error).message, requestId: ctx.requestId }, 'mail delivery failed'));
  });
}
