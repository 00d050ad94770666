import { describe, expect, it } from 'vitest';
import { allowIntrospection, DEFAULT_EMBEDDED_PG_PORT, loadConfig, shouldSeedDemo } from './config.ts';

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

describe('SEED_DEMO', () => {
  it.each([
    // The demo tenant's passwords are published: by default only on the embedded database, outside production.
    { seedDemo: undefined, embedded: true, production: false, seeds: true },
    { seedDemo: '', embedded: true, production: false, seeds: true },
    { seedDemo: undefined, embedded: true, production: true, seeds: false },
    { seedDemo: undefined, embedded: false, production: false, seeds: false },
    { seedDemo: undefined, embedded: false, production: true, seeds: false },
    // Set, it decides either way.
    { seedDemo: '1', embedded: false, production: false, seeds: true },
    { seedDemo: 'true', embedded: false, production: true, seeds: true },
    { seedDemo: '0', embedded: true, production: false, seeds: false },
    { seedDemo: 'false', embedded: true, production: false, seeds: false },
  ])('SEED_DEMO=$seedDemo, embedded $embedded, production $production: seeds $seeds', ({ seeds, ...setting }) => {
    expect(shouldSeedDemo(setting)).toBe(seeds);
  });

  it('is off on a DATABASE_URL database when NODE_ENV is unset, on for the embedded one', () => {
    expect(configWith({ NODE_ENV: undefined, SEED_DEMO: undefined, DATABASE_URL: 'postgres://db.example/seedbed' }).seedDemo).toBe(false);
    expect(configWith({ NODE_ENV: undefined, SEED_DEMO: undefined, DATABASE_URL: undefined }).seedDemo).toBe(true);
    expect(configWith({ NODE_ENV: undefined, SEED_DEMO: '1', DATABASE_URL: 'postgres://db.example/seedbed' }).seedDemo).toBe(true);
  });
});

describe('GRAPHQL_INTROSPECTION', () => {
  it.each([
    { introspection: undefined, nodeEnv: undefined, allowed: false },
    { introspection: undefined, nodeEnv: 'test', allowed: false },
    { introspection: undefined, nodeEnv: 'production', allowed: false },
    { introspection: undefined, nodeEnv: 'development', allowed: true },
    { introspection: '', nodeEnv: 'development', allowed: true },
    { introspection: '1', nodeEnv: undefined, allowed: true },
    { introspection: '1', nodeEnv: 'production', allowed: true },
    { introspection: '0', nodeEnv: 'development', allowed: false },
  ])('GRAPHQL_INTROSPECTION=$introspection, NODE_ENV=$nodeEnv: allowed $allowed', ({ allowed, ...setting }) => {
    expect(allowIntrospection(setting)).toBe(allowed);
  });

  it('is off in the default configuration', () => {
    expect(configWith({ NODE_ENV: undefined, GRAPHQL_INTROSPECTION: undefined }).introspection).toBe(false);
  });
});

describe('EMBEDDED_PG_PORT', () => {
  it("defaults to a port outside the systems' ephemeral ranges, which may give way to a free one", () => {
    const config = configWith({ EMBEDDED_PG_PORT: undefined });
    expect(config.embeddedPgPort).toBe(DEFAULT_EMBEDDED_PG_PORT);
    expect(config.embeddedPgPort).toBeLessThan(32768); // Linux 32768–60999; macOS and Windows 49152–65535
    expect(config.embeddedPgPortExplicit).toBe(false);
  });

  it('is used as given when set', () => {
    const config = configWith({ EMBEDDED_PG_PORT: '54329' });
    expect(config.embeddedPgPort).toBe(54329);
    expect(config.embeddedPgPortExplicit).toBe(true);
  });
});
