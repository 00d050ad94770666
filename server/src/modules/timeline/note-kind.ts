/** The kind notes and their replies are stored and shown as: the spec's `Event`. */
export const NOTE_KIND = 'Event';
