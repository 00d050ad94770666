import { SYSTEM_DISPLAY_NAME, isRoleType } from '@seedbed/contracts/roles';
import type { Context } from '../../core/context.ts';
import { isId } from '../../core/ids.ts';
import type { RoleRow } from '../../db/schema/index.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { activityLoaders } from './loaders.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/**
 * The names a sentence of the feed uses, in the viewer's language. Records are read now through
 * per-request loaders, so a page costs one query per table; a record that is gone reads as the
 * name the event kept, else as a neutral word ("a deleted task").
 */
export function activityNames(ctx: Context) {
  const t = ctx.t;
  const users = userLoaders(ctx);
  const loaders = activityLoaders(ctx);
  const named = async (loader: { load(id: string): Promise<string | null> }, id: unknown, kept: unknown, gone: string) =>
    (isId(id) ? await loader.load(id) : null) ?? text(kept) ?? t(`activity.gone.${gone}`);

  const roleType = (type: unknown) => (isRoleType(type) ? t(`activity.roleTypes.${type}`) : t('activity.gone.role'));
  const roleLabel = (role: Pick<RoleRow, 'type' | 'label'>) => text(role.label) ?? roleType(role.type);

  return {
    /** Who acted; nobody means the organisation's own automatic work. */
    async actor(id: string | null) {
      if (!id) return SYSTEM_DISPLAY_NAME;
      return this.user(id);
    },
    async user(id: unknown) {
      const user = isId(id) ? await users.user.load(id) : null;
      return user ? displayName(user, ctx) : t('activity.gone.person');
    },
    task: (id: unknown, kept?: unknown) => named(loaders.taskName, id, kept, 'task'),
    file: (id: unknown, kept?: unknown) => named(loaders.fileName, id, kept, 'file'),
    industry: (id: unknown, kept?: unknown) => named(loaders.industryName, id, kept, 'industry'),
    async role(id: unknown, kept?: { label?: unknown; type?: unknown }) {
      const role = isId(id) ? await users.role.load(id) : null;
      if (role) return roleLabel(role);
      return text(kept?.label) ?? roleType(kept?.type);
    },
    roleType,
    /** One value's label under `activity.<group>`; an unknown value reads as "other settings". */
    label: (group: string, value: unknown) => t(`activity.${group}.${text(value) ?? '?'}`, { defaultValue: t('activity.otherSettings') }),
    status: (status: unknown) => t(`activity.statuses.${text(status)?.toLowerCase() ?? 'unknown'}`, { defaultValue: t('activity.statuses.unknown') }),
    /**
     * Changed fields as one phrase ("name and time zone"), each under `activity.<group>.<field>`;
     * fields without a label read as "other settings", once.
     */
    fields(list: unknown, group: string): string | null {
      const names = Array.isArray(list) ? list.filter((f): f is string => typeof f === 'string') : [];
      const labels = new Set<string>();
      for (const name of names) labels.add(t(`activity.${group}.${name}`, { defaultValue: t('activity.otherSettings') }));
      if (!labels.size) return null;
      return new Intl.ListFormat(ctx.language, { type: 'conjunction' }).format([...labels]);
    },
  };
}

export type ActivityNames = ReturnType<typeof activityNames>;
