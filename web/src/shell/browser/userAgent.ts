export type BrowserName = 'ie' | 'edge' | 'opera' | 'firefox' | 'chrome' | 'safari' | 'other';
export type OsName = 'ios' | 'android' | 'windows' | 'macos' | 'linux' | 'other';

export interface UserAgentInfo {
  browser: BrowserName;
  /** Major version; NaN when the user agent does not say. */
  version: number;
  os: OsName;
  osVersion: number;
}

const major = (match: RegExpMatchArray | null): number => (match ? Number.parseInt(match[1], 10) : Number.NaN);

// Order matters: Edge and Opera also carry a Chrome token, and every Chromium a Safari token.
const BROWSERS: Array<[BrowserName, RegExp]> = [
  ['ie', /(?:MSIE |Trident\/.*rv:)(\d+)/],
  ['edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['opera', /(?:OPR|OPT|Opera)\/(\d+)/],
  ['firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['chrome', /(?:Chrome|CriOS|Chromium)\/(\d+)/],
  ['safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari\//],
];

function detectOs(ua: string): Pick<UserAgentInfo, 'os' | 'osVersion'> {
  const ios = ua.match(/(?:iPhone|iPad|iPod)[^)]*? OS (\d+)[_.]/);
  if (ios) return { os: 'ios', osVersion: major(ios) };
  if (/Android/.test(ua)) return { os: 'android', osVersion: major(ua.match(/Android (\d+)/)) };
  if (/Windows/.test(ua)) return { os: 'windows', osVersion: Number.NaN };
  if (/Mac OS X|Macintosh/.test(ua)) return { os: 'macos', osVersion: Number.NaN };
  if (/Linux|X11/.test(ua)) return { os: 'linux', osVersion: Number.NaN };
  return { os: 'other', osVersion: Number.NaN };
}

/** Enough of a user agent string to gate old browsers and to name a device to its owner. */
export function parseUserAgent(ua: string): UserAgentInfo {
  const { os, osVersion } = detectOs(ua);
  for (const [browser, pattern] of BROWSERS) {
    const match = ua.match(pattern);
    if (match) return { browser, version: major(match), os, osVersion };
  }
  return { browser: 'other', version: Number.NaN, os, osVersion };
}
