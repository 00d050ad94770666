import { describe, expect, it } from 'vitest';
import { isBrowserBlocked } from './browserSupport';

const UA = {
  ie11: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
  ie9: 'Mozilla/5.0 (compatible; MSIE 9.0; Windows NT 6.1; Trident/5.0)',
  chrome98: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36',
  chrome99: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.51 Safari/537.36',
  chrome142: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36',
  androidChrome98: 'Mozilla/5.0 (Linux; Android 12; Pixel 6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.101 Mobile Safari/537.36',
  firefox92: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:92.0) Gecko/20100101 Firefox/92.0',
  firefox93: 'Mozilla/5.0 (X11; Linux x86_64; rv:93.0) Gecko/20100101 Firefox/93.0',
  safari14: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  safari15: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Safari/605.1.15',
  ios14: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Mobile/15E148 Safari/604.1',
  ios15: 'Mozilla/5.0 (iPhone; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/15.0 Mobile/15E148 Safari/604.1',
  ios14Chrome: 'Mozilla/5.0 (iPhone; CPU iPhone OS 14_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0.6099.119 Mobile/15E148 Safari/604.1',
  ios16Firefox: 'Mozilla/5.0 (iPad; CPU OS 16_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/40.0 Mobile/15E148 Safari/605.1.15',
  opera84: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36 OPR/84.0.4316.31',
  opera85: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.51 Safari/537.36 OPR/85.0.4341.18',
  edge98: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/98.0.4758.102 Safari/537.36 Edg/98.0.1108.62',
  edge120: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.91',
  unknown: 'curl/8.5.0',
};

describe('isBrowserBlocked', () => {
  it.each([
    ['Internet Explorer 11', UA.ie11],
    ['Internet Explorer 9', UA.ie9],
    ['Chrome 98', UA.chrome98],
    ['Chrome 98 on Android', UA.androidChrome98],
    ['Firefox 92', UA.firefox92],
    ['Safari 14', UA.safari14],
    ['Safari on iOS 14', UA.ios14],
    ['Chrome on iOS 14 (WebKit underneath)', UA.ios14Chrome],
    ['Opera 84', UA.opera84],
    ['Edge 98', UA.edge98],
  ])('blocks %s', (_name, ua) => {
    expect(isBrowserBlocked(ua)).toBe(true);
  });

  it.each([
    ['Chrome 99', UA.chrome99],
    ['Chrome 142', UA.chrome142],
    ['Firefox 93', UA.firefox93],
    ['Safari 15', UA.safari15],
    ['Safari on iOS 15', UA.ios15],
    ['Firefox on iOS 16 (its own version number is below 93)', UA.ios16Firefox],
    ['Opera 85 (its Chrome token says 99, its own version counts)', UA.opera85],
    ['Edge 120', UA.edge120],
    ['an unrecognised client', UA.unknown],
  ])('lets in %s', (_name, ua) => {
    expect(isBrowserBlocked(ua)).toBe(false);
  });

  it('judges Opera by its own version, not by the Chrome token it carries', () => {
    const opera84OnNewChromium = UA.opera84.replace('Chrome/98', 'Chrome/110');
    expect(isBrowserBlocked(opera84OnNewChromium)).toBe(true);
  });
});
