import type { CreateActionTools } from '../../../app/features/types';
import { eventEditPath } from '../shared/paths';
import { CREATE_INCUBATOR_EVENT } from './graphql';

/**
 * Spec 1 §2.10: the Event entry creates a draft at once, then opens its editor with the returned
 * id. A refusal reaches the caller (the Create menu or the list's button), which says so.
 */
export async function createEventAndEdit({ client, navigate }: CreateActionTools): Promise<void> {
  const { data } = await client.mutate({ mutation: CREATE_INCUBATOR_EVENT });
  const id = data?.createIncubatorEvent._id;
  if (!id) throw new Error('createIncubatorEvent answered no event');
  await navigate(eventEditPath(id));
}
