import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SYSTEM_DISPLAY_NAME } from '@seedbed/contracts/roles';

/** The "Powered by" line of the public screens, left out when the plan's hidePoweredBy flag is on. */
export function PoweredBy({ hidden }: { hidden: boolean | null | undefined }) {
  const { t } = useTranslation('common');
  if (hidden) return null;
  return (
    <Text size="xs" c="dimmed" ta="center" py="xs">
      {t('poweredBy', { product: SYSTEM_DISPLAY_NAME })}
    </Text>
  );
}
