import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../../shell/user/useShellUser';
import { ExportMenu, type TableFormat } from '../../../ui/ExportMenu';

export interface ExportSessionsFilter {
  startupId?: string;
  coachId?: string;
  programId?: string;
  /** ISO instants of the period. */
  from?: string;
  to?: string;
}

/**
 * Downloads the coaching sessions (GET /api/coachingsessions) as a spreadsheet or CSV, for those
 * whose role may export them (COACHING_SESSION:EXPORT); the server decides which sessions.
 */
export function ExportSessionsButton(filter: ExportSessionsFilter) {
  const { t } = useTranslation('coachingInvites');
  const { user } = useShellUser();
  const scope = user?.permissions['COACHING_SESSION:EXPORT'];
  if (!scope || scope === 'NONE') return null;
  const address = (format: TableFormat) => {
    const query = new URLSearchParams({ format });
    for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
    return `/api/coachingsessions?${query}`;
  };
  return <ExportMenu address={address} fileName="coaching-sessions" title={t('export.button')} />;
}
