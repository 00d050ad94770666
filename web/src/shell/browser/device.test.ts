import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { describeDevice, summariseUserAgent } from './device';

const UA = {
  chromeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  edgeWindows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
  safariMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_7_1) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
  safariIpad: 'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1',
  firefoxLinux: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  chromeAndroidPhone: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.104 Mobile Safari/537.36',
  samsungAndroidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.6261.105 Safari/537.36',
  operaMac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
};

describe('summariseUserAgent', () => {
  it.each([
    [UA.chromeWindows, { browser: 'Chrome', os: 'Windows', kind: 'desktop' }],
    [UA.edgeWindows, { browser: 'Edge', os: 'Windows', kind: 'desktop' }],
    [UA.safariMac, { browser: 'Safari', os: 'macOS', kind: 'desktop' }],
    [UA.safariIphone, { browser: 'Safari', os: 'iOS', kind: 'mobile' }],
    [UA.safariIpad, { browser: 'Safari', os: 'iPadOS', kind: 'tablet' }],
    [UA.firefoxLinux, { browser: 'Firefox', os: 'Linux', kind: 'desktop' }],
    [UA.chromeAndroidPhone, { browser: 'Chrome', os: 'Android', kind: 'mobile' }],
    [UA.samsungAndroidTablet, { browser: 'Samsung Internet', os: 'Android', kind: 'tablet' }],
    [UA.operaMac, { browser: 'Opera', os: 'macOS', kind: 'desktop' }],
  ])('reads %s', (ua, expected) => {
    expect(summariseUserAgent(ua)).toEqual(expected);
  });

  it('knows nothing of a missing or unfamiliar string', () => {
    expect(summariseUserAgent(null)).toEqual({ browser: null, os: null, kind: 'desktop' });
    expect(summariseUserAgent('')).toEqual({ browser: null, os: null, kind: 'desktop' });
    expect(summariseUserAgent('seedbed-tests')).toEqual({ browser: null, os: null, kind: 'desktop' });
    expect(summariseUserAgent('curl/8.5.0')).toEqual({ browser: null, os: null, kind: 'desktop' });
  });
});

describe('describeDevice', () => {
  // Stands in for the catalogue: the keys and values it is asked for are visible in the result.
  const t = ((key: string, values?: Record<string, string>) =>
    key === 'common:device.named' ? `${values?.browser} on ${values?.os}` : key === 'common:device.unknown' ? 'Unknown device' : key) as unknown as TFunction;

  it('names browser and system together, or what is known of them', () => {
    expect(describeDevice(UA.firefoxLinux, t)).toBe('Firefox on Linux');
    expect(describeDevice('Mozilla/5.0 Chrome/131.0.0.0', t)).toBe('Chrome');
    expect(describeDevice('Mozilla/5.0 (Linux; Android 14; Mobile)', t)).toBe('Android');
    expect(describeDevice('seedbed-tests', t)).toBe('Unknown device');
    expect(describeDevice(null, t)).toBe('Unknown device');
  });
});
