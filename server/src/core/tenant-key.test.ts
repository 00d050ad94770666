import { describe, expect, it } from 'vitest';
import { tenantKey } from './tenant-key.ts';

const options = { defaultTenant: 'demo', baseHost: 'seedbed.example' };

describe('tenantKey', () => {
  it.each([
    ['acme.seedbed.example', { slug: 'acme', domain: null }],
    ['ACME.Seedbed.Example:443', { slug: 'acme', domain: null }],
    ['acme.seedbed.example.', { slug: 'acme', domain: null }],
    ['seedbed.example', { slug: 'demo', domain: null }],
    ['localhost:3000', { slug: 'demo', domain: null }],
    ['192.0.2.7:3000', { slug: 'demo', domain: null }],
    ['[2001:db8::1]:3000', { slug: 'demo', domain: null }],
    // Any other host names a tenant only as its verified custom domain, never by its first label.
    ['acme.harbour-labs.org', { slug: null, domain: 'acme.harbour-labs.org' }],
    ['deep.acme.seedbed.example', { slug: null, domain: 'deep.acme.seedbed.example' }],
    ['seedbed.example.evil.test', { slug: null, domain: 'seedbed.example.evil.test' }],
  ])('reads %s', (host, key) => {
    expect(tenantKey(host, undefined, options)).toEqual(key);
  });

  it('takes the x-incubator header over the host', () => {
    expect(tenantKey('other.seedbed.example', ' Acme ', options)).toEqual({ slug: 'acme', domain: null });
  });
});
