import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Draft or published; an archived course says so beside it. */
export function CourseStatusBadge({ status, archived }: { status: string; archived: boolean }) {
  const { t } = useTranslation('courseBuilder');
  return (
    <>
      <Badge variant="light" color={status === 'PUBLISHED' ? 'teal' : 'blue'}>
        {t(status === 'PUBLISHED' ? 'courses:courseStatuses.PUBLISHED' : 'courses:courseStatuses.DRAFT')}
      </Badge>
      {archived && (
        <Badge variant="light" color="gray">
          {t('courses:badges.archived')}
        </Badge>
      )}
    </>
  );
}
