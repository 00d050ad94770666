import { displayedRoleType, type RoleLabelInput } from '@seedbed/contracts/roles';
import type { Context } from '../../core/context.ts';

/**
 * A role as people see it (spec 1 §3's rule, contracts' roleDisplayLabel): its own label, else its
 * type's name in the reader's language, 'Founder' for a cofounder alone in their first startup.
 */
export function roleName(ctx: Pick<Context, 't'>, role: RoleLabelInput['role'], firstStartupPeopleCount?: number | null): string {
  const type = displayedRoleType({ role, firstStartupPeopleCount });
  return type === null ? role!.label!.trim() : ctx.t(`roleTypes.${type}`);
}
