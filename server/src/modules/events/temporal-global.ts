import { Temporal } from 'temporal-polyfill';

// rrule-temporal takes globalThis.Temporal when it loads, else a copy of its own: the date-times
// recurrence.ts hands it must come from the same Temporal. Only Temporal is made global; the
// polyfill's full shim would also replace Intl.DateTimeFormat, and every date the server formats
// (a calendar day in the organisation's zone) would cost ten times as much.
(globalThis as { Temporal?: unknown }).Temporal ??= Temporal;
