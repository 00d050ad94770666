import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ArticleStatus } from '@seedbed/contracts/community';

const COLORS: Record<ArticleStatus, string> = { DRAFT: 'yellow', PUBLISHED: 'teal' };

/** Draft or published. */
export function ArticleStatusBadge({ status }: { status: ArticleStatus }) {
  const { t } = useTranslation('resources');
  return (
    <Badge variant="light" color={COLORS[status]}>
      {t(`status.${status}`)}
    </Badge>
  );
}
