import { useQuery } from '@apollo/client/react';
import { useShellUser } from '../../shell/user/useShellUser';
import { PROFILE_FORM, type Entity } from './graphql';

/**
 * The organisation's profile form of an entity (made on first use by the forms' managers) and
 * whether this viewer may open its builder: the plan's customFieldsEdit and the form's own rule.
 */
export function useProfileForm(entity: Entity) {
  const { user } = useShellUser();
  const { data, loading, error } = useQuery(PROFILE_FORM, { variables: { entity }, fetchPolicy: 'cache-and-network' });
  const form = data?.profileForm ?? null;
  const mayBuild = !!user?.flags.customFieldsEdit && !!form?.canEdit;
  return { form, mayBuild, loading: loading && !data, error };
}
