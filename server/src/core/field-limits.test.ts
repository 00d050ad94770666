import { randomUUID } from 'node:crypto';
import { is } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PHONE_MAX_LENGTH, SLUG_MAX_LENGTH, SLUG_MIN_LENGTH } from '@seedbed/contracts/validation';
import { gql, rest, startTestServer, type TestServer } from '../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../test/factories.ts';
import * as tables from '../db/schema/index.ts';
import { createIncubator } from '../modules/incubators/service.ts';

/**
 * Columns that declare a length, each with the contracts limit it must equal. Today every text
 * column is `text`, so only the contracts table limits what people type; a column given a length
 * later must be listed here with its limit, or this test fails.
 */
const COLUMN_LIMITS: Record<string, number> = {};

describe('database columns', () => {
  it('declare no length other than the contracts limit of their field', () => {
    const declared: Record<string, number> = {};
    for (const table of Object.values(tables)) {
      if (!is(table, PgTable)) continue;
      const config = getTableConfig(table);
      for (const column of config.columns) {
        const length = (column as { length?: number }).length;
        if (typeof length === 'number') declared[`${config.name}.${column.name}`] = length;
      }
    }
    expect(declared).toEqual(COLUMN_LIMITS);
  });
});

describe('field limits through the API', () => {
  let server: TestServer;
  let tenant: Tenant;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
  const EDIT = `mutation($userId: ID!, $data: UserProfileInput!) { updateUser(userId: $userId, data: $data) { _id phone } }`;
  const UPDATE = `mutation($data: IncubatorInput!) { updateIncubator(data: $data) { slug } }`;
  const phoneOf = (length: number) => `+${'1'.repeat(length - 1)}`;
  const slugOf = (length: number) => `s${randomUUID().replace(/-/g, '')}${'x'.repeat(40)}`.slice(0, length);

  beforeAll(async () => {
    server = await startTestServer();
    tenant = await buildTenant(server);
    admin = await buildSignedInUser(tenant, { roleType: 'admin' });
  });
  afterAll(() => server.stop());

  it('a phone number an administrator saves is one its owner can save again; one character more is refused by both', async () => {
    const person = await buildSignedInUser(tenant);
    const longest = phoneOf(PHONE_MAX_LENGTH);

    const byAdmin = await gql(server, EDIT, { userId: person.user.id, data: { phone: longest } }, { tenant: tenant.slug, token: admin.token });
    expect(byAdmin.errors).toBeUndefined();
    expect(byAdmin.data.updateUser.phone).toBe(longest);
    const byOwner = await rest(server, 'PUT', '/user', { phone: longest }, { tenant: tenant.slug, token: person.token });
    expect(byOwner.status).toBe(200);

    const tooLong = phoneOf(PHONE_MAX_LENGTH + 1);
    const refusedAdmin = await gql(server, EDIT, { userId: person.user.id, data: { phone: tooLong } }, { tenant: tenant.slug, token: admin.token });
    expect(refusedAdmin.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [expect.objectContaining({ field: 'phone' })] });
    const refusedOwner = await rest(server, 'PUT', '/user', { phone: tooLong }, { tenant: tenant.slug, token: person.token });
    expect(refusedOwner.status).toBe(400);
    expect(refusedOwner.body.fields.map((f: { field: string }) => f.field)).toEqual(['phone']);
  });

  it('the settings page takes the slugs the tenant command takes, and refuses what it refuses', async () => {
    await expect(createIncubator(server.services.pool, { slug: slugOf(SLUG_MAX_LENGTH + 1), name: 'Too long' })).rejects.toThrow(/slug/);
    await expect(createIncubator(server.services.pool, { slug: 'ab'.slice(0, SLUG_MIN_LENGTH - 1), name: 'Too short' })).rejects.toThrow(/slug/);
    const longest = await createIncubator(server.services.pool, { slug: slugOf(SLUG_MAX_LENGTH), name: 'Longest' });
    expect(longest.slug).toHaveLength(SLUG_MAX_LENGTH);

    const own = await buildTenant(server);
    const ownAdmin = await buildSignedInUser(own, { roleType: 'admin' });
    const refused = await gql(server, UPDATE, { data: { slug: slugOf(SLUG_MAX_LENGTH + 1) } }, { tenant: own.slug, token: ownAdmin.token });
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'VALIDATION_ERROR', fields: [expect.objectContaining({ field: 'slug' })] });
    const shortest = 'abc'.slice(0, SLUG_MIN_LENGTH - 1);
    const refusedShort = await gql(server, UPDATE, { data: { slug: shortest } }, { tenant: own.slug, token: ownAdmin.token });
    expect(refusedShort.errors?.[0].extensions?.code).toBe('VALIDATION_ERROR');
    const saved = await gql(server, UPDATE, { data: { slug: slugOf(SLUG_MAX_LENGTH) } }, { tenant: own.slug, token: ownAdmin.token });
    expect(saved.errors).toBeUndefined();
    expect(saved.data.updateIncubator.slug).toHaveLength(SLUG_MAX_LENGTH);
  });
});
