import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { ApplicationStatus } from '@seedbed/contracts/applications';
import { requireViewer, type Context } from '../../core/context.ts';
import { roundIsOpen, funnelLoaders } from '../funnels/types.ts';
import { viewerMemberships } from '../startups/access.ts';
import { AWAITING_ANSWERS } from './apply.ts';
import { ap, apDecision, type ApplicationRow } from './repo.ts';
import { statusSeenByApplicant } from './types.ts';

/** An applicant's list is short (one application per funnel); this bounds it all the same. */
const MY_APPLICATIONS_MAX = 200;

export const NEXT_STEP_KINDS = ['FILL_FORM', 'WAITING', 'MEETING', 'DECIDED'] as const;
export type NextStepKind = (typeof NEXT_STEP_KINDS)[number];

/** One of the viewer's applications as they read it: its status as they may know it, and what is asked of them next. */
export interface MyApplication {
  application: ApplicationRow;
  status: ApplicationStatus;
  nextStep: { kind: NextStepKind; roundId: string; roundOpen: boolean };
}

function nextStepKind(status: ApplicationStatus): NextStepKind {
  if (AWAITING_ANSWERS.includes(status)) return 'FILL_FORM';
  if (status === 'ready_for_meeting') return 'MEETING';
  if (status === 'accepted' || status === 'rejected') return 'DECIDED';
  return 'WAITING';
}

/**
 * The viewer's applications, newest first: those they made and those of the startups they found
 * (applications_applicant_idx and applications_startup_idx), each with its next step.
 */
export async function myApplications(ctx: Context): Promise<MyApplication[]> {
  const viewer = requireViewer(ctx);
  const db = await ctx.tx.db();
  const founded = [...(await viewerMemberships(ctx))].filter(([, kinds]) => kinds.has('founder')).map(([startupId]) => startupId);
  const mine = eq(ap.applicantId, viewer.user.id);
  const rows = await db
    .select()
    .from(ap)
    .where(and(eq(ap.incubatorId, ctx.incubator.id), founded.length ? or(mine, inArray(ap.startupId, founded)) : mine))
    .orderBy(desc(ap.createdAt), desc(ap.id))
    .limit(MY_APPLICATIONS_MAX);
  if (!rows.length) return [];
  const decisions = await db
    .select({ applicationId: apDecision.applicationId, roundId: apDecision.roundId, mailAfter: apDecision.mailAfter, mailSentAt: apDecision.mailSentAt })
    .from(apDecision)
    .where(
      and(
        eq(apDecision.incubatorId, ctx.incubator.id),
        inArray(
          apDecision.applicationId,
          rows.map((row) => row.id),
        ),
      ),
    );
  const now = new Date();
  const loaders = funnelLoaders(ctx);
  return Promise.all(
    rows.map(async (application) => {
      const decision = decisions.find((d) => d.applicationId === application.id && d.roundId === application.roundId);
      const status = statusSeenByApplicant(application, decision, now);
      const [funnel, round] = await Promise.all([loaders.funnel.load(application.funnelId), loaders.round.load(application.roundId)]);
      const open = Boolean(funnel && round && roundIsOpen(funnel, round, now));
      return { application, status, nextStep: { kind: nextStepKind(status), roundId: application.roundId, roundOpen: open } };
    }),
  );
}
