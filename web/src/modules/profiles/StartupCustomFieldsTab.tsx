import { Paper } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CustomFieldValuesPanel } from './CustomFieldValuesPanel';

/** /startup/:id/file/custom-fields: the startup's custom field values, edited by whoever edits its profile. */
export function StartupCustomFieldsTab({ startupId }: { startupId: string }) {
  const { t } = useTranslation('profiles');
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <CustomFieldValuesPanel entity="STARTUP" id={startupId} emptyText={t('values.emptyStartup')} />
    </Paper>
  );
}
