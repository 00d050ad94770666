/**
 * Exports (spec 3 §3): one mechanism for every list that can be downloaded. A request names the
 * type (which list), the format and the list's own filter (its filters, sort and columns, as the
 * list sends them); the file is written in the background and kept for a while in the history.
 */

/** The lists that export. Each is registered by the feature that owns the list. */
export const EXPORT_TYPES = ['applications', 'forms', 'coachingSessions', 'courseCohortReport', 'event', 'metrics', 'startups', 'users'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/**
 * QUEUED → IN_PROGRESS → COMPLETED; ERROR when the request itself cannot be answered (the
 * requester lost the right, the filter no longer fits), FAILED when the server could not write
 * the file after its attempts. Both carry the reason.
 */
export const EXPORT_STATUSES = ['QUEUED', 'IN_PROGRESS', 'COMPLETED', 'ERROR', 'FAILED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
export const FINAL_EXPORT_STATUSES: readonly ExportStatus[] = ['COMPLETED', 'ERROR', 'FAILED'];

/** A list's filter as JSON text: choices, not data. */
export const EXPORT_FILTER_MAX_BYTES = 16 * 1024;
