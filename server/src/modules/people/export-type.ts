import { z } from 'zod';
import { USER_SORTS, userListFilterSchema } from '@seedbed/contracts/list-filters';
import { userGroupOf } from '@seedbed/contracts/roles';
import type { Context } from '../../core/context.ts';
import type { TableCell } from '../../core/table-file.ts';
import type { UserRow } from '../../db/schema/index.ts';
import type { ExportTable, ExportTypeDefinition } from '../exports/export-type.ts';
import { displayName } from '../users/display-name.ts';
import { userLoaders } from '../users/loaders.ts';
import { visibleUsersCondition } from './access.ts';
import { listUsers } from './list.ts';

/** What the users page sends: its filter and its order, exactly as its own query takes them. */
const usersExportFilter = z
  .object({
    filter: userListFilterSchema.nullish(),
    sort: z.enum(USER_SORTS, 'validation.invalid').nullish(),
  })
  .strict()
  .nullish();
type UsersExportFilter = z.infer<typeof usersExportFilter>;

const COLUMNS = ['name', 'email', 'role', 'group', 'status', 'createdAt'] as const;
const PAGE = 500;

async function row(ctx: Context, user: UserRow): Promise<TableCell[]> {
  const role = user.roleId ? await userLoaders(ctx).role.load(user.roleId) : null;
  const roleName = role ? role.label?.trim() || ctx.t(`roleTypes.${role.type}`, { defaultValue: role.type }) : '';
  return [
    displayName(user, ctx),
    user.email,
    roleName,
    ctx.t(`people.export.groups.${userGroupOf(role?.type)}`),
    ctx.t(`people.export.statuses.${user.status}`, { defaultValue: user.status }),
    user.createdAt,
  ];
}

/**
 * The organisation's users (/admin/configuration/users) as its list shows them to the requester:
 * the same filter, order and visibility (listUsers), its columns, read 500 at a time.
 */
export const usersExportType: ExportTypeDefinition<UsersExportFilter> = {
  type: 'users',
  filter: usersExportFilter,
  async authorize(ctx) {
    // Refuses those whose role may not list people at all.
    await visibleUsersCondition(ctx);
  },
  async table(ctx, options): Promise<ExportTable> {
    const sort = options?.sort ?? 'NAME';
    const first = await listUsers(ctx, options?.filter ?? null, sort, null, PAGE, { maxLimit: PAGE });
    return {
      name: ctx.t('people.export.file'),
      sheet: ctx.t('people.export.sheet'),
      columns: COLUMNS.map((key) => ({ header: ctx.t(`people.export.columns.${key}`), description: ctx.t(`people.export.descriptions.${key}`) })),
      total: first.totalCount,
      rows: (async function* () {
        let page = first;
        for (;;) {
          yield await Promise.all(page.results.map((user) => row(ctx, user)));
          if (!page.next) return;
          page = await listUsers(ctx, options?.filter ?? null, sort, page.next, PAGE, { countTotal: false, maxLimit: PAGE });
        }
      })(),
    };
  },
};
