import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { signature } from '../modules/api/delivery.ts';

/**
 * The receiving end of the demo's live webhook ("Demo CRM"): the server itself, so that the demo's
 * webhook delivers for real — and its log fills as people use the demo — without reaching the
 * internet. It checks each delivery as a receiver should: the `Seedbed-Signature` made with the
 * webhook's secret over "<timestamp>.<body>", and a timestamp at most five minutes old. It keeps
 * nothing.
 */
export const DEMO_WEBHOOK_PATH = '/demo/webhooks';
/** The demo webhook's signing secret, known like the demo's passwords. */
export const DEMO_WEBHOOK_SECRET = 'whsec_demo-crm-receiver';

const TOLERANCE_SECONDS = 300;
const SIGNATURE = /^t=(\d{1,12}),v1=([0-9a-f]{64})$/;

/** Whether a delivery is signed with the demo secret, recently. */
export function isSignedDelivery(header: unknown, body: string, now = Date.now()): boolean {
  const match = typeof header === 'string' ? SIGNATURE.exec(header) : null;
  if (!match) return false;
  const timestamp = Number(match[1]);
  if (Math.abs(now / 1000 - timestamp) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(signature(DEMO_WEBHOOK_SECRET, timestamp, body));
  const given = Buffer.from(header as string);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function demoWebhookRoute(app: FastifyInstance): void {
  app.register(async (scope) => {
    // The signature covers the bytes as sent: the body is read as text, never re-serialised.
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 256 * 1024 }, (_request, body, done) => done(null, body));
    scope.post(DEMO_WEBHOOK_PATH, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      if (!isSignedDelivery(request.headers['seedbed-signature'], body)) return reply.status(401).send({ received: false, error: 'bad signature' });
      let kind = '';
      try {
        kind = String((JSON.parse(body) as { kind?: unknown }).kind ?? '');
      } catch {
        return reply.status(400).send({ received: false, error: 'not JSON' });
      }
      return reply.send({ received: true, kind });
    });
  });
}
