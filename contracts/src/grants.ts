import { z } from './zod.ts';
import { PERMISSION_CRITERIA, PERMISSION_KEYS, PERMISSIONS, type PermissionKey } from './permissions.ts';

// Apart from the registry, so that a page that reads the registry does not load zod with it.
/** One grant as the roles editor sends it; the criteria must be one the key accepts. */
export const permissionGrantSchema = z
  .object({
    key: z.enum(PERMISSION_KEYS as [PermissionKey, ...PermissionKey[]]),
    permissionCriteria: z.enum(PERMISSION_CRITERIA),
  })
  .superRefine((grant, ctx) => {
    if (!PERMISSIONS[grant.key].scopes.includes(grant.permissionCriteria)) {
      ctx.addIssue({
        code: 'custom',
        path: ['permissionCriteria'],
        message: `${grant.permissionCriteria} is not a scope of ${grant.key}`,
      });
    }
  });
export type PermissionGrantInput = z.infer<typeof permissionGrantSchema>;
