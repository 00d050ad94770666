import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/TenantProvider';

/** The organisation's time zone: campaigns are scheduled and shown in it, whoever looks. */
export function useOrganisationZone(): string {
  return useTenant().incubator?.timezone || 'UTC';
}

/** Formats an instant as a date and time in the organisation's zone, in the interface language. */
export function useDateTime(): (iso: string | null | undefined) => string {
  const { i18n } = useTranslation();
  const timeZone = useOrganisationZone();
  return useCallback(
    (iso) => (iso ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(new Date(iso)) : ''),
    [i18n.language, timeZone],
  );
}
