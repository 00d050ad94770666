import { Anchor, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant/TenantProvider';
import { MessagePage } from '../MessagePage';

/** Spec 1 §2.13 crash page, shown when a page fails to render. */
export function CrashPage() {
  const { t } = useTranslation();
  const { incubator } = useTenant();
  const email = incubator?.supportEmail?.email || incubator?.generalEmail?.email;
  return (
    <MessagePage title={t('crash.title')}>
      <Text>{t('crash.body')}</Text>
      <Text>{t('crash.later')}</Text>
      <Text>{t('crash.help')}</Text>
      {email ? <Anchor href={`mailto:${email}`}>{email}</Anchor> : null}
      <Button onClick={() => window.location.reload()}>{t('crash.refresh')}</Button>
      <Text c="dimmed">{t('crash.thanks')}</Text>
    </MessagePage>
  );
}
