// Puts a message to a startup's team on its timeline, with its delivery already tracked (one
// recipient delivered and opened, one bounced), for the end-to-end spec of email threads.
// Usage: tsx email-thread.ts '{"incubatorId":"…","startupId":"…","senderId":"…","subject":"…","to":[{"email":"…","userId":"…"}]}'
import { randomBytes } from 'node:crypto';
import { createLogger } from '../../src/core/log.ts';
import { createPool, schema } from '../../src/core/db/pool.ts';
import { newId } from '../../src/core/ids.ts';
import { withTenant } from '../../src/core/transaction.ts';

interface Request {
  incubatorId: string;
  startupId: string;
  senderId: string;
  subject: string;
  html: string;
  to: Array<{ email: string; userId: string | null }>;
}

const request = JSON.parse(process.argv[2]!) as Request;
const pool = createPool(process.env.DATABASE_URL!, createLogger('warn'), 2);
const tenant = request.incubatorId;
await withTenant(pool, tenant, async (db) => {
  const messageId = newId();
  const postId = newId();
  await db.insert(schema.emailMessages).values({
    incubatorId: tenant,
    id: messageId,
    startupId: request.startupId,
    timelineEventId: postId,
    subject: request.subject,
    html: request.html,
    text: request.html.replace(/<[^>]+>/g, ' '),
    createdBy: request.senderId,
  });
  await db.insert(schema.emailRecipients).values(
    request.to.map((r, index) => ({
      incubatorId: tenant,
      id: newId(),
      messageId,
      userId: r.userId,
      email: r.email,
      token: randomBytes(24).toString('base64url'),
      status: index === 0 ? ('DELIVERED' as const) : ('BOUNCED' as const),
      attempts: 1,
      bounceReason: index === 0 ? null : '550 5.1.1 mailbox unavailable',
      openedCount: index === 0 ? 3 : 0,
      lastOpenedAt: index === 0 ? new Date() : null,
    })),
  );
  await db
    .insert(schema.timelineEvents)
    .values({ incubatorId: tenant, id: postId, startupId: request.startupId, kind: 'EmailThreadPost', subjectId: messageId, createdBy: request.senderId });
});
await pool.end();
console.log(JSON.stringify({ ok: true }));
