import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = { draft: 'gray', open: 'green', closed: 'orange' };

export function FunnelStatusBadge({ status, archived = false }: { status: string; archived?: boolean }) {
  const { t } = useTranslation('funnels');
  if (archived) {
    return (
      <Badge variant="light" color="dark">
        {t('status.archived')}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={COLORS[status] ?? 'gray'}>
      {t(`status.${status}`)}
    </Badge>
  );
}
