import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CourseStatus } from '@seedbed/contracts/courses';

const COLORS: Record<CourseStatus, string> = { DRAFT: 'blue', PUBLISHED: 'teal' };

/** Draft or published; an archived course says so whatever its status. */
export function CourseStatusBadge({ status, archived }: { status: string; archived: boolean }) {
  const { t } = useTranslation('courses');
  if (archived)
    return (
      <Badge variant="light" color="gray">
        {t('management.status.ARCHIVED')}
      </Badge>
    );
  return (
    <Badge variant="light" color={COLORS[status as CourseStatus] ?? 'gray'}>
      {t(`management.status.${status as CourseStatus}`)}
    </Badge>
  );
}
