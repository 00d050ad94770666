import { graphql, type ResultOf } from '../../app/apollo/graphql';

export const CURRENT_USER = graphql(`
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
`);

export type CurrentUser = NonNullable<ResultOf<typeof CURRENT_USER>['currentUser']>;

/**
 * Spec 1 §4 "Not-confirmed block": signed in, not an applicant, not on /account/confirmation,
 * and either not validated or still pending.
 */
export function mustConfirmEmail(user: CurrentUser, pathname: string): boolean {
  if (user.role?.type === 'applicant' || pathname.startsWith('/account/confirmation')) return false;
  return user.validated !== true || user.status === 'pending';
}
