import { Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spec 1 §1 browser gate: the only screen an unsupported browser gets. */
export function UnsupportedBrowser() {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md" component="main">
      <Stack gap="sm" maw={480} ta="center">
        <Title order={1} size="h2">
          {t('browser.title')}
        </Title>
        <Text>{t('browser.body')}</Text>
      </Stack>
    </Center>
  );
}
