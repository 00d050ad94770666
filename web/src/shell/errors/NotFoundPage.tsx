import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../MessagePage';

/** Spec 1 §2.2: any other path. */
export function NotFoundPage({ backTo = '/' }: { backTo?: string }) {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('notFound.title')}>
      <Button component={Link} to={backTo}>
        {t('notFound.back')}
      </Button>
    </MessagePage>
  );
}
