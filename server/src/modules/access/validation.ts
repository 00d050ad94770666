import { z } from 'zod';
import { permissionGrantSchema } from '@seedbed/contracts/grants';
import { ROLE_TYPES } from '@seedbed/contracts/roles';
import { NAME_MAX_LENGTH } from '@seedbed/contracts/validation';
import { requiredText } from '@seedbed/contracts/schemas';

/** What a role's userAccess and startupAccess may say; NONE means no access at all. */
export const VISIBILITY_SETTINGS = ['ALL', 'ASSIGNED', 'NONE'] as const;

/** Custom roles are made from any type but the system's own. */
export const CUSTOM_ROLE_TYPES = ROLE_TYPES.filter((type) => type !== 'system');

export const createRoleInput = z.object({
  type: z.enum(CUSTOM_ROLE_TYPES as [string, ...string[]]),
  label: requiredText(NAME_MAX_LENGTH),
});

export const updateRoleInput = z
  .object({
    label: requiredText(NAME_MAX_LENGTH).nullish(),
    permissions: z.array(permissionGrantSchema).max(500).nullish(),
    userAccess: z
      .object({
        roles: z.array(z.enum(ROLE_TYPES)).max(ROLE_TYPES.length),
        visibilitySettings: z.enum(VISIBILITY_SETTINGS),
      })
      .nullish(),
    startupAccess: z.object({ visibilitySettings: z.enum(VISIBILITY_SETTINGS) }).nullish(),
  })
  .superRefine((input, ctx) => {
    const seen = new Set<string>();
    input.permissions?.forEach((grant, index) => {
      if (seen.has(grant.key)) ctx.addIssue({ code: 'custom', path: ['permissions', index, 'key'], message: 'duplicate' });
      seen.add(grant.key);
    });
  });
export type UpdateRoleInput = z.infer<typeof updateRoleInput>;

export const industryInput = z.object({ name: requiredText(NAME_MAX_LENGTH) });
