import { parseUserAgent } from './userAgent';

/** Spec 1 §1: the oldest versions still allowed in; anything older is turned away. */
const MINIMUM_VERSIONS = { ios: 15, safari: 15, firefox: 93, chrome: 99, edge: 99, opera: 85 } as const;

/**
 * Spec 1 §1 browser gate: any Internet Explorer, iOS and Safari below 15, Firefox below 93,
 * Chrome below 99, Opera below 85. Every iOS browser runs Safari's engine, so on iOS only the
 * system version counts. Chromium Edge is held to Chrome's floor (its version follows Chrome's).
 * An unrecognised browser is let in.
 */
export function isBrowserBlocked(userAgent: string): boolean {
  const { browser, version, os, osVersion } = parseUserAgent(userAgent);
  if (browser === 'ie') return true;
  if (os === 'ios') return osVersion < MINIMUM_VERSIONS.ios;
  if (browser === 'other') return false;
  return version < MINIMUM_VERSIONS[browser];
}
