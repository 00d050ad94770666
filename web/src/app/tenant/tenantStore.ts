import { createValueStore } from '../store';
import { fetchPublicQuery, PublicQueryError } from './publicGraphql';
import { PUBLIC_INCUBATOR, type PublicIncubator } from './publicIncubator';

export interface TenantState {
  /** Undefined while loading, or when the server could not answer. */
  incubator: PublicIncubator | undefined;
  loading: boolean;
  /** The server knows no organisation at this address. */
  missing?: boolean;
}

/** The organisation named by the host; once the data layer runs, its cache keeps this up to date. */
export const tenantStore = createValueStore<TenantState>({ incubator: undefined, loading: true });

/** Loads the organisation once at start-up, without the data layer (the sign-in page needs it first). */
export function loadTenant({ onIncubatorNotFound }: { onIncubatorNotFound(): void }): Promise<void> {
  return fetchPublicQuery(PUBLIC_INCUBATOR).then(
    (data) => {
      // The data layer may already have answered with a fresher copy.
      if (tenantStore.get().loading) tenantStore.set({ incubator: data.publicIncubator ?? undefined, loading: false });
    },
    (error: unknown) => {
      const missing = error instanceof PublicQueryError && error.codes.includes('INCUBATOR_NOT_FOUND');
      if (tenantStore.get().loading) tenantStore.set({ incubator: undefined, loading: false, missing });
      if (missing) onIncubatorNotFound();
    },
  );
}
