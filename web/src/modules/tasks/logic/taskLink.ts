import { externalHref } from '../../../ui/externalHref';

export type TaskLink = { kind: 'none' } | { kind: 'internal'; to: string } | { kind: 'external'; href: string };

const NONE: TaskLink = { kind: 'none' };

/**
 * Spec 1 §4: where a task's link leads, if anywhere. In-app paths navigate in the app; a link to a
 * profile is for the task's assignees only; /tasks (where the person already is) and bare
 * single-segment paths (a section, not a record) are not links. Anything else is an external
 * address, given http:// when typed without a scheme, and opened in a new tab.
 */
export function taskLink(url: string | null | undefined, viewerIsAssignee: boolean): TaskLink {
  const value = url?.trim();
  if (!value) return NONE;
  // Browsers read "/\\host" like "//host": another site, not a path in the app.
  if (value.startsWith('/') && !/^\/[/\\]/.test(value)) {
    const path = value.split(/[?#]/)[0].replace(/\/+$/, '');
    const segments = path.split('/').filter(Boolean);
    // Spec 1 §4: a link to the profile (where 'Complete your profile' is done) is its assignees' alone;
    // any other single-segment path (/tasks) leads nowhere new and is not a link.
    if (segments[0] === 'profile') return viewerIsAssignee ? { kind: 'internal', to: value } : NONE;
    if (segments.length <= 1) return NONE;
    return { kind: 'internal', to: value };
  }
  const href = externalHref(value);
  return href ? { kind: 'external', href } : NONE;
}
