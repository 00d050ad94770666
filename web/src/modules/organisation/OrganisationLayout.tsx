import type { ReactNode } from 'react';
import { Container, ScrollArea, Stack, Tabs, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useShellUser } from '../../shell/user/useShellUser';
import { ORGANISATION_TABS, tabPath, type OrganisationTab } from './tabs';

/**
 * The frame of every organisation settings page: the title and the tabs. A tab whose feature the
 * plan lacks stays listed (the route guard sends it to the plan page), so admins see what exists.
 */
export function OrganisationLayout({ active, children, wide = false }: { active: OrganisationTab; children: ReactNode; wide?: boolean }) {
  const { t } = useTranslation('organisation');
  const navigate = useNavigate();
  const { user } = useShellUser();
  return (
    <Container size={wide ? 'xl' : 'lg'} py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <ScrollArea type="auto" offsetScrollbars scrollbarSize={6}>
          <Tabs value={active} onChange={(tab) => tab && navigate(tabPath(tab as OrganisationTab))}>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {ORGANISATION_TABS.map((tab) => (
                <Tabs.Tab key={tab.id} value={tab.id} c={tab.flag && !user?.flags[tab.flag] ? 'dimmed' : undefined}>
                  {t(`tabs.${tab.id}`)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        </ScrollArea>
        {children}
      </Stack>
    </Container>
  );
}
