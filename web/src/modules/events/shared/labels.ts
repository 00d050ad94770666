import type { AttendeeStatus, EventLocationMode, EventScope, EventStatus, EventType, EventViewMode } from '@seedbed/contracts/events';

/**
 * The shared words of the events screens, in the `events` namespace: every part (list, page,
 * editor, booking) names statuses, types and modes with these keys, so each word is translated once.
 */
export const eventStatusKey = (status: EventStatus) => `events:status.${status}` as const;
export const eventTypeKey = (type: EventType) => `events:type.${type}` as const;
export const locationModeKey = (mode: EventLocationMode) => `events:locationMode.${mode}` as const;
export const attendeeStatusKey = (status: AttendeeStatus) => `events:attendeeStatus.${status}` as const;
export const eventScopeKey = (scope: EventScope) => `events:scope.${scope}` as const;
export const viewModeKey = (mode: EventViewMode) => `events:view.${mode}` as const;
