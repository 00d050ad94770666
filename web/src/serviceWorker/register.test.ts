import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, type RegistrationEnvironment } from './register';

/** A registration whose installing worker the test moves through its states. */
function fakeRegistration() {
  const registration = new EventTarget() as EventTarget & { installing: (EventTarget & { state: string }) | null };
  registration.installing = null;
  return {
    registration: registration as unknown as ServiceWorkerRegistration,
    install(state: string) {
      const worker = Object.assign(new EventTarget(), { state: 'installing' });
      registration.installing = worker;
      registration.dispatchEvent(new Event('updatefound'));
      worker.state = state;
      worker.dispatchEvent(new Event('statechange'));
    },
  };
}

function environment(overrides: { controller?: object | null; register?: () => Promise<ServiceWorkerRegistration> } = {}) {
  const fake = fakeRegistration();
  const register = vi.fn(overrides.register ?? (async () => fake.registration));
  const env: RegistrationEnvironment = {
    container: { controller: overrides.controller ?? null, register } as unknown as ServiceWorkerContainer,
    reload: vi.fn(),
    log: vi.fn(),
    afterLoad: (callback) => callback(),
  };
  return { env, register, fake };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('service worker registration', () => {
  it('registers /sw.js in production builds only', async () => {
    const production = environment();
    registerServiceWorker(true, production.env);
    expect(production.register).toHaveBeenCalledWith('/sw.js');

    const development = environment();
    registerServiceWorker(false, development.env);
    expect(development.register).not.toHaveBeenCalled();
  });

  it('does nothing where the browser has no service workers', () => {
    const { env } = environment();
    expect(() => registerServiceWorker(true, { ...env, container: undefined })).not.toThrow();
  });

  it.each([
    ['a new version installed while one controls the page', {}, 'installed', 1],
    ['the very first install', { controller: null }, 'installed', 0],
    ['a version still installing', {}, 'installing', 0],
    ['a version that failed to install', {}, 'redundant', 0],
  ])('reloads for %s: %i time(s)', async (_name, overrides, state, reloads) => {
    const { env, fake } = environment({ controller: {}, ...overrides });
    registerServiceWorker(true, env);
    await flush();
    fake.install(state);
    expect(env.reload).toHaveBeenCalledTimes(reloads);
  });

  it('only logs a failed registration', async () => {
    const failure = new Error('SecurityError');
    const { env } = environment({ register: () => Promise.reject(failure) });
    registerServiceWorker(true, env);
    await flush();
    expect(env.log).toHaveBeenCalledWith('Service worker registration failed', failure);
    expect(env.reload).not.toHaveBeenCalled();
  });
});
