import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant/TenantProvider';
import { startupTerm, startupTermFor, type StartupTerm } from './startupTerm';

export interface StartupTermApi extends StartupTerm {
  /** The plural for staff-like roles, the singular for everyone else. */
  forRole(roleType: string | null | undefined): string;
}

/** The organisation's word for 'startup' in the interface language (singular and plural). */
export function useStartupTerm(): StartupTermApi {
  const { t, i18n } = useTranslation('shell');
  const { incubator } = useTenant();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const alternative = incubator?.startupNameAlternative;
  const singular = t('startupTerm.singular');
  const plural = t('startupTerm.plural');
  return useMemo(() => {
    const term = startupTerm(alternative, language, { singular, plural });
    return { ...term, forRole: (roleType) => startupTermFor(term, roleType) };
  }, [alternative, language, singular, plural]);
}
