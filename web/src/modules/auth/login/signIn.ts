import { requestJson } from '../../../app/http/rest';
import { tenantSlugFromHost } from '../../../app/tenant/slug';

export interface SignInAnswer {
  token: string;
  user: { _id: string; email: string; fullName: string };
}

/** POST /auth/local (spec 1 §7). A refusal throws a RestError carrying the server's message. */
export function signInWithPassword(email: string, password: string): Promise<SignInAnswer> {
  return requestJson<SignInAnswer>('/auth/local', {
    body: { email: email.trim(), password, incubator: tenantSlugFromHost() ?? null },
  });
}
