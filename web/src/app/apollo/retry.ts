/** Spec 1 §9: at most 6 attempts, the first retry after 3 s, capped at 20 s, with jitter. */
export const RETRY = { attempts: 6, initialMs: 3000, maxMs: 20000 } as const;

/** A refused sign-in: asking again would be refused again, so it is not retried. */
export const isAuthStatus = (status: number | undefined) => status === 401 || status === 403;
