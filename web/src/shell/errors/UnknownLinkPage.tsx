import { Button, Text } from '@mantine/core';
import { IconPlanet } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { MessagePage } from '../MessagePage';

/** Spec 1 §2.2: a link into a part of the product that does not lead anywhere (any more, or yet). */
export function UnknownLinkPage({ inFrame = false }: { inFrame?: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <MessagePage title={t('unknownLink.title')} inFrame={inFrame}>
      <IconPlanet size={56} stroke={1.2} aria-hidden />
      <Text size="lg">{t('unknownLink.body')}</Text>
      <Button component={Link} to="/" variant="light">
        {t('unknownLink.home')}
      </Button>
    </MessagePage>
  );
}
