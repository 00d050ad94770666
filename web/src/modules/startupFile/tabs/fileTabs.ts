import type { Feature, StartupFileTab, StartupFileTabContext } from '../../../app/features/types';

/** The section a file address opens when it names none (spec 2 §2). */
export const DEFAULT_TAB_PATH = 'activities';

/** Every section the features declare, in the tab bar's order. */
export function registeredTabs(features: readonly Feature[]): StartupFileTab[] {
  return features.flatMap((feature) => feature.startupFileTabs ?? []).sort((a, b) => a.order - b.order);
}

/**
 * Whether a section shows for this viewer on this startup: the plan's flag, the role's permission
 * (any scope but NONE — the server narrows ASSIGNED to the startup through `viewerCan`), the
 * server's answer for this very startup, then the section's own condition.
 */
export function tabShows(tab: StartupFileTab, context: StartupFileTabContext): boolean {
  if (tab.flag && !context.user.flags[tab.flag]) return false;
  if (tab.permission && !context.user.permissions[tab.permission]) return false;
  if (tab.viewerCan && context.viewerCan[tab.viewerCan] !== true) return false;
  return tab.visible ? tab.visible(context) : true;
}

export function visibleTabs(tabs: readonly StartupFileTab[], context: StartupFileTabContext): StartupFileTab[] {
  return tabs.filter((tab) => tabShows(tab, context));
}

/** The section named by the address after /file/ ('' or nothing means the default one). */
export function tabPathOf(splat: string | undefined): string {
  return splat?.split('/')[0] || DEFAULT_TAB_PATH;
}
