import type { ReactNode } from 'react';
import { Container, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../../app/tenant/TenantProvider';
import './styles';

export type AccountTab = 'preferences' | 'exports' | 'security' | 'delete';

const PATHS: Record<AccountTab, string> = {
  preferences: '/account/settings',
  exports: '/account/exports',
  security: '/account/settings/security',
  delete: '/account/settings/delete',
};

/** Whether this organisation lets its members delete their own account (publicIncubator). */
export function useSelfDeleteAllowed(): boolean {
  return useTenant().incubator?.allowUserSelfDelete === true;
}

/**
 * The account pages' frame: their title and tabs (spec 1 §2.5: User preferences, Export history, User security;
 * Delete account only where the organisation allows it).
 */
export function AccountLayout({ active, children }: { active: AccountTab; children: ReactNode }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const tabs: AccountTab[] = useSelfDeleteAllowed() ? ['preferences', 'exports', 'security', 'delete'] : ['preferences', 'exports', 'security'];
  // A plain container: the frame around it is already the page's one <main> landmark.
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Tabs value={active} onChange={(tab) => tab && navigate(PATHS[tab as AccountTab])}>
          <Tabs.List>
            {tabs.map((tab) => (
              <Tabs.Tab key={tab} value={tab} color={tab === 'delete' ? 'red' : undefined}>
                {t(`tabs.${tab}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {children}
      </Stack>
    </Container>
  );
}
