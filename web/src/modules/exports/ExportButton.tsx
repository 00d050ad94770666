import { Anchor, Button, Menu, Stack, Text, type ButtonProps } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconDownload, IconFileSpreadsheet, IconFileTypeCsv, IconFileZip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { ExportFormat, ExportType } from '@seedbed/contracts/exports';
import { getErrorMessage } from '../../app/apollo/errorMessage';
import { showError, showToast } from '../../ui/feedback/notify';
import { REQUEST_EXPORT } from './graphql';

export interface ExportButtonProps {
  /** Which list (its export type on the server). */
  type: ExportType;
  /** The list's filters, sort and columns as the list sends them to its own query. */
  filter: unknown;
  /** Offers "with attachments" (a ZIP of the table and the rows' files) beside the formats. */
  withAttachments?: boolean;
  label?: string;
  disabled?: boolean;
  variant?: ButtonProps['variant'];
  /** The request under another operation name, for a list whose export the product names (ExportMetricReport); the same variables and answer. */
  mutation?: typeof REQUEST_EXPORT;
  size?: ButtonProps['size'];
  /** What a screen reader hears when the visible words alone do not say which list (a row's button). */
  ariaLabel?: string;
}

export const EXPORT_HISTORY_PATH = '/account/exports';

/**
 * The export menu of a list: XLSX or CSV (and, where the rows have files, either with them). The
 * file is written in the background; a notice says so and leads to the export history, where it
 * is followed live and downloaded.
 */
export function ExportButton({ type, filter, withAttachments = false, label, disabled, variant = 'default', mutation = REQUEST_EXPORT, size, ariaLabel }: ExportButtonProps) {
  const { t } = useTranslation('exports');
  const [request, { loading }] = useMutation(mutation);
  // Toasts are drawn outside the router: the link navigates with the page's own navigate.
  const navigate = useNavigate();

  const start = async (format: ExportFormat, attachments: boolean) => {
    try {
      await request({ variables: { type, format, filter: filter === undefined ? null : JSON.stringify(filter), withAttachments: attachments } });
      const notice = showToast({
        color: 'teal',
        title: t('button.started'),
        message: (
          <Stack gap={2}>
            <Text size="sm">{t('button.startedDetail')}</Text>
            <Anchor
              href={EXPORT_HISTORY_PATH}
              size="sm"
              onClick={(event) => {
                event.preventDefault();
                // The notice has said what it had to: the history shows the export from here on.
                notifications.hide(notice);
                navigate(EXPORT_HISTORY_PATH);
              }}
            >
              {t('button.openHistory')}
            </Anchor>
          </Stack>
        ),
      });
    } catch (error) {
      showError(getErrorMessage(error, { networkError: t('button.networkError') }));
    }
  };

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant={variant}
          size={size}
          aria-label={ariaLabel}
          disabled={disabled}
          loading={loading}
          leftSection={<IconDownload size={16} aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
        >
          {label ?? t('button.label')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconFileSpreadsheet size={16} aria-hidden />} onClick={() => void start('xlsx', false)}>
          {t('button.xlsx')}
        </Menu.Item>
        <Menu.Item leftSection={<IconFileTypeCsv size={16} aria-hidden />} onClick={() => void start('csv', false)}>
          {t('button.csv')}
        </Menu.Item>
        {withAttachments && (
          <>
            <Menu.Divider />
            <Menu.Item leftSection={<IconFileZip size={16} aria-hidden />} onClick={() => void start('xlsx', true)}>
              {t('button.xlsxWithAttachments')}
            </Menu.Item>
            <Menu.Item leftSection={<IconFileZip size={16} aria-hidden />} onClick={() => void start('csv', true)}>
              {t('button.csvWithAttachments')}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
