import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { applyTenantDefaultLanguage } from '../i18n/i18n';
import { PUBLIC_INCUBATOR, type PublicIncubator } from './publicIncubator';

interface TenantState {
  /** Undefined while loading, or when the server could not answer. */
  incubator: PublicIncubator | undefined;
  loading: boolean;
}

const TenantContext = createContext<TenantState>({ incubator: undefined, loading: true });

/** Loads the organisation named by the host once, for branding, titles and the default language. */
export function TenantProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { data, loading } = useQuery(PUBLIC_INCUBATOR);
  const incubator = data?.publicIncubator ?? undefined;
  const defaultLanguage = incubator?.defaultLanguage;

  useEffect(() => {
    void applyTenantDefaultLanguage(i18n, defaultLanguage);
  }, [i18n, defaultLanguage]);

  const value = useMemo(() => ({ incubator, loading }), [incubator, loading]);
  return <TenantContext value={value}>{children}</TenantContext>;
}

export function useTenant(): TenantState {
  return useContext(TenantContext);
}
