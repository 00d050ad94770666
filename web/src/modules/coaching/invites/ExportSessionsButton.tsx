import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { requestFile } from '../../../app/http/rest';
import { showError } from '../../../ui/feedback/notify';
import { useShellUser } from '../../../shell/user/useShellUser';
import { saveBlob } from '../../../ui/saveBlob';

type Format = 'csv' | 'xlsx';

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
  const [downloading, setDownloading] = useState<Format | null>(null);
  const scope = user?.permissions['COACHING_SESSION:EXPORT'];
  if (!scope || scope === 'NONE') return null;

  async function download(format: Format) {
    setDownloading(format);
    try {
      const query = new URLSearchParams({ format });
      for (const [key, value] of Object.entries(filter)) if (value) query.set(key, value);
      const file = await requestFile(`/api/coachingsessions?${query}`);
      saveBlob(file.name ?? `coaching-sessions.${format}`, file.blob);
    } catch (error) {
      showError((error as Error).message || t('export.failed'));
    } finally {
      setDownloading(null);
    }
  }

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button variant="default" leftSection={<IconDownload size={16} aria-hidden />} rightSection={<IconChevronDown size={14} aria-hidden />} loading={downloading !== null}>
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
