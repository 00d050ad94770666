import { useTranslation } from 'react-i18next';
import { ExportButton } from '../../exports/ExportButton';

/** Exports a cohort's report (spec 3 §3 "course cohort report") as a spreadsheet or CSV, written in the background. */
export function ExportMenu({ cohortId, cohortName, size = 'sm' }: { cohortId: string; cohortName: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('courseDashboard');
  return <ExportButton type="courseCohortReport" filter={{ cohortId }} ariaLabel={t('export.buttonFor', { name: cohortName })} size={size} />;
}
