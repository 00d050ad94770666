import { z } from 'zod';
import { STARTUP_SORTS, startupListFilterSchema } from '@seedbed/contracts/list-filters';
import { STARTUP_STAGES } from '@seedbed/contracts/startups';
import type { Context } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import type { TableCell } from '../../core/table-file.ts';
import type { ExportTable, ExportTypeDefinition } from '../exports/export-type.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { mayChangeTaxonomy } from './access.ts';
import { startupLoaders } from './loaders.ts';
import { listStartups } from './queries.ts';
import type { StartupRow } from './repo.ts';

/** What the startups list sends: its filter and its order, exactly as its own query takes them. */
const startupsExportFilter = z
  .object({
    filter: startupListFilterSchema.nullish(),
    sort: z.enum(STARTUP_SORTS, 'validation.invalid').nullish(),
  })
  .strict()
  .nullish();
type StartupsExportFilter = z.infer<typeof startupsExportFilter>;

const COLUMNS = ['name', 'stage', 'programs', 'industries', 'tags', 'assigned', 'createdAt'] as const;
const PAGE = 500;
const names = (items: Array<{ name: string }>) => items.map((i) => i.name).join(', ');

/** The columns of one page, read with one query per kind of link (the loaders), as the list reads them. */
async function rows(ctx: Context, startups: StartupRow[], see: { industries: boolean; tags: boolean }): Promise<TableCell[][]> {
  const loaders = startupLoaders(ctx);
  return Promise.all(
    startups.map(async (s) => {
      const [programs, industries, tags, assigned] = await Promise.all([
        loaders.programs.load(s.id),
        see.industries || (await mayChangeTaxonomy(ctx, 'INDUSTRIES:STARTUP:ADD', s.id)) ? loaders.industries.load(s.id) : [],
        see.tags || (await mayChangeTaxonomy(ctx, 'TAG:STARTUP:ADD', s.id)) ? loaders.tags.load(s.id) : [],
        loaders.assignees.load(s.id),
      ]);
      const stage = s.stage && (STARTUP_STAGES as readonly string[]).includes(s.stage) ? ctx.t(`startups.export.stages.${s.stage}`) : (s.stage ?? '');
      return [s.name, stage, names(programs), names(industries), names(tags), assigned.map((p) => p.fullName).join(', '), s.createdAt];
    }),
  );
}

/**
 * The startups list (/startups) as it shows to the requester: the same filter, order and
 * visibility (listStartups, with its plan rule on filters), its columns, read 500 at a time.
 * Industries and tags are filled only for those the list shows them to.
 */
export const startupsExportType: ExportTypeDefinition<StartupsExportFilter> = {
  type: 'startups',
  filter: startupsExportFilter,
  async authorize(ctx, options) {
    if (!ctx.viewer) throw forbidden();
    // The list's own checks (the plan's filters, the viewer's visibility) on an empty first page.
    await listStartups(ctx, options?.filter ?? null, options?.sort ?? 'NAME', null, 1, { countTotal: false });
  },
  async table(ctx, options): Promise<ExportTable> {
    const sort = options?.sort ?? 'NAME';
    const filter = options?.filter ?? null;
    const see = { industries: await isAuthorized(ctx, 'STARTUP:INDUSTRY:VIEW'), tags: await isAuthorized(ctx, 'TAGS:STARTUP:VIEW') };
    // Loaders keep what they load for the request: a fresh set per page keeps memory to one page.
    const first = await listStartups(ctx, filter, sort, null, PAGE, { maxLimit: PAGE });
    return {
      name: ctx.t('startups.export.file'),
      sheet: ctx.t('startups.export.sheet'),
      columns: COLUMNS.map((key) => ({ header: ctx.t(`startups.export.columns.${key}`), description: ctx.t(`startups.export.descriptions.${key}`) })),
      total: first.totalCount,
      rows: (async function* () {
        let page = first;
        for (;;) {
          yield await rows(ctx, page.results, see);
          ctx.memo.delete('startupLoaders');
          if (!page.next) return;
          page = await listStartups(ctx, filter, sort, page.next, PAGE, { countTotal: false, maxLimit: PAGE });
        }
      })(),
    };
  },
};
