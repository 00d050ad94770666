import type { ReactNode } from 'react';
import { Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STAFF_LIKE, isInGroup } from '@seedbed/contracts/roles';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';

const VIEWS = ['/tasks', '/tasks/users', '/tasks/startups'] as const;

/** The frame of the three task pages: a title, the views the person may use, and the page. */
export function TasksLayout({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation('tasks');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useShellUser();
  const term = useStartupTerm();
  // Everyone's tasks are an overview for the organisation's side (spec 1 §2.8).
  const overviews = isInGroup(user?.roleType, STAFF_LIKE);
  const labels: Record<(typeof VIEWS)[number], string> = {
    '/tasks': t('nav.mine'),
    '/tasks/users': t('nav.people'),
    '/tasks/startups': term.plural,
  };

  return (
    <Container size="md" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {title}
          </Title>
          {actions}
        </Group>
        {overviews ? (
          <Tabs value={pathname} onChange={(value) => value && navigate(value)} aria-label={t('nav.label')}>
            <Tabs.List>
              {VIEWS.map((path) => (
                <Tabs.Tab key={path} value={path}>
                  {labels[path]}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </Tabs>
        ) : null}
        {children}
      </Stack>
    </Container>
  );
}
