import { translator } from '../../core/i18n/index.ts';
import { pickLanguage } from '@seedbed/contracts/languages';
import type { Context } from '../../core/context.ts';
import type { Mail } from '../../core/mail.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { tenantUrl } from '../incubators/addresses.ts';

export type MailKind = 'reset' | 'invitation' | 'validation';

/** A plain-text mail in the recipient's language, with the one link they need. */
export function composeMail(ctx: Context, user: UserRow, kind: MailKind, link: string, extra: Record<string, string> = {}): Mail {
  const language = pickLanguage(user.language, ctx.incubator.defaultLanguage);
  const t = translator(language);
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
  // The organisation may have reworded this mail (emailTemplates/blueprints.ts); these fill its placeholders.
  const blueprint = { key: kind, params: { ...params, link } };
  return { to: user.email, subject: t(`mail.${kind}.subject`, params), text: lines.join('\n'), language, blueprint };
}

/**
 * A link in mail to a page of the tenant: always at the tenant's own address, never at the host a
 * request named, which a client chooses (a reset link pointing elsewhere would hand over the account).
 */
export function tenantLink(ctx: Pick<Context, 'services' | 'incubator'>, path: string): string {
  return `${tenantUrl(ctx.services.config, ctx.incubator)}${path}`;
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
