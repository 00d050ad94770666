import { gql, type TypedDocumentNode } from '@apollo/client';

export interface CurrentUser {
  _id: string;
  fullName: string | null;
  firstName: string | null;
  email: string;
  status: string | null;
  validated: boolean | null;
  language: string | null;
  timezone: string | null;
  role: { _id: string; type: string | null; label: string | null } | null;
  startups: Array<{ _id: string; name: string }> | null;
}

export const CURRENT_USER: TypedDocumentNode<{ currentUser: CurrentUser | null }> = gql`
  query CurrentUser {
    currentUser {
      _id
      fullName
      firstName
      email
      status
      validated
      language
      timezone
      role {
        _id
        type
        label
      }
      startups {
        _id
        name
      }
    }
  }
`;

/**
 * Spec 1 §4 "Not-confirmed block": signed in, not an applicant, not on /account/confirmation,
 * and either not validated or still pending.
 */
export function mustConfirmEmail(user: CurrentUser, pathname: string): boolean {
  if (user.role?.type === 'applicant' || pathname.startsWith('/account/confirmation')) return false;
  return user.validated !== true || user.status === 'pending';
}
