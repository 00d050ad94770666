import type { TFunction } from 'i18next';
import { parseUserAgent, type BrowserName, type OsName } from './userAgent';

export interface DeviceSummary {
  /** The browser's name, or null when the string does not say. */
  browser: string | null;
  os: string | null;
  kind: 'desktop' | 'mobile' | 'tablet';
}

const BROWSERS: Record<BrowserName, string | null> = {
  ie: 'Internet Explorer',
  edge: 'Edge',
  opera: 'Opera',
  firefox: 'Firefox',
  chrome: 'Chrome',
  safari: 'Safari',
  other: null,
};
const SYSTEMS: Record<OsName, string | null> = {
  ios: 'iOS',
  android: 'Android',
  windows: 'Windows',
  macos: 'macOS',
  linux: 'Linux',
  other: null,
};

/**
 * Enough of a session's user agent for its owner to recognise the device: browser, system and
 * whether it is a phone or tablet. Browsers built on Chromium that say who they are win over the
 * Chrome token they all carry.
 */
export function summariseUserAgent(ua: string | null | undefined): DeviceSummary {
  if (!ua) return { browser: null, os: null, kind: 'desktop' };
  const { browser, os } = parseUserAgent(ua);
  const samsung = /SamsungBrowser\/\d+/.test(ua);
  const tablet = /iPad|Tablet/.test(ua) || (/Android/.test(ua) && !/Mobile/.test(ua));
  const mobile = !tablet && /Mobi|iPhone|iPod|Android/.test(ua);
  return {
    browser: samsung ? 'Samsung Internet' : BROWSERS[browser],
    os: /iPad/.test(ua) ? 'iPadOS' : SYSTEMS[os],
    kind: tablet ? 'tablet' : mobile ? 'mobile' : 'desktop',
  };
}

/**
 * A device named one way wherever it is shown (sessions in the account settings, the session
 * chooser at sign-in): "Firefox on Linux" in the interface language, or what is known of it.
 */
export function describeDevice(userAgent: string | null | undefined, t: TFunction): string {
  const summary = summariseUserAgent(userAgent);
  if (summary.browser && summary.os) return t('common:device.named', { browser: summary.browser, os: summary.os });
  return summary.browser ?? summary.os ?? t('common:device.unknown');
}
