import DataLoader from 'dataloader';
import { and, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { isInGroup } from '@seedbed/contracts/roles';
import { memo, requireViewer, type Context } from '../../core/context.ts';
import { forbidden } from '../../core/errors.ts';
import { incubatorFlags } from '../setup/schema.ts';
import { STAFF_SIDE } from '../community/types.ts';
import { viewerAudience } from '../events/visibility.ts';
import { isAuthorized } from '../permissions/scope.ts';
import { rsArticles, rsItems, rsSections, type ArticleRow, type ResourceRow, type SectionRow } from './repo.ts';

/**
 * Who manages and who reads the library (spec 3 §2).
 *
 * Managing: the permission registry has one content key for this part of the product,
 * ARTICLES:EDIT, and no key of its own for the library; its holders therefore manage articles AND
 * the library's sections and resources.
 *
 * Reading: everyone signed in reads the library. With the plan's resourceVisibility, a section's
 * and a resource's `role_types` and `program_ids` lists keep it to those roles and programmes
 * (an empty list: everyone), a resource narrowing its section. A programme's people are the
 * founders of its startups and those placed in it (user_programs), as events count them; the
 * organisation's staff side (internal roles and sub-admins, as the news feed counts them) is not
 * narrowed by programmes, since they serve every programme, but role lists apply to them too. Managers see everything, and without the
 * flag everyone does. An article resource whose article is a draft leads nowhere, so only
 * managers see it.
 */
export interface LibraryAudience {
  /** Manager, or the plan without resourceVisibility: the lists narrow nothing. */
  seesAll: boolean;
  manager: boolean;
  roleType: string | null;
  programIds: string[];
  staffSide: boolean;
}

/** ARTICLES:EDIT: articles, sections and resources (see above). */
export const mayManageLibrary = (ctx: Context): Promise<boolean> => memo(ctx, 'resources:manage', () => isAuthorized(ctx, 'ARTICLES:EDIT'));

export async function requireLibraryManager(ctx: Context): Promise<void> {
  requireViewer(ctx);
  if (!(await mayManageLibrary(ctx))) throw forbidden();
}

export const hasResourceVisibility = (ctx: Context): boolean => Boolean(incubatorFlags(ctx.incubator).resourceVisibility);

/** The viewer as the library's lists see them, read once per request. */
export function libraryAudience(ctx: Context): Promise<LibraryAudience> {
  return memo(ctx, 'resources:audience', async () => {
    const viewer = requireViewer(ctx);
    const manager = await mayManageLibrary(ctx);
    const roleType = viewer.role?.type ?? null;
    const staffSide = isInGroup(roleType, STAFF_SIDE);
    const seesAll = manager || !hasResourceVisibility(ctx);
    const programIds = seesAll || staffSide ? [] : (await viewerAudience(ctx)).programIds;
    return { seesAll, manager, roleType, programIds, staffSide };
  });
}

/** A list of values as one array parameter (drizzle would spread a JavaScript array into a row of parameters). */
const arrayOf = (values: readonly string[], type: 'uuid' | 'text'): SQL =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`}::${sql.raw(type)}[]`;

/** One record's two lists against the audience, as SQL. */
function listsAdmit(audience: LibraryAudience, roleTypes: AnyColumn, programIds: AnyColumn): SQL {
  if (audience.seesAll) return sql`true`;
  const roles = audience.roleType ? sql`(cardinality(${roleTypes}) = 0 OR ${roleTypes} && ${arrayOf([audience.roleType], 'text')})` : sql`cardinality(${roleTypes}) = 0`;
  const programs = audience.staffSide ? sql`true` : sql`(cardinality(${programIds}) = 0 OR ${programIds} && ${arrayOf(audience.programIds, 'uuid')})`;
  return sql`(${roles} AND ${programs})`;
}

const listsMatch = (audience: LibraryAudience, row: { roleTypes: string[]; programIds: string[] }) =>
  audience.seesAll ||
  ((row.roleTypes.length === 0 || (audience.roleType !== null && row.roleTypes.includes(audience.roleType))) &&
    (audience.staffSide || row.programIds.length === 0 || row.programIds.some((id) => audience.programIds.includes(id))));

/** The sections the audience sees, as a condition on resource_sections. */
export const visibleSections = (audience: LibraryAudience): SQL => listsAdmit(audience, rsSections.roleTypes, rsSections.programIds);

/**
 * The resources the audience sees, as a condition on resources joined with their section
 * (resource_sections): both lists admit them, and an article resource's article is published.
 */
export function visibleResources(audience: LibraryAudience): SQL {
  if (audience.manager) return sql`true`;
  const published = sql`(${rsItems.kind} <> 'INTERNAL' OR EXISTS (SELECT 1 FROM ${rsArticles} pa
    WHERE pa.incubator_id = ${rsItems.incubatorId} AND pa.id = ${rsItems.articleId} AND pa.status = 'PUBLISHED'))`;
  return sql`(${visibleSections(audience)} AND ${listsAdmit(audience, rsItems.roleTypes, rsItems.programIds)} AND ${published})`;
}

export const sectionVisibleTo = (audience: LibraryAudience, section: Pick<SectionRow, 'roleTypes' | 'programIds'>) => listsMatch(audience, section);

/** visibleResources for one resource already read, with its section and (for an article resource) its article's status. */
export function resourceVisibleTo(audience: LibraryAudience, section: SectionRow, resource: ResourceRow, articleStatus: string | null): boolean {
  if (audience.manager) return true;
  if (resource.kind === 'INTERNAL' && articleStatus !== 'PUBLISHED') return false;
  return listsMatch(audience, section) && listsMatch(audience, resource);
}

/**
 * Whether the viewer may read each article, batched: drafts only managers; a published article
 * by whoever sees a resource holding it, or by everyone when no resource holds it (it was
 * announced to the whole news feed and may be linked from there).
 */
function articleReaders(ctx: Context) {
  return memo(
    ctx,
    'resources:articleReaders',
    () =>
      new DataLoader<string, { held: boolean; seen: boolean }>(async (ids) => {
        const audience = await libraryAudience(ctx);
        const rows = await (await ctx.tx.db())
          .select({ articleId: rsItems.articleId, seen: sql<boolean>`bool_or(${visibleResources(audience)})` })
          .from(rsItems)
          .innerJoin(rsSections, and(eq(rsSections.incubatorId, rsItems.incubatorId), eq(rsSections.id, rsItems.sectionId)))
          .where(and(eq(rsItems.incubatorId, ctx.incubator.id), inArray(rsItems.articleId, [...ids])))
          .groupBy(rsItems.articleId);
        return ids.map((id) => {
          const row = rows.find((r) => r.articleId === id);
          return { held: Boolean(row), seen: Boolean(row?.seen) };
        });
      }),
  );
}

export async function mayReadArticle(ctx: Context, article: ArticleRow): Promise<boolean> {
  if (!ctx.viewer || article.incubatorId !== ctx.incubator.id) return false;
  if (await mayManageLibrary(ctx)) return true;
  if (article.status !== 'PUBLISHED') return false;
  const { held, seen } = await articleReaders(ctx).load(article.id);
  return !held || seen;
}

/**
 * The published articles the audience may read, as a condition on articles (the search's rule,
 * mayReadArticle in SQL).
 */
export function readableArticles(audience: LibraryAudience): SQL {
  if (audience.manager) return sql`true`;
  const holders = sql`SELECT 1 FROM ${rsItems} JOIN ${rsSections} ON ${rsSections.incubatorId} = ${rsItems.incubatorId} AND ${rsSections.id} = ${rsItems.sectionId}
    WHERE ${rsItems.incubatorId} = ${rsArticles.incubatorId} AND ${rsItems.articleId} = ${rsArticles.id}`;
  return sql`(${rsArticles.status} = 'PUBLISHED' AND (NOT EXISTS (${holders}) OR EXISTS (${holders} AND ${visibleResources(audience)})))`;
}
