import type { EventStatus } from '@seedbed/contracts/events';
import type { EventSummaryProps } from '../page/EventSummary';
import type { EventFormValues } from './eventForm';
import { wallToInstant } from './zonedTime';

export interface PreviewContext {
  status: EventStatus;
  /** Names of the people the pickers know (chosen hosts among them). */
  names: ReadonlyMap<string, string>;
  /** Every tag the pickers offer, by id. */
  tags: ReadonlyMap<string, { name: string; color?: string | null }>;
}

const orNull = (value: string) => value.trim() || null;

/** The summary as attendees will read it, from the form's values as they are now. */
export function previewProps(values: EventFormValues, { status, names, tags }: PreviewContext): EventSummaryProps {
  const oneOnOne = values.eventType === 'ONE_ON_ONE';
  const capacity = typeof values.capacity === 'number' ? values.capacity : Number.parseInt(values.capacity, 10);
  return {
    title: values.title.trim(),
    descriptionHtml: values.description || null,
    cover: orNull(values.cover),
    image: orNull(values.image),
    start: wallToInstant(values.start, values.timezone),
    end: wallToInstant(values.end, values.timezone),
    timezone: values.timezone,
    locationMode: values.locationMode,
    locationText: orNull(values.locationText),
    locationLink: orNull(values.locationLink),
    conferenceUrl: orNull(values.conferenceUrl),
    hostNames: values.hostIds.map((id) => names.get(id)).filter((name): name is string => Boolean(name)),
    tags: [...values.tagIds, ...values.topicIds].map((id) => tags.get(id)).filter((tag): tag is { name: string; color?: string | null } => Boolean(tag)),
    capacity: values.unlimited || oneOnOne || !Number.isFinite(capacity) ? null : capacity,
    placesLeft: null,
    status,
    eventType: values.eventType,
  };
}
