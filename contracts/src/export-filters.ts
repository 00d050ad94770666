/**
 * The filters of the lists that export through the export engine (exports.ts): each is what the
 * list's screen sends, so that a file holds what the list shows. The web's export buttons and the
 * server's export types read the same objects.
 */
import { z } from './zod.ts';
import { APPLICATION_SORTS, applicationFilterSchema } from './applications-input.ts';
import { metricsFilterSchema } from './metrics-input.ts';
import { instant, recordId } from './schemas.ts';

/** The applications overview: its filters and its order. */
export const applicationsExportFilterSchema = z
  .object({
    filter: applicationFilterSchema.nullish(),
    sort: z.enum(APPLICATION_SORTS, 'validation.invalid').nullish(),
  })
  .strict();
export type ApplicationsExportFilter = z.input<typeof applicationsExportFilterSchema>;

/** A form's answers, as its results page lists them. */
export const formsExportFilterSchema = z.object({ formId: recordId() }).strict();
export type FormsExportFilter = z.input<typeof formsExportFilterSchema>;

/** The coaching sessions dashboard: a period of start times, a coach, a startup, a programme. */
export const coachingSessionsExportFilterSchema = z
  .object({
    from: instant().nullish(),
    to: instant().nullish(),
    coachId: recordId().nullish(),
    startupId: recordId().nullish(),
    programId: recordId().nullish(),
  })
  .strict();
export type CoachingSessionsExportFilter = z.input<typeof coachingSessionsExportFilterSchema>;

/** One cohort of a course: its learners' progress. */
export const courseCohortReportExportFilterSchema = z.object({ cohortId: recordId() }).strict();
export type CourseCohortReportExportFilter = z.input<typeof courseCohortReportExportFilterSchema>;

/** One event: its attendees in registration order. */
export const eventExportFilterSchema = z.object({ eventId: recordId() }).strict();
export type EventExportFilter = z.input<typeof eventExportFilterSchema>;

/** The data-collection grid's filter, as the grid sends it. */
export const metricsExportFilterSchema = metricsFilterSchema;
export type MetricsExportFilter = z.input<typeof metricsExportFilterSchema>;
