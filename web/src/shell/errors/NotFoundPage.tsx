import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../MessagePage';

/** Spec 1 §2.2: a path the product never had. 'Go Back' leads to `backTo` (the home page unless told). */
export function NotFoundPage({ backTo = '/', inFrame = false }: { backTo?: string; inFrame?: boolean }) {
  const { t } = useTranslation();
  return (
    <MessagePage title={t('notFound.title')} inFrame={inFrame}>
      <Button component={Link} to={backTo}>
        {t('notFound.back')}
      </Button>
    </MessagePage>
  );
}
