import { requestJson } from '../../../app/http/rest';

export interface SignInAnswer {
  token: string;
  user: { _id: string; email: string; fullName: string };
}

/**
 * POST /auth/local (spec 1 §7). `incubator` is the slug of the organisation the page shows; the
 * server refuses a sign-in meant for another one. A refusal throws a RestError carrying the
 * server's message.
 */
export function signInWithPassword(email: string, password: string, incubator?: string): Promise<SignInAnswer> {
  return requestJson<SignInAnswer>('/auth/local', {
    body: { email: email.trim(), password, incubator: incubator ?? null },
  });
}
