import { Alert, Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PublicPage } from '../../../ui/PublicPage';
import '../styles';

/** /coaching/invitation/expired: where a link of an invitation past its end leads. */
export function ExpiredInvitationPage() {
  const { t } = useTranslation('coachingInvites');
  return (
    <PublicPage title={t('public.expiredTitle')}>
      <Alert color="gray" role="status">
        {t('public.expiredText')}
      </Alert>
      <Anchor component={Link} to="/">
        {t('public.home')}
      </Anchor>
    </PublicPage>
  );
}
