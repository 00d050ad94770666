import type { ShellUser } from '../../../app/features/types';

/** Those who make courses (COURSE:CREATE) or run them all (COURSES:MANAGE) have the management list. */
export function mayManageCourses(user: Pick<ShellUser, 'permissions'> | null): boolean {
  const held = (criteria: string | undefined) => Boolean(criteria) && criteria !== 'NONE';
  return held(user?.permissions['COURSE:CREATE']) || held(user?.permissions['COURSES:MANAGE']);
}
