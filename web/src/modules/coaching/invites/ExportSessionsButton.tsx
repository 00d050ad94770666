import { useTranslation } from 'react-i18next';
import type { CoachingSessionsExportFilter } from '@seedbed/contracts/export-filters';
import { useShellUser } from '../../../shell/user/useShellUser';
import { ExportButton } from '../../exports/ExportButton';

/**
 * Exports the coaching sessions (export type coachingSessions) as a spreadsheet or CSV file,
 * written in the background and kept in the export history, for those whose role may export them
 * (COACHING_SESSION:EXPORT); the server decides which sessions.
 */
export function ExportSessionsButton(filter: { [K in keyof CoachingSessionsExportFilter]?: string }) {
  const { t } = useTranslation('coachingInvites');
  const { user } = useShellUser();
  const scope = user?.permissions['COACHING_SESSION:EXPORT'];
  if (!scope || scope === 'NONE') return null;
  // Only what is chosen: an empty choice is no filter.
  const chosen = Object.fromEntries(Object.entries(filter).filter(([, value]) => Boolean(value)));
  return <ExportButton type="coachingSessions" filter={chosen} label={t('export.button')} />;
}
