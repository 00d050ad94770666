import type { ReactNode } from 'react';
import { Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EVENT_SCOPES, type EventScope } from '@seedbed/contracts/events';
import { useShellUser } from '../../../shell/user/useShellUser';
import { EVENT_LIST_PATHS } from '../shared/paths';
import { mayOpenScope } from './access';

/** The frame of the four lists: a title, the lists the person has as tabs, and the page. */
export function EventsLayout({ scope, actions, children }: { scope: EventScope; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const { user } = useShellUser();
  const scopes = EVENT_SCOPES.filter((s) => mayOpenScope(user, s));
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {t(`titles.${scope}`)}
          </Title>
          {actions}
        </Group>
        <Tabs value={scope} onChange={(value) => value && navigate(EVENT_LIST_PATHS[value as EventScope])} aria-label={t('nav.label')}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            {scopes.map((s) => (
              <Tabs.Tab key={s} value={s} style={{ flexShrink: 0 }}>
                {t(`scope.${s}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {children}
      </Stack>
    </Container>
  );
}
