/**
 * Saved views of a list: a named set of its filters and order, kept by its owner and optionally
 * shared with those holding SAVED_VIEWS:READ. Each list names the plan flag that offers it and the
 * shape its filters must have: a new list is one more entry here.
 */
import { z } from './zod.ts';
import type { FeatureFlag } from './flags.ts';
import { refuse } from './schemas.ts';
import { APPLICATION_SORTS, applicationFilterSchema } from './applications-input.ts';
import { startupsViewFiltersSchema, usersViewFiltersSchema } from './list-filters.ts';
import { viewName } from './saved-view-name.ts';

export { SAVED_VIEW_NAME_MAX_LENGTH, savedViewNameSchema } from './saved-view-name.ts';

/** What the applications overview sends: its filter and its order, as the `applications` query takes them. */
const applicationsViewFilters = z
  .object({
    filter: applicationFilterSchema.optional(),
    sort: z.enum(APPLICATION_SORTS, 'validation.invalid').optional(),
  })
  .strict();

interface SavedViewListRule {
  flag: FeatureFlag;
  filters: z.ZodType;
}

export const SAVED_VIEW_LISTS = {
  applications: { flag: 'savedViewsApplications', filters: applicationsViewFilters },
  users: { flag: 'savedViewsUsers', filters: usersViewFiltersSchema },
  startups: { flag: 'savedViewsStartups', filters: startupsViewFiltersSchema },
} as const satisfies Record<string, SavedViewListRule>;

export type SavedViewList = keyof typeof SAVED_VIEW_LISTS;
export const SAVED_VIEW_LIST_NAMES = Object.keys(SAVED_VIEW_LISTS) as SavedViewList[];
export type ApplicationsViewFilters = z.input<typeof applicationsViewFilters>;
export type { StartupsViewFilters, UsersViewFilters } from './list-filters.ts';

/** A view keeps choices, not data: a few hundred bytes in practice. */
export const SAVED_VIEW_FILTERS_MAX_BYTES = 8 * 1024;
/** Views one person keeps per list: a menu, not an archive. */
export const SAVED_VIEWS_PER_OWNER_MAX = 100;

/**
 * The filters travel as JSON text (GraphQL has no object scalar here): a JSON object of at most
 * SAVED_VIEW_FILTERS_MAX_BYTES, parsed into the object that is stored.
 */
const filtersObject = () =>
  z.string('savedViews.filtersInvalid').transform((text, ctx): Record<string, unknown> => {
    if (new TextEncoder().encode(text).length > SAVED_VIEW_FILTERS_MAX_BYTES)
      return refuse(ctx, { key: 'savedViews.filtersTooLarge', params: { max: SAVED_VIEW_FILTERS_MAX_BYTES / 1024 } });
    try {
      const value: unknown = JSON.parse(text);
      if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // Not JSON: refused below like any other non-object.
    }
    return refuse(ctx, { key: 'savedViews.filtersInvalid' });
  });

/** The filters of a view of `list`, checked against the list's own filter shape. */
export const savedViewFiltersSchema = (list: SavedViewList) => filtersObject().pipe(SAVED_VIEW_LISTS[list].filters);

/** createSavedView. */
export const savedViewInputSchema = (list: SavedViewList) =>
  z.object({
    name: viewName(),
    filters: savedViewFiltersSchema(list),
    shared: z
      .boolean('validation.invalid')
      .nullish()
      .transform((v) => v ?? false),
  });

/** updateSavedView: any of the three; the filters' shape is checked once the view's list is known. */
export const savedViewChangesSchema = z.object({
  name: viewName().optional(),
  filters: filtersObject().optional(),
  shared: z.boolean('validation.invalid').optional(),
});
