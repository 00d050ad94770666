import { useSyncExternalStore } from 'react';

/** Spec 1 §9: the auth token and the session id use fixed keys in browser storage. */
export const TOKEN_KEY = 'seedbed:token';
export const SESSION_ID_KEY = 'seedbed:sessionId';

const listeners = new Set<() => void>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Without storage the user stays signed in for this page only.
  }
}

export function getToken(): string | null {
  return read(TOKEN_KEY);
}

export function setToken(token: string | null): void {
  write(TOKEN_KEY, token);
  notifyTokenChanged();
}

/** Re-renders the token's readers; also called when another tab changed the stored token. */
export function notifyTokenChanged(): void {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored token, re-rendering on sign-in and sign-out. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}

export function getSessionId(): string | null {
  return read(SESSION_ID_KEY);
}

export function setSessionId(sessionId: string | null): void {
  write(SESSION_ID_KEY, sessionId);
}
