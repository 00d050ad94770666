import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { RestError } from './rest';

/** The server's message for a refused REST call, or the translated 'Network Error'. */
export function useRestErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback((error) => (error instanceof RestError && error.status !== 0 && error.message ? error.message : t('networkError')), [t]);
}
