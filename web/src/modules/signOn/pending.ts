/**
 * The sign-in this browser started at /auth/url, kept for /auth/callback in session storage (this
 * tab only): the binding only this browser was given, the provider (to try again) and the page
 * to come back to.
 */
export interface PendingSignOn {
  state: string;
  binding: string;
  provider: string;
  returnTo: string;
}

const KEY = 'seedbed:signOn';

export function keepPendingSignOn(pending: PendingSignOn): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(pending));
  } catch {
    // Without storage the callback cannot prove it is this browser: it will say so.
  }
}

export function pendingSignOn(): PendingSignOn | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PendingSignOn | null;
    return value && typeof value.binding === 'string' && typeof value.state === 'string' ? value : null;
  } catch {
    return null;
  }
}

export function forgetPendingSignOn(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing kept.
  }
}
