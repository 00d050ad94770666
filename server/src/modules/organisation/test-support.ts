import { and, eq, like } from 'drizzle-orm';
import { gql, type TestServer, changeAsOwner } from '../../../test/harness.ts';
import type { Tenant } from '../../../test/factories.ts';
import { schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { samplePng } from '../attachments/sample-files.ts';

export const INCUBATOR_FIELDS = `_id name slug description currency timezone address defaultLanguage gtmId logo whiteLogo logoSquare customDomain hidePoweredBy
  customDomainRecord { type name value } customDomainVerified customDomainVerification { type name value }
  seo { active seoTitle seoDescription } termsAndServices { url }
  customLogin { active text url buttonBackgroundColor buttonTextColor }
  generalEmail { email confirmed } supportEmail { email confirmed }
  allowUserSelfDelete allowWriteInOptionInUserSkills
  startupNameAlternative { active label { language value } }
  brandPalette { sidebar { backgroundColor textColor activeItemBackgroundColor activeItemTextColor activeSubItemTextColor logoType } login { logoType } }`;

export const UPDATE = `mutation UpdateIncubator($data: IncubatorInput!) { updateIncubator(data: $data) { ${INCUBATOR_FIELDS} } }`;
export const PUBLIC = `{ publicIncubator { ${INCUBATOR_FIELDS} } }`;

export function caller(server: TestServer, tenant: Tenant) {
  return (query: string, variables: Record<string, unknown> = {}, token?: string, language?: string) => gql(server, query, variables, { tenant: tenant.slug, token, language });
}

/** The tenant's row as stored, read through its own transaction. */
export async function storedIncubator(tenant: Tenant): Promise<IncubatorRow> {
  const [row] = await withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    db.select().from(schema.incubators).where(eq(schema.incubators.id, tenant.incubator.id)),
  );
  return row;
}

export async function organisationEvents(tenant: Tenant) {
  return withTenant(tenant.server.services.pool, tenant.incubator.id, (db) =>
    db
      .select({ kind: schema.domainEvents.kind, actorId: schema.domainEvents.actorId, data: schema.domainEvents.data })
      .from(schema.domainEvents)
      .where(and(eq(schema.domainEvents.incubatorId, tenant.incubator.id), like(schema.domainEvents.kind, 'organisation.%')))
      .orderBy(schema.domainEvents.createdAt),
  );
}

export async function setFlag(tenant: Tenant, flag: string, on: boolean): Promise<void> {
  await changeAsOwner(tenant.server, `UPDATE incubators SET feature_flags = feature_flags || jsonb_build_object($1::text, $2::boolean) WHERE id = $3`, [
    flag,
    on,
    tenant.incubator.id,
  ]);
}

/** Uploads a PNG through the attachments API, as the branding tab does; answers its URL. */
export async function uploadPng(tenant: Tenant, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(samplePng())], { type: 'image/png' }), 'logo.png');
  const response = await fetch(`${tenant.server.url}/api/attachment/upload`, {
    method: 'POST',
    headers: { 'x-incubator': tenant.slug, authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await response.json()) as { url: string };
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${JSON.stringify(body)}`);
  return body.url;
}
