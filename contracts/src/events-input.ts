/**
 * Input schemas of events (zod), checked by the server's changes and the web forms alike. Each
 * part of the feature keeps its schemas under a heading with its name.
 */
import { z } from './zod.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** An id of a record; anything else is 'validation.invalid' on its field. */
export const eventId = () => z.string('validation.invalid').trim().regex(UUID, 'validation.invalid');
/** Several ids, without repeats. */
export const eventIds = (max: number) =>
  z
    .array(eventId())
    .max(max)
    .transform((list) => [...new Set(list)]);
