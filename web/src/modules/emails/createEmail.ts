import type { CreateActionTools } from '../../app/features/types';
import { CREATE_EMAIL } from './graphql';
import { EMAIL_PATHS } from './paths';

/** The E-mail entry (and the list's button): a blank draft at once, then its composer. A refusal reaches the caller, which says so. */
export async function createEmailAndCompose({ client, navigate }: CreateActionTools): Promise<void> {
  const { data } = await client.mutate({ mutation: CREATE_EMAIL, variables: { data: {} } });
  const id = data?.createEmail._id;
  if (!id) throw new Error('createEmail answered no e-mail');
  await navigate(EMAIL_PATHS.composer(id));
}
