import type { ReactNode } from 'react';
import { Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { STARTUP_STAFF } from '@seedbed/contracts/menu';
import { isInGroup, STAFF_LIKE, type RoleType } from '@seedbed/contracts/roles';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../shell/user/useShellUser';
import { useStartupTerm } from '../../../shell/user/useStartupTerm';

type Section = { path: string; roles: readonly RoleType[] };

/** The startups screens, each for the roles its route admits (see feature.ts). */
const SECTIONS: readonly Section[] = [
  { path: '/startups', roles: STAFF_LIKE },
  { path: '/startups/management', roles: STARTUP_STAFF },
  { path: '/startups/programs', roles: STAFF_LIKE },
  { path: '/startups/mentors', roles: STARTUP_STAFF },
];

/** The section a page belongs to: a programme's page is under the programmes. */
export function sectionOf(pathname: string): string | null {
  const found = [...SECTIONS].reverse().find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
  return found?.path ?? null;
}

interface StartupsLayoutProps {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
  /** The page's own title in the browser tab, when it names more than the section. */
  pageTitle?: string;
}

/** The frame of the startups screens: a title, the sections the person may open, and the page. */
export function StartupsLayout({ title, actions, children, pageTitle }: StartupsLayoutProps) {
  const { t } = useTranslation('startups');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { user } = useShellUser();
  const term = useStartupTerm();
  usePageTitle(pageTitle ?? title);
  const labels: Record<string, string> = {
    '/startups': term.plural,
    '/startups/management': t('nav.management'),
    '/startups/programs': t('nav.programs'),
    '/startups/mentors': t('nav.mentors'),
  };
  const sections = SECTIONS.filter((s) => isInGroup(user?.roleType, s.roles));
  const current = sectionOf(pathname);

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
          {actions}
        </Group>
        {sections.length > 1 ? (
          <Tabs value={current} onChange={(value) => value && navigate(value)} aria-label={t('nav.label')}>
            <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
              {sections.map((section) => (
                <Tabs.Tab key={section.path} value={section.path} style={{ flexShrink: 0 }}>
                  {labels[section.path]}
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
