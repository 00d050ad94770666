import { EVENT_TYPES, EVENT_VIEW_MODES, type EventType, type EventViewMode } from '@seedbed/contracts/events';
import type { EventFilterInput } from './graphql';

/** What the person chose above a list, kept in the address so that a reload or a shared link keeps it. */
export interface EventListParams {
  /** Null: the view chosen last in this browser. */
  view: EventViewMode | null;
  search: string;
  type: EventType | null;
  tagIds: string[];
  topicIds: string[];
  /** Past events (latest first) instead of upcoming ones; the calendar's month decides instead. */
  past: boolean;
  /** yyyy-mm shown by the calendar; null: the current month. */
  month: string | null;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const ID = /^[\w-]{1,64}$/;
const isViewMode = (value: unknown): value is EventViewMode => typeof value === 'string' && (EVENT_VIEW_MODES as readonly string[]).includes(value);
const isEventType = (value: unknown): value is EventType => typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
const ids = (value: string | null) => (value ?? '').split(',').filter((id) => ID.test(id));

/** Reads the address; anything malformed counts as not chosen. */
export function readParams(params: URLSearchParams): EventListParams {
  const view = params.get('view');
  const type = params.get('type');
  const month = params.get('month');
  return {
    view: isViewMode(view) ? view : null,
    search: params.get('q') ?? '',
    type: isEventType(type) ? type : null,
    tagIds: ids(params.get('tags')),
    topicIds: ids(params.get('topics')),
    past: params.get('when') === 'past',
    month: month && MONTH.test(month) ? month : null,
  };
}

/** The address after a change, other parameters (from other features) left alone; defaults are left out. */
export function writeParams(current: URLSearchParams, change: Partial<EventListParams>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  if ('view' in change) set('view', change.view ?? null);
  if ('search' in change) set('q', change.search ?? null);
  if ('type' in change) set('type', change.type ?? null);
  if ('tagIds' in change) set('tags', change.tagIds?.join(',') ?? null);
  if ('topicIds' in change) set('topics', change.topicIds?.join(',') ?? null);
  if ('past' in change) set('when', change.past ? 'past' : null);
  if ('month' in change) set('month', change.month ?? null);
  return next;
}

export const hasFilters = (params: EventListParams) => Boolean(params.search.trim() || params.type || params.tagIds.length || params.topicIds.length);

/** What incubatorEvents receives: the chosen filters, and either upcoming/past or the calendar's range. */
export function toEventFilter(params: EventListParams, range: { from: string; to: string } | null): EventFilterInput {
  const filter: EventFilterInput = {};
  const search = params.search.trim();
  if (search) filter.search = search;
  if (params.type) filter.eventTypes = [params.type];
  if (params.tagIds.length) filter.tagIds = params.tagIds;
  if (params.topicIds.length) filter.topicIds = params.topicIds;
  if (range) {
    filter.from = range.from;
    filter.to = range.to;
  } else filter.past = params.past;
  return filter;
}
