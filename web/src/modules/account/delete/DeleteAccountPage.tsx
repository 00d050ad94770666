import { useState } from 'react';
import { Button, Center, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../../app/tenant/TenantProvider';
import { AccountLayout, useSelfDeleteAllowed } from '../AccountLayout';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/** /account/settings/delete — only where the organisation allows members to delete themselves. */
export function DeleteAccountPage() {
  const { t } = useTranslation('account');
  const { loading } = useTenant();
  const allowed = useSelfDeleteAllowed();
  const [confirming, setConfirming] = useState(false);

  if (!allowed) {
    return loading ? (
      <Center mih="40vh">
        <Loader aria-label={t('common:loading')} />
      </Center>
    ) : (
      <Navigate to="/account/settings" replace />
    );
  }
  return (
    <AccountLayout active="delete">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} style={{ borderColor: 'var(--mantine-color-red-outline)' }}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('delete.title')}
          </Title>
          <Text size="sm">{t('delete.intro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('delete.consequences.profile')}</List.Item>
            <List.Item>{t('delete.consequences.signOut')}</List.Item>
            <List.Item>{t('delete.consequences.history')}</List.Item>
            <List.Item>{t('delete.consequences.final')}</List.Item>
          </List>
          <div>
            <Button color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={() => setConfirming(true)}>
              {t('delete.open')}
            </Button>
          </div>
        </Stack>
      </Paper>
      <DeleteAccountDialog opened={confirming} onClose={() => setConfirming(false)} />
    </AccountLayout>
  );
}
