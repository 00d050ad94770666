/** The parts of the browser the registration uses, so that tests can stand in for them. */
export interface RegistrationEnvironment {
  container: ServiceWorkerContainer | undefined;
  reload(): void;
  log(message: string, error: unknown): void;
  /** Runs the callback once the page has loaded, so the worker's downloads do not compete with the app's. */
  afterLoad(callback: () => void): void;
}

const browser = (): RegistrationEnvironment => ({
  container: 'serviceWorker' in navigator ? navigator.serviceWorker : undefined,
  reload: () => window.location.reload(),
  log: (message, error) => console.error(message, error),
  afterLoad: (callback) => {
    if (document.readyState === 'complete') callback();
    else window.addEventListener('load', callback, { once: true });
  },
});

/**
 * Spec 1 §4: when a new worker version is installed while another controls the page, the
 * page reloads to run the new build. The first install (no controller yet) changes nothing.
 */
export function reloadOnNewVersion(registration: ServiceWorkerRegistration, env: Pick<RegistrationEnvironment, 'container' | 'reload'>): void {
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && env.container?.controller) env.reload();
    });
  });
}

/**
 * Registers /sw.js in production builds (development serves no worker). A failure is only
 * logged (spec 1 §8): the app works the same without offline start.
 */
export function registerServiceWorker(enabled: boolean = import.meta.env.PROD, env: RegistrationEnvironment = browser()): void {
  const { container } = env;
  if (!enabled || !container) return;
  env.afterLoad(() => {
    container.register('/sw.js').then(
      (registration) => reloadOnNewVersion(registration, env),
      (error: unknown) => env.log('Service worker registration failed', error),
    );
  });
}
