import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { buildTenant, buildUser, type Tenant, type TestUser } from '../../test/factories.ts';
import { defineChange } from './change.ts';
import { schema } from './db/pool.ts';
import { forbidden } from './errors.ts';
import { runAs } from './request-context.ts';
import { withTenant } from './transaction.ts';

describe('defineChange: validate → authorize → write → record events', () => {
  let server: TestServer;
  let tenant: Tenant;
  let person: TestUser;
  const steps: string[] = [];

  // A change of the person's own first name, recorded as 'user.updated'.
  const rename = defineChange({
    input: () => z.object({ firstName: z.string().trim().min(1).max(20) }),
    async authorize(ctx, _input, userId: string) {
      steps.push('authorize');
      if (userId !== ctx.viewer?.user.id) throw forbidden();
      return userId;
    },
    async write(ctx, db, input, userId) {
      steps.push('write');
      const u = schema.users;
      await db
        .update(u)
        .set({ firstName: input.firstName })
        .where(and(eq(u.incubatorId, ctx.incubator.id), eq(u.id, userId)));
      return { result: input.firstName, events: [{ kind: 'user.updated', subjectKind: 'user', subjectId: userId, data: { userId, fields: ['firstName'] } }] };
    },
  });

  const run = (as: string, input: unknown, target: string) => runAs(server.services, tenant.incubator, as, (ctx) => rename(ctx, input, target));
  const stored = () =>
    withTenant(server.services.pool, tenant.incubator.id, async (db) => ({
      name: (await db.select({ name: schema.users.firstName }).from(schema.users).where(eq(schema.users.id, person.user.id)))[0].name,
      events: (await db.select().from(schema.domainEvents).where(eq(schema.domainEvents.subjectId, person.user.id))).map((e) => e.kind),
    }));

  beforeAll(async () => {
    server = await startTestServer();
    tenant = await buildTenant(server);
    person = await buildUser(tenant, { firstName: 'Amira' });
  });
  afterAll(() => server.stop());

  it('refuses invalid input before anything else runs, with the field named, and writes nothing', async () => {
    steps.length = 0;
    await expect(run(person.user.id, { firstName: ' ' }, person.user.id)).rejects.toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ field: 'firstName', key: 'validation.required' }],
    });
    expect(steps).toEqual([]);
    expect(await stored()).toEqual({ name: 'Amira', events: [] });
  });

  it('writes nothing when the viewer may not make the change', async () => {
    steps.length = 0;
    const other = await buildUser(tenant);
    await expect(run(other.user.id, { firstName: 'Mallory' }, person.user.id)).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(steps).toEqual(['authorize']);
    expect(await stored()).toEqual({ name: 'Amira', events: [] });
  });

  it('writes the change and records its events in the same transaction', async () => {
    steps.length = 0;
    expect(await run(person.user.id, { firstName: '  Amina ' }, person.user.id)).toBe('Amina');
    expect(steps).toEqual(['authorize', 'write']);
    expect(await stored()).toEqual({ name: 'Amina', events: ['user.updated'] });
  });
});
