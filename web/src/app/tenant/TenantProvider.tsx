import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyTenantDefaultLanguage } from '../i18n/i18n';
import { useStoreValue } from '../store';
import { tenantStore, type TenantState } from './tenantStore';

/** Follows the organisation's default language (loaded by `loadTenant` at start-up). */
export function TenantProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const defaultLanguage = useStoreValue(tenantStore).incubator?.defaultLanguage;

  useEffect(() => {
    void applyTenantDefaultLanguage(i18n, defaultLanguage);
  }, [i18n, defaultLanguage]);

  return children;
}

/** The organisation named by the host, for branding, titles and the default language. */
export function useTenant(): TenantState {
  return useStoreValue(tenantStore);
}
