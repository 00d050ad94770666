import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

/**
 * The configuration read from these variables (undefined removes one), the environment left as it
 * was. BASE_URL and NODE_ENV start unset: Vitest gives them values of its own.
 */
function configWith(env: Record<string, string | undefined>) {
  const saved = { ...process.env };
  try {
    for (const [name, value] of Object.entries({ BASE_URL: undefined, NODE_ENV: undefined, ...env })) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
    return loadConfig();
  } finally {
    process.env = saved;
  }
}

describe('BASE_URL', () => {
  it('is required in production: links in mail are built from it', () => {
    expect(() => configWith({ NODE_ENV: 'production', BASE_URL: undefined })).toThrow(/BASE_URL must be set in production/);
    expect(() => configWith({ NODE_ENV: 'production', BASE_URL: '  ' })).toThrow(/BASE_URL must be set in production/);
  });

  it.each(['seedbed.example', 'ftp://seedbed.example', 'https://seedbed.example/app', 'https://seedbed.example/?x=1', 'https://admin@seedbed.example', 'https://'])(
    'refuses %s',
    (value) => {
      expect(() => configWith({ NODE_ENV: 'production', BASE_URL: value })).toThrow(/BASE_URL must be/);
      expect(() => configWith({ NODE_ENV: undefined, BASE_URL: value })).toThrow(/BASE_URL must be/);
    },
  );

  it('keeps the scheme, host and port of a well-formed address', () => {
    expect(configWith({ NODE_ENV: 'production', BASE_URL: 'https://Seedbed.Example/' }).baseUrl).toBe('https://seedbed.example');
    expect(configWith({ NODE_ENV: 'production', BASE_URL: 'http://seedbed.example:8080' }).baseUrl).toBe('http://seedbed.example:8080');
  });

  it('is this machine on the configured port outside production', () => {
    expect(configWith({ NODE_ENV: undefined, BASE_URL: undefined, PORT: '4100' }).baseUrl).toBe('http://localhost:4100');
  });
});

describe('DNS_SERVERS', () => {
  it("is the system's servers when unset, else the listed addresses", () => {
    expect(configWith({ DNS_SERVERS: undefined }).dnsServers).toEqual([]);
    expect(configWith({ DNS_SERVERS: '192.0.2.53:5353, 198.51.100.1,[2001:db8::53]:53' }).dnsServers).toEqual(['192.0.2.53:5353', '198.51.100.1', '[2001:db8::53]:53']);
  });

  it.each(['dns.example:53', '192.0.2.53:99999', '192.0.2.53:', '192.0.2.53,,'])('refuses %s', (value) => {
    expect(() => configWith({ DNS_SERVERS: value })).toThrow(/DNS_SERVERS/);
  });
});
