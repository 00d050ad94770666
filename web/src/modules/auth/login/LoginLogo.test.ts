import { describe, expect, it } from 'vitest';
import type { PublicIncubator } from '../../../app/tenant/publicIncubator';
import { logoSource } from './LoginLogo';

const both = { logo: '/files/logo.png', whiteLogo: '/files/white.png' } as PublicIncubator;
const standardOnly = { logo: '/files/logo.png', whiteLogo: null } as unknown as PublicIncubator;

describe('the login logo', () => {
  it('takes the reverse logo in the dark theme, whatever the light page chose', () => {
    expect(logoSource(both, null, 'dark')).toEqual({ src: '/files/white.png', onPlate: false });
    expect(logoSource(both, null, 'light')).toEqual({ src: '/files/logo.png', onPlate: false });
  });

  it('keeps the reverse logo an organisation chose for its dark login page', () => {
    expect(logoSource(both, { logo: { type: 'REVERSE' } } as never, 'light')).toEqual({ src: '/files/white.png', onPlate: false });
  });

  it('puts a standard logo on a light plate in the dark theme when there is no reverse one', () => {
    expect(logoSource(standardOnly, null, 'dark')).toEqual({ src: '/files/logo.png', onPlate: true });
    expect(logoSource(standardOnly, null, 'light')).toEqual({ src: '/files/logo.png', onPlate: false });
    expect(logoSource({} as PublicIncubator, null, 'dark')).toBeUndefined();
  });
});
