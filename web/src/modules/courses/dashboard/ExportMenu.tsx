import { useTranslation } from 'react-i18next';
import { ExportMenu as TableExportMenu, type TableFormat } from '../../../ui/ExportMenu';

/** The address of a cohort's report (spec 3 §3 "course cohort report"). */
export const cohortReportPath = (cohortId: string, format: TableFormat) => `/api/courses/cohorts/${encodeURIComponent(cohortId)}/report?format=${format}`;

/** Downloads a cohort's report as a spreadsheet or CSV. */
export function ExportMenu({ cohortId, cohortName, size = 'sm' }: { cohortId: string; cohortName: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('courseDashboard');
  const fileName = cohortName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'cohort';
  return <TableExportMenu address={(format) => cohortReportPath(cohortId, format)} fileName={fileName} label={t('export.buttonFor', { name: cohortName })} size={size} />;
}
