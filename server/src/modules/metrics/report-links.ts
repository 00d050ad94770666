import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { chargeAddress } from '../../core/address-limit.ts';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import { schema, type Db } from '../../core/db/pool.ts';
import { AppError, notFound } from '../../core/errors.ts';
import { isId, newId } from '../../core/ids.ts';
import type { MetricPeriodRow } from '../../db/schema/index.ts';
import { canSeeStartup } from '../startups/access.ts';
import type { StartupRow } from '../startups/repo.ts';
import { tenantUrl } from '../incubators/addresses.ts';
import { collectsData, mayManageMetrics } from './access.ts';
import type { SystemContext } from './periods.ts';
import { metricSettingsOf } from './settings.ts';

const links = schema.metricReportLinks;
const p = schema.metricPeriods;

/** The public page a reminder mail's link opens. */
export const REPORT_PAGE = '/metrics/report';

/** 32 random bytes, base64url: 43 characters. Anything else is not a token of ours. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * One answer for every link that does not open a form (unknown, another organisation's, expired,
 * used, revoked, period already reported): telling them apart would tell a guesser what exists.
 */
export const invalidReportLink = () => new AppError('NOT_FOUND', 'metrics.reportLinkInvalid');

/**
 * A link to report one period without signing in, valid for the organisation's `linkDays`. Only
 * the token's hash is stored: the link exists in the mail alone.
 */
export async function createReportLink(ctx: SystemContext, db: Db, periodId: string): Promise<{ token: string; url: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + metricSettingsOf(ctx.incubator).linkDays * 86_400_000);
  await db.insert(links).values({ incubatorId: ctx.incubator.id, id: newId(), periodId, tokenHash: hashOf(token), expiresAt });
  return { token, url: `${tenantUrl(ctx.services.config, ctx.incubator)}${REPORT_PAGE}/${token}`, expiresAt };
}

export interface ResolvedReportLink {
  linkId: string;
  period: MetricPeriodRow;
  startup: StartupRow;
}

/**
 * The period a token opens, for the public page: counted against the client's address, and only
 * while the link is unexpired, unused, unrevoked and its period unreported, in this organisation,
 * with data collection on. Anything else is the one `invalidReportLink`.
 */
export async function resolveReportLink(ctx: Context, token: string): Promise<ResolvedReportLink> {
  await chargeAddress(ctx, 'metrics-link');
  if (!TOKEN.test(token) || !collectsData(ctx)) throw invalidReportLink();
  const db = await ctx.tx.db();
  const st = schema.startups;
  const [row] = await db
    .select({ linkId: links.id, period: p, startup: st })
    .from(links)
    .innerJoin(p, and(eq(p.incubatorId, links.incubatorId), eq(p.id, links.periodId)))
    .innerJoin(st, and(eq(st.incubatorId, p.incubatorId), eq(st.id, p.startupId)))
    .where(
      and(
        eq(links.incubatorId, ctx.incubator.id),
        eq(links.tokenHash, hashOf(token)),
        isNull(links.usedAt),
        isNull(links.revokedAt),
        gt(links.expiresAt, new Date()),
        isNull(p.submittedAt),
        eq(st.archived, false),
      ),
    );
  if (!row) throw invalidReportLink();
  return row;
}

/** A period is reported once: every link to it is spent when it is (through a link or not). */
export async function spendReportLinks(ctx: Pick<Context, 'incubator'>, db: Db, periodId: string): Promise<void> {
  await db
    .update(links)
    .set({ usedAt: new Date() })
    .where(and(eq(links.incubatorId, ctx.incubator.id), eq(links.periodId, periodId), isNull(links.usedAt)));
}

/** A period staff act on: visible to them and theirs to manage; anything else NOT_FOUND. */
export async function loadManagedPeriod(ctx: Context, periodId: string): Promise<{ period: MetricPeriodRow; startupName: string }> {
  if (!isId(periodId) || !collectsData(ctx)) throw notFound();
  const st = schema.startups;
  const [row] = await (await ctx.tx.db())
    .select({ period: p, startupName: st.name })
    .from(p)
    .innerJoin(st, and(eq(st.incubatorId, p.incubatorId), eq(st.id, p.startupId)))
    .where(and(eq(p.incubatorId, ctx.incubator.id), eq(p.id, periodId)));
  if (!row || !(await mayManageMetrics(ctx, row.period.startupId)) || !(await canSeeStartup(ctx, row.period.startupId))) throw notFound();
  return row;
}

/** Staff withdraw every open link to a period (a mail sent to the wrong person). */
export const revokeMetricReportLinks = defineChange({
  input: () => z.object({}),
  authorize: (ctx, _input, periodId: string) => loadManagedPeriod(ctx, periodId),
  async write(ctx, db, _input, { period, startupName }) {
    const revoked = await db
      .update(links)
      .set({ revokedAt: new Date() })
      .where(and(eq(links.incubatorId, ctx.incubator.id), eq(links.periodId, period.id), isNull(links.revokedAt), isNull(links.usedAt)))
      .returning({ id: links.id });
    return {
      result: revoked.length,
      events: revoked.length
        ? [
            {
              kind: 'metrics.reportLinksRevoked',
              subjectKind: 'metricPeriod',
              subjectId: period.id,
              data: { periodId: period.id, startupId: period.startupId, startupName, revoked: revoked.length },
            },
          ]
        : [],
    };
  },
});
