import type { NavigateFunction } from 'react-router';
import type { CreateEntry } from '../../app/features/types';

export interface CreateActions {
  navigate: NavigateFunction;
  /** Spec 1 §7 createIncubatorEvent: a new draft event, answered with its id. */
  createIncubatorEvent: () => Promise<{ _id: string }>;
}

/**
 * Spec 1 §2.10: an entry opens its page with the navigation state `create: true` (the page then
 * opens its creation form), or runs its action — the Event entry creates the event first and
 * opens its editor.
 */
export async function runCreateEntry(entry: CreateEntry, actions: CreateActions): Promise<void> {
  if (entry.action === 'createIncubatorEvent') {
    const event = await actions.createIncubatorEvent();
    await actions.navigate(`/events/${encodeURIComponent(event._id)}/edit`);
    return;
  }
  if (entry.to) await actions.navigate(entry.to, { state: { create: true } });
}
