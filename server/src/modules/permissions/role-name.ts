import { isRoleType } from '@seedbed/contracts/roles';
import type { Context } from '../../core/context.ts';

/** A role as people see it: its own label, else its type's name in the reader's language. */
export function roleName(ctx: Pick<Context, 't'>, role: { type: string; label: string | null }): string {
  const label = role.label?.trim();
  if (label) return label;
  return ctx.t(isRoleType(role.type) ? `roleTypes.${role.type}` : 'roleTypes.unknown');
}
