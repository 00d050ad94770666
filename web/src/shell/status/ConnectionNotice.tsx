import { Affix, Paper, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useIsConnected } from '../../app/apollo/status';

/** Tells the user that their actions cannot reach the server right now. */
export function ConnectionNotice() {
  const { t } = useTranslation();
  const connected = useIsConnected();
  if (connected) return null;
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={900}>
      <Paper role="status" shadow="md" p="xs" withBorder maw={420} mx="auto">
        <Text size="sm" style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconWifiOff size={16} aria-hidden />
          {t('connection.lost')}
        </Text>
      </Paper>
    </Affix>
  );
}
