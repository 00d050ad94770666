import { and, eq } from 'drizzle-orm';
import type { FunnelMail } from '@seedbed/contracts/applications';
import { z } from 'zod';
import { defineChange } from '../../core/change.ts';
import type { Context } from '../../core/context.ts';
import type { Db } from '../../core/db/pool.ts';
import { notFound } from '../../core/errors.ts';
import { isId } from '../../core/ids.ts';
import { fr, roundsOf, type FunnelRoundRow, type FunnelRow } from './repo.ts';
import { editableFunnel, organisationT, touchFunnel } from './service.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The instructions mail a round starts with, in the organisation's language. */
function defaultInstructions(ctx: Pick<Context, 'incubator'>, funnel: FunnelRow, round: FunnelRoundRow): FunnelMail {
  const t = organisationT(ctx as Context);
  const params = { funnel: funnel.name, round: round.name, organisation: ctx.incubator.name, interpolation: { escapeValue: false } };
  const paragraphs = [t('funnels.instructionsMail.body', params), t('funnels.instructionsMail.closing', params)];
  return { subject: t('funnels.instructionsMail.subject', params), body: paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('') };
}

/**
 * The mail that tells an applicant what a round asks of them: the round's own, or the translated
 * default while its editors have not written one. Reads nothing (`db` is kept for callers' symmetry).
 */
export async function instructionsMailFor(ctx: Pick<Context, 'incubator'>, _db: Db, funnel: FunnelRow, round: FunnelRoundRow): Promise<FunnelMail> {
  return round.instructionsMail ?? defaultInstructions(ctx, funnel, round);
}

/**
 * The builder's instructions editor opens the round's mail; the first time it is written from the
 * default so that editors start from a sensible text. Without a round, the first round's.
 */
export const findOrCreateFunnelInstructionEmail = defineChange({
  input: () => z.object({ roundId: z.string().nullish() }),
  async authorize(ctx, input, funnelId: string) {
    const funnel = await editableFunnel(ctx, funnelId);
    const rounds = await roundsOf(await ctx.tx.db(), ctx.incubator.id, funnel.id);
    const wanted = input.roundId;
    const round = wanted ? (isId(wanted) ? rounds.find((r) => r.id === wanted.toLowerCase()) : undefined) : rounds[0];
    if (!round) throw notFound();
    return { funnel, round };
  },
  async write(ctx, db, _input, { funnel, round }) {
    if (round.instructionsMail) return { result: round.instructionsMail, events: [] };
    const mail = defaultInstructions(ctx, funnel, round);
    await db
      .update(fr)
      .set({ instructionsMail: mail, updatedAt: new Date() })
      .where(and(eq(fr.incubatorId, ctx.incubator.id), eq(fr.id, round.id)));
    await touchFunnel(ctx, db, funnel.id);
    return {
      result: mail,
      events: [
        {
          kind: 'funnel.roundUpdated',
          subjectKind: 'funnel',
          subjectId: funnel.id,
          data: { funnelId: funnel.id, funnelName: funnel.name, roundName: round.name, fields: ['instructionsMail'] },
        },
      ],
    };
  },
});
