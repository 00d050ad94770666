import type { CreateActionTools, CreateEntry } from '../../app/features/types';

/**
 * Spec 1 §2.10: an entry opens its page with the navigation state `create: true` (the page then
 * opens its creation form), or runs the action its feature declared (an event is created first,
 * then its editor opens).
 */
export async function runCreateEntry(entry: CreateEntry, tools: CreateActionTools): Promise<void> {
  if (entry.run) return entry.run(tools);
  if (entry.to) await tools.navigate(entry.to, { state: { create: true } });
}
