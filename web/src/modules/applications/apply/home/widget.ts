import { lazy } from 'react';
import type { HomeWidget } from '../../../../app/features/types';

/** "Your applications" on the home page of applicants, with what each asks of them next. */
export const myApplicationsWidget: HomeWidget = {
  id: 'myApplications',
  order: 5,
  size: 'half',
  titleKey: 'apply:widget.title',
  Component: lazy(async () => ({ default: (await import('./MyApplicationsWidget')).MyApplicationsWidget })),
  // Founders reach theirs from /applications; their home is their startup's.
  visible: (user) => user.roleType === 'applicant',
};
