import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { requestFile } from '../app/http/rest';
import { showError } from './feedback/notify';
import { saveBlob } from './saveBlob';

export type TableFormat = 'csv' | 'xlsx';

interface ExportMenuProps {
  /** The address of the file in a format (a REST export, read with the viewer's token). */
  address: (format: TableFormat) => string;
  /** The file's name without its extension, when the server does not name it. */
  fileName: string;
  /** The button's words when "Export" alone would not say what (and, for a screen reader, `label`). */
  title?: string;
  label?: string;
  size?: 'xs' | 'sm';
}

/** "Export" with a spreadsheet or a CSV file to choose, downloaded with the viewer's token. */
export function ExportMenu({ address, fileName, title, label, size = 'sm' }: ExportMenuProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const download = async (format: TableFormat) => {
    setBusy(true);
    try {
      const file = await requestFile(address(format));
      saveBlob(file.name ?? `${fileName}.${format}`, file.blob);
    } catch (error) {
      showError((error as Error).message || t('exportMenu.failed'));
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
          aria-label={label}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          loading={busy}
        >
          {title ?? t('exportMenu.button')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void download('xlsx')}>
          {t('exportMenu.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void download('csv')}>
          {t('exportMenu.csv')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
