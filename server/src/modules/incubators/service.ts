import type pg from 'pg';
import { ROLE_TYPES, STAFF_LIKE, type RoleType } from '@seedbed/contracts/roles';
import { defaultPermissionsFor } from '@seedbed/contracts/permissions';
import { PLANS } from '@seedbed/contracts/flags';
import { SLUG_MAX_LENGTH, SLUG_MIN_LENGTH, slugProblem } from '@seedbed/contracts/validation';
import { ownerDb, schema } from '../../core/db/pool.ts';
import { withTenant } from '../../core/transaction.ts';
import { newId } from '../../core/ids.ts';
import type { IncubatorRow } from '../../db/schema/index.ts';
import { DEFAULT_BRAND_PALETTE, DEFAULT_CUSTOM_LOGIN, DEFAULT_SEO, DEFAULT_STARTUP_NAME, LAYOUT_SCREENS, defaultLayout } from './defaults.ts';

export interface NewIncubator {
  slug: string;
  name: string;
  plan?: keyof typeof PLANS;
  timezone?: string;
  currency?: string;
  defaultLanguage?: string;
  description?: string;
}

/** The default role of each type; custom roles are added later from these types. */
function defaultRole(incubatorId: string, type: RoleType) {
  const staffLike = (STAFF_LIKE as readonly string[]).includes(type);
  return {
    incubatorId,
    id: newId(),
    type,
    label: null,
    isDefault: true,
    permissions: defaultPermissionsFor(type).map(({ key, criteria }) => ({ key, criteria })),
    userAccess: { roles: staffLike ? [...ROLE_TYPES] : ['staff', 'coach', 'admin', 'admin&coach', 'mentor', 'expert', type], visibilitySettings: staffLike ? 'ALL' : 'ASSIGNED' },
    startupAccess: { visibilitySettings: staffLike ? 'ALL' : 'ASSIGNED' },
  };
}

/** Creates a tenant with its default roles and screen layouts. Run by the owner (tenant command, seed). */
export async function createIncubator(pool: pg.Pool, input: NewIncubator): Promise<IncubatorRow> {
  // The same rule as the settings page: a tenant created here can always be saved there again.
  if (slugProblem(input.slug)) throw new Error(`"${input.slug}" is not a valid tenant slug (${SLUG_MIN_LENGTH}–${SLUG_MAX_LENGTH} characters: a-z, 0-9 and inner hyphens)`);
  const plan = input.plan ?? 'growth';
  const id = newId();
  const [incubator] = await ownerDb(pool)
    .insert(schema.incubators)
    .values({
      id,
      slug: input.slug,
      name: input.name,
      description: input.description ?? null,
      timezone: input.timezone ?? 'UTC',
      currency: input.currency ?? 'USD',
      defaultLanguage: input.defaultLanguage ?? 'en',
      seo: DEFAULT_SEO,
      customLogin: DEFAULT_CUSTOM_LOGIN,
      brandPalette: DEFAULT_BRAND_PALETTE,
      loginProviders: [{ provider: 'local', enabled: true }],
      startupNameAlternative: DEFAULT_STARTUP_NAME,
      plan: { name: plan, employeeCountLimit: PLANS[plan].employeeCountLimit },
    })
    .returning();
  await withTenant(pool, id, async (db) => {
    await db.insert(schema.roles).values(ROLE_TYPES.filter((t) => t !== 'system').map((t) => defaultRole(id, t)));
    await db.insert(schema.layoutCustomizations).values(LAYOUT_SCREENS.map((screen) => ({ incubatorId: id, screen, data: defaultLayout() })));
  });
  return incubator;
}
