import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { Alert, Button, FileInput, Group, List, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { METRIC_IMPORT_MAX_LENGTH } from '@seedbed/contracts/metrics';
import { getErrorMessage } from '../../../app/apollo/errorMessage';
import { Dialog } from '../../../ui/dialog/Dialog';
import { showSuccess } from '../../../ui/feedback/notify';
import { IMPORT_METRIC_VALUES, type ImportResult } from './graphql';

interface ImportDialogProps {
  opened: boolean;
  onClose: () => void;
  onImported: () => void;
}

/**
 * Historical values from a CSV file: checked first (a preview listing each line's errors), then
 * written only when every line is valid — the server refuses the whole file otherwise.
 */
export function ImportDialog({ opened, onClose, onImported }: ImportDialogProps) {
  const { t } = useTranslation('metrics');
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [file, setFile] = useState<File | null>(null);
  const [csv, setCsv] = useState<string | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [send, { loading }] = useMutation(IMPORT_METRIC_VALUES, { context: { showsOwnError: true } });

  const reset = () => {
    setFile(null);
    setCsv(null);
    setPreview(null);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };

  const run = async (dryRun: boolean, text = csv) => {
    if (!text) return;
    setFailure(null);
    try {
      const answer = (await send({ variables: { csv: text, dryRun } })).data?.importMetricValues ?? null;
      setPreview(answer);
      if (answer && !dryRun && answer.written > 0) {
        showSuccess(t('grid.import.done', { number: answer.written }));
        onImported();
        close();
      }
    } catch (error) {
      setFailure(getErrorMessage(error, { networkError: t('common:networkError') }));
    }
  };

  const choose = async (chosen: File | null) => {
    reset();
    setFile(chosen);
    if (!chosen) return;
    if (chosen.size > METRIC_IMPORT_MAX_LENGTH) {
      setFailure(t('grid.import.tooLarge'));
      return;
    }
    const text = await chosen.text();
    setCsv(text);
    await run(true, text);
  };

  const invalidRows = preview?.rows.filter((row) => row.errors.length) ?? [];
  return (
    <Dialog opened={opened} onClose={close} dirty={Boolean(csv)} title={t('grid.import.title')} size="xl" fullScreen={phone} centered>
      <Stack gap="md">
        <Text size="sm">{t('grid.import.help')}</Text>
        <FileInput
          label={t('grid.import.file')}
          accept=".csv,text/csv"
          leftSection={<IconFileTypeCsv size={16} aria-hidden />}
          value={file}
          onChange={(chosen) => void choose(chosen)}
          clearable
        />
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        {preview && preview.errors.length > 0 && (
          <Alert color="red" role="alert">
            <List size="sm">
              {preview.errors.map((error) => (
                <List.Item key={error.message}>{error.message}</List.Item>
              ))}
            </List>
          </Alert>
        )}
        {preview && !preview.errors.length && (
          <Alert color={preview.valid ? 'teal' : 'red'} role="status">
            {preview.valid ? t('grid.import.valid', { number: preview.total }) : t('grid.import.invalid', { invalid: preview.invalid, total: preview.total })}
          </Alert>
        )}
        {invalidRows.length > 0 && (
          <ScrollArea.Autosize mah={360} type="auto">
            <Table withTableBorder striped verticalSpacing={4}>
              <Table.Caption>{t('grid.import.errorsCaption')}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('grid.import.line')}</Table.Th>
                  <Table.Th scope="col">{t('grid.import.columns.startup')}</Table.Th>
                  <Table.Th scope="col">{t('grid.import.columns.metric')}</Table.Th>
                  <Table.Th scope="col">{t('grid.import.columns.period')}</Table.Th>
                  <Table.Th scope="col">{t('grid.import.columns.value')}</Table.Th>
                  <Table.Th scope="col">{t('grid.import.errors')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invalidRows.map((row) => (
                  <Table.Tr key={row.line}>
                    <Table.Td>{row.line}</Table.Td>
                    <Table.Td dir="auto">{row.startup}</Table.Td>
                    <Table.Td dir="auto">{row.metric}</Table.Td>
                    <Table.Td>{row.period}</Table.Td>
                    <Table.Td dir="auto">{row.value}</Table.Td>
                    <Table.Td>
                      {row.errors.map((error) => (
                        <Text key={`${error.column}${error.message}`} size="sm" c="red">
                          {t(`grid.import.columns.${error.column}`, { defaultValue: error.column })}: {error.message}
                        </Text>
                      ))}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('grid.import.cancel')}
          </Button>
          <Button disabled={!preview?.valid || !preview.total} loading={loading} onClick={() => void run(false)}>
            {t('grid.import.write', { number: preview?.total ?? 0 })}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
