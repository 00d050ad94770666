import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { canSignIn } from '@seedbed/contracts/roles';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@seedbed/contracts/validation';
import { runRest } from '../../core/request-context.ts';
import type { Services } from '../../core/services.ts';
import { schema } from '../../core/db/pool.ts';
import { parseInput } from '../../core/validation.ts';
import { email } from '@seedbed/contracts/schemas';
import { validationError } from '../../core/errors.ts';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.ts';
import { recordEvent } from '../../core/events.ts';
import type { Context } from '../../core/context.ts';
import type { UserRow } from '../../db/schema/index.ts';
import { attemptKeys, reserveAttempt, settleSuccess } from './sign-in-limit.ts';
import { issueOneTimeToken, redeemOneTimeToken } from './one-time.ts';
import { composeMail, sendAfterCommit, sendAfterCommitDetached, tenantLink } from './mails.ts';
import { issueAuthToken } from './service.ts';
import { syncUserProfileTask } from '../users/profile-task.ts';
import { passwordSignInOpen } from '../signOn/login-providers.ts';

const u = schema.users;
const password = () => z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH);
const signInInput = z.object({
  email: email(),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  /** The organisation the person means to sign in to (its slug); absent means the one the address names. */
  incubator: z.string().trim().toLowerCase().max(100).nullish(),
});

async function userByEmail(ctx: Context, address: string): Promise<UserRow | null> {
  const [row] = await (await ctx.tx.db())
    .select()
    .from(u)
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.email, address)));
  return row ?? null;
}

async function setPassword(ctx: Context, user: UserRow, newPassword: string, changes: Partial<UserRow> = {}) {
  const db = await ctx.tx.db();
  await db
    .update(u)
    .set({ passwordHash: await hashPassword(newPassword), updatedAt: new Date(), ...changes })
    .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, user.id)));
  // A new password ends every earlier sign-in.
  await db
    .update(schema.authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(schema.authTokens.incubatorId, ctx.incubator.id), eq(schema.authTokens.userId, user.id)));
}

export function authRoutes(app: FastifyInstance, services: Services) {
  app.post('/auth/local', async (request, reply) => {
    const result = await runRest(services, request, async (ctx) => {
      const input = parseInput(signInInput, request.body);
      if (input.incubator && input.incubator !== ctx.incubator.slug) throw validationError([{ field: 'incubator', key: 'auth.otherOrganisation' }]);
      // An organisation that signs in through its identity provider alone has no password form.
      if (!passwordSignInOpen(ctx.incubator)) return { status: 403, body: { code: 'PASSWORD_SIGN_IN_OFF', message: ctx.t('auth.passwordSignInOff') } };
      // The attempt is counted on a connection of its own. A token sent along opened the request's
      // transaction to find the viewer; it has written nothing and ends here, so that no sign-in
      // holds one connection while it waits for another.
      await ctx.tx.finish(true);
      const keys = attemptKeys(input.email, request.ip);
      const minutes = await reserveAttempt(ctx, keys);
      if (minutes !== null) return { status: 429, body: { code: 'RATE_LIMITED', message: ctx.t('errors.rateLimited', { minutes }) } };
      const user = await userByEmail(ctx, input.email);
      // Checked even when there is no such account, so that the time taken does not tell.
      const matches = await verifyPassword(user?.passwordHash, input.password);
      if (!user || !matches) return { status: 401, body: { code: 'WRONG_CREDENTIALS', message: ctx.t('auth.wrongCredentials') } };
      if (!canSignIn(user.status)) return { status: 401, body: { code: 'SIGN_IN_BLOCKED', message: ctx.t('auth.statusBlocked') } };
      const db = await ctx.tx.db();
      await settleSuccess(ctx, db, keys);
      await recordEvent(ctx, db, { kind: 'user.signedIn', subjectKind: 'user', subjectId: user.id, actorId: user.id });
      return { status: 200, body: await issueAuthToken(ctx, db, user) };
    });
    return reply.status(result.status).send(result.body);
  });

  app.post('/api/users/sendresetpassword', async (request) =>
    runRest(services, request, async (ctx) => {
      const input = parseInput(z.object({ email: email() }), request.body);
      const user = await userByEmail(ctx, input.email);
      // The answer is the same whether or not the address has an account (or a password form to use it in).
      if (user && canSignIn(user.status) && passwordSignInOpen(ctx.incubator)) {
        const token = await issueOneTimeToken(ctx, await ctx.tx.db(), user.id, 'reset');
        sendAfterCommitDetached(ctx, composeMail(ctx, user, 'reset', tenantLink(ctx, `/reset/${token}`)));
      }
      return { ok: true };
    }),
  );

  app.post('/api/users/resetpassword', async (request) =>
    runRest(services, request, async (ctx) => {
      const input = parseInput(z.object({ token: z.string(), newPassword: password() }), request.body);
      const user = await redeemOneTimeToken(ctx, await ctx.tx.db(), input.token, 'reset', true);
      // Following a link sent to the address proves the address too.
      await setPassword(ctx, user, input.newPassword, { validated: true });
      await recordEvent(ctx, await ctx.tx.db(), { kind: 'user.passwordReset', subjectKind: 'user', subjectId: user.id, actorId: user.id });
      return { ok: true };
    }),
  );

  app.post<{ Params: { token: string } }>('/api/users/validate/:token', async (request) =>
    runRest(services, request, async (ctx) => {
      const db = await ctx.tx.db();
      const user = await redeemOneTimeToken(ctx, db, request.params.token, 'validate', true);
      await db
        .update(u)
        .set({ validated: true, status: user.status === 'pending' ? 'active' : user.status, updatedAt: new Date() })
        .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, user.id)));
      await recordEvent(ctx, db, { kind: 'user.emailValidated', subjectKind: 'user', subjectId: user.id, actorId: user.id });
      return { ok: true };
    }),
  );

  app.get<{ Params: { token: string } }>('/api/users/invitation/:token', async (request) =>
    runRest(services, request, async (ctx) => {
      const user = await redeemOneTimeToken(ctx, await ctx.tx.db(), request.params.token, 'invite', false);
      return { email: user.email, firstName: user.firstName, lastName: user.lastName, incubatorName: ctx.incubator.name };
    }),
  );

  app.post('/api/users/acceptinvitation', async (request) =>
    runRest(services, request, async (ctx) => {
      const input = parseInput(z.object({ token: z.string(), password: password() }), request.body);
      const db = await ctx.tx.db();
      const user = await redeemOneTimeToken(ctx, db, input.token, 'invite', true);
      await setPassword(ctx, user, input.password, { status: 'active', validated: true });
      await recordEvent(ctx, db, { kind: 'user.invitationAccepted', subjectKind: 'user', subjectId: user.id, actorId: user.id });
      await syncUserProfileTask(ctx, db, user, { activated: true });
      return issueAuthToken(ctx, db, { ...user, status: 'active' });
    }),
  );
}

/** Mails a validation link to the signed-in user (GraphQL resendConfirmationEmail). */
export async function sendValidationMail(ctx: Context, user: UserRow) {
  const token = await issueOneTimeToken(ctx, await ctx.tx.db(), user.id, 'validate');
  sendAfterCommit(ctx, composeMail(ctx, user, 'validation', tenantLink(ctx, `/validate/${token}`)));
}
