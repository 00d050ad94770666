import { describe, expect, it } from 'vitest';
import { strategyFor, type Strategy } from './policy';

const origin = 'https://demo.seedbed.example';

describe('service worker policy', () => {
  it.each<[string, string, string | undefined, Strategy]>([
    ['GET', '/login', 'navigate', 'page'],
    ['GET', '/startups/42?tab=timeline', 'navigate', 'page'],
    ['GET', '/assets/index-D-M53knL.js', 'cors', 'immutable'],
    ['GET', '/assets/index-Lowc1w7y.css', 'no-cors', 'immutable'],
    ['GET', '/favicon.svg', 'no-cors', 'static'],
    ['GET', '/brand/demo-accelerator.svg', 'no-cors', 'static'],
    // Never stored: server data, sign-in, live updates.
    ['POST', '/graphql', 'cors', 'bypass'],
    ['GET', '/graphql?query=x', 'cors', 'bypass'],
    ['GET', '/api/files/1/key/logo.png', 'no-cors', 'bypass'],
    ['GET', '/api/health', 'cors', 'bypass'],
    ['POST', '/auth/local', 'cors', 'bypass'],
    ['GET', '/auth/callback', 'navigate', 'bypass'],
    ['GET', '/subscriptions', 'websocket', 'bypass'],
    ['GET', '/users/me', 'cors', 'bypass'],
    ['GET', '/sw.js', 'same-origin', 'bypass'],
    // Only the prefix itself, not look-alikes.
    ['GET', '/apidocs', 'navigate', 'page'],
    ['GET', '/authors', 'navigate', 'page'],
  ])('%s %s (%s) → %s', (method, path, mode, expected) => {
    expect(strategyFor({ method, url: origin + path, mode, origin })).toBe(expected);
  });

  it('leaves other sites alone', () => {
    expect(strategyFor({ method: 'GET', url: 'https://fonts.example.org/a.woff2', mode: 'cors', origin })).toBe('bypass');
    expect(strategyFor({ method: 'GET', url: 'https://other.seedbed.example/login', mode: 'navigate', origin })).toBe('bypass');
  });
});
