import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeOf, graphQLErrorsOf } from '../../../app/apollo/errors';
import { PublicPage } from '../../../ui/PublicPage';

/** Why a shared form cannot be shown, worded for the visitor: a closed link, a form not yet published. */
export function SharedFormUnavailable({ error }: { error: unknown }) {
  const { t } = useTranslation('forms');
  const { t: common } = useTranslation();
  const code = graphQLErrorsOf(error).map(codeOf).find(Boolean);
  if (code === 'NOT_FOUND') {
    return (
      <PublicPage title={t('share.closedTitle')}>
        <Text>{t('share.closed')}</Text>
      </PublicPage>
    );
  }
  if (code === 'FORM_NOT_PUBLISHED') {
    return (
      <PublicPage title={t('share.notPublishedTitle')}>
        <Text>{t('share.notPublished')}</Text>
      </PublicPage>
    );
  }
  return (
    <PublicPage title={t('share.formTitle')}>
      <Alert color="red">{graphQLErrorsOf(error)[0]?.message ?? common('networkError')}</Alert>
    </PublicPage>
  );
}
