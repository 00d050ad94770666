import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { requestFile } from '../../../app/http/rest';
import { showError } from '../../../ui/feedback/notify';
import { saveBlob } from '../../../ui/saveBlob';

type Format = 'csv' | 'xlsx';

/** The address of a cohort's report (spec 3 §3 "course cohort report"). */
export const cohortReportPath = (cohortId: string, format: Format) => `/api/courses/cohorts/${encodeURIComponent(cohortId)}/report?format=${format}`;

/** Downloads the cohort report as a spreadsheet or CSV, with the viewer's token. */
export function ExportMenu({ cohortId, cohortName, size = 'sm' }: { cohortId: string; cohortName: string; size?: 'xs' | 'sm' }) {
  const { t } = useTranslation('courseDashboard');
  const [busy, setBusy] = useState(false);
  const download = async (format: Format) => {
    setBusy(true);
    try {
      const file = await requestFile(cohortReportPath(cohortId, format));
      const fallback = cohortName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'cohort';
      saveBlob(file.name ?? `${fallback}.${format}`, file.blob);
    } catch (error) {
      showError((error as Error).message || t('export.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="default"
          size={size}
          aria-label={t('export.buttonFor', { name: cohortName })}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
        >
          {t('export.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void download('xlsx')}>
          {t('export.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void download('csv')}>
          {t('export.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
