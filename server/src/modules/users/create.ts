import { and, eq } from 'drizzle-orm';
import type { RoleType } from '@seedbed/contracts/roles';
import { schema, type Db } from '../../core/db/pool.ts';
import { newId } from '../../core/ids.ts';
import type { UserRow } from '../../db/schema/index.ts';

export interface NewUser {
  email: string;
  firstName: string;
  lastName: string;
  roleType: RoleType;
  /** A particular role of that type; the type's default role when absent. */
  roleId?: string | null;
  passwordHash?: string | null;
  status?: string;
  validated?: boolean;
  headline?: string;
  bio?: string;
  country?: string;
  timezone?: string;
  language?: string;
}

/** Adds a user with the default role of a type; used by invitations, the tenant command and the demo. */
export async function createUser(db: Db, incubatorId: string, input: NewUser): Promise<UserRow> {
  const [role] = await db
    .select({ id: schema.roles.id })
    .from(schema.roles)
    .where(and(eq(schema.roles.incubatorId, incubatorId), eq(schema.roles.type, input.roleType), eq(schema.roles.isDefault, true)))
    .limit(1);
  const [user] = await db
    .insert(schema.users)
    .values({
      incubatorId,
      id: newId(),
      email: input.email.trim().toLowerCase(),
      firstName: input.firstName,
      lastName: input.lastName,
      roleId: input.roleId ?? role?.id ?? null,
      passwordHash: input.passwordHash ?? null,
      status: input.status ?? 'pending',
      validated: input.validated ?? false,
      headline: input.headline ?? null,
      bio: input.bio ?? null,
      country: input.country ?? null,
      timezone: input.timezone ?? null,
      language: input.language ?? null,
    })
    .returning();
  return user;
}
