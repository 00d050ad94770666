import { docUserTypeOf, type DocUserType } from '@seedbed/contracts/docs';
import { useShellUser } from '../../shell/user/useShellUser';

/** The documentation written for the signed-in user's role (spec 1 §2.6). */
export function useDocUserType(): DocUserType {
  return docUserTypeOf(useShellUser().user?.roleType);
}
