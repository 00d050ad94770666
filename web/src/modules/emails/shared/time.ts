import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { instantOfWallTime } from '@seedbed/contracts/time';
import { useTenant } from '../../../app/tenant/TenantProvider';

/** The organisation's time zone: campaigns are scheduled and shown in it, whoever looks. */
export function useOrganisationZone(): string {
  return useTenant().incubator?.timezone || 'UTC';
}

/**
 * The instant a picked wall time means on the organisation's clock, or the key (in `emails`) of
 * why nothing can be planned then: no time chosen, or one already past.
 */
export function plannedInstant(wallTime: string | null, zone: string): Date | 'runAt.required' | 'runAt.future' {
  const at = wallTime ? instantOfWallTime(wallTime, zone) : null;
  if (!at) return 'runAt.required';
  return at.getTime() > Date.now() ? at : 'runAt.future';
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
