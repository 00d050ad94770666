import { Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { AskedList } from './AskedList';

/** /feedback: the feedback requests the viewer was sent. */
export function MyRequestsPage() {
  const { t } = useTranslation('feedback');
  usePageTitle(t('titles.mine'));
  return (
    <Container size="md" py="md">
      <Stack gap="md">
        <Title order={1} size="h2">
          {t('titles.mine')}
        </Title>
        <AskedList />
      </Stack>
    </Container>
  );
}
