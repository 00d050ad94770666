import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Context } from '../../core/context.ts';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { escapeHtml } from '../emailTemplates/html.ts';
import { CLICK_PATH, EVENTS_PATH, OPEN_PATH, UNSUBSCRIBE_PATH } from './addresses.ts';
import { applyReports, parseReports, signedByRelay } from './reports.ts';
import { isUnsubscribed, recipientByToken, recordClick, recordOpen, unsubscribeByToken } from './tracking.ts';

/** A transparent 1×1 GIF: the open pixel. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A small page of its own (the person arrives from their mail, not from the application). */
function page(ctx: Context, title: string, body: string): string {
  const dir = ctx.language === 'ar' ? 'rtl' : 'ltr';
  return [
    '<!DOCTYPE html>',
    `<html lang="${ctx.language}" dir="${dir}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`,
    `<title>${escapeHtml(title)}</title>`,
    '<style>body{font-family:system-ui,sans-serif;margin:0;padding:48px 16px;background:#f4f6f3;color:#1f2933}main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}h1{font-size:20px;margin:0 0 12px}button{font:inherit;padding:8px 16px;border-radius:6px;border:0;background:#2f6f4f;color:#fff;cursor:pointer}@media (prefers-color-scheme:dark){body{background:#1a1b1e;color:#e9ecef}main{background:#25262b}}</style>',
    `</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  ].join('');
}

const tokenOf = (request: FastifyRequest) => (request.params as { token?: string }).token ?? '';

/** The public routes of tracked mail: links, pixel and unsubscribe from the mail, and the relay's delivery reports. */
export function emailDeliveryRoutes(app: FastifyInstance, services: Services): void {
  app.get(CLICK_PATH, async (request, reply) => {
    const url = (request.query as { u?: unknown }).u;
    const target = typeof url === 'string' ? await runRest(services, request, (ctx) => recordClick(ctx, tokenOf(request), url)) : null;
    if (!target) return reply.status(404).header('cache-control', 'no-store').send({ code: 'NOT_FOUND', message: 'Unknown link' });
    return reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').redirect(target, 302);
  });

  app.get(OPEN_PATH, async (request, reply) => {
    const pixel = (request.params as { pixel: string }).pixel;
    if (pixel.endsWith('.gif')) await runRest(services, request, (ctx) => recordOpen(ctx, pixel.slice(0, -4)));
    return reply.header('content-type', 'image/gif').header('cache-control', 'no-store, private').send(PIXEL);
  });

  // A GET only asks: link scanners fetch the links of mail, and must not unsubscribe anyone.
  app.get(UNSUBSCRIBE_PATH, async (request, reply) => {
    const html = await runRest(services, request, async (ctx) => {
      const recipient = await recipientByToken(await ctx.tx.db(), ctx.incubator.id, tokenOf(request));
      const t = (key: string) => ctx.t(`emailDelivery.unsubscribe.${key}`, { organisation: ctx.incubator.name, email: recipient?.email ?? '' });
      if (!recipient) return { status: 404, body: page(ctx, t('unknownTitle'), `<p>${escapeHtml(t('unknown'))}</p>`) };
      if (await isUnsubscribed(ctx, recipient.email)) return { status: 200, body: page(ctx, t('doneTitle'), `<p>${escapeHtml(t('done'))}</p>`) };
      return {
        status: 200,
        body: page(ctx, t('title'), `<p>${escapeHtml(t('question'))}</p><form method="post"><button type="submit">${escapeHtml(t('confirm'))}</button></form>`),
      };
    });
    return reply.status(html.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html.body);
  });

  app.register(async (scope) => {
    // The bodies here are read as text: mail readers post one-click unsubscribes as a form, and a report's signature is over its exact bytes.
    scope.removeContentTypeParser(['application/json', 'text/plain']);
    const asText = (_request: FastifyRequest, body: string, done: (error: Error | null, value?: string) => void) => done(null, body);
    scope.addContentTypeParser(['application/json', 'text/plain'], { parseAs: 'string', bodyLimit: 1024 * 1024 }, asText);
    if (!scope.hasContentTypeParser('application/x-www-form-urlencoded')) scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, asText);

    scope.post(UNSUBSCRIBE_PATH, async (request, reply) => {
      const html = await runRest(services, request, async (ctx) => {
        const email = await unsubscribeByToken(ctx, tokenOf(request));
        const t = (key: string) => ctx.t(`emailDelivery.unsubscribe.${key}`, { organisation: ctx.incubator.name, email: email ?? '' });
        return email
          ? { status: 200, body: page(ctx, t('doneTitle'), `<p>${escapeHtml(t('done'))}</p>`) }
          : { status: 404, body: page(ctx, t('unknownTitle'), `<p>${escapeHtml(t('unknown'))}</p>`) };
      });
      return reply.status(html.status).type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html.body);
    });

    scope.post(EVENTS_PATH, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      const signature = request.headers['x-seedbed-signature'];
      const answer = await runRest(services, request, async (ctx) => {
        if (!(await signedByRelay(ctx, body, Array.isArray(signature) ? signature[0] : signature))) {
          return { status: 401, body: { code: 'UNAUTHENTICATED', message: 'The X-Seedbed-Signature header is missing or does not match the body.' } };
        }
        const parsed = parseReports(body);
        if (!parsed.ok) return { status: 400, body: { code: 'BAD_REQUEST', message: parsed.message } };
        return { status: 200, body: await applyReports(ctx, parsed.reports) };
      });
      return reply.status(answer.status).header('cache-control', 'no-store').send(answer.body);
    });
  });
}
