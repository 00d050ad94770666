import '../shared/styles';
import type { ReactNode } from 'react';
import { Button, Container, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useShellUser } from '../../../shell/user/useShellUser';
import { COURSE_PATHS } from '../shared/paths';
import { mayManageCourses } from './access';

type Tab = 'catalogue' | 'home';

/** The frame of the two lists: the title, the catalogue and one's own courses as tabs, the way to the management list. */
export function CoursesLayout({ tab, children }: { tab: Tab; children: ReactNode }) {
  const { t } = useTranslation('courses');
  const navigate = useNavigate();
  const { user } = useShellUser();
  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Title order={1} size="h2">
            {t(`titles.${tab}`)}
          </Title>
          {mayManageCourses(user) ? (
            <Button component={Link} to={COURSE_PATHS.management} variant="default" leftSection={<IconSettings size={16} aria-hidden />}>
              {t('list.manage')}
            </Button>
          ) : null}
        </Group>
        <Tabs value={tab} onChange={(value) => value && navigate(COURSE_PATHS[value as Tab])} aria-label={t('nav.label')}>
          <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto' }}>
            <Tabs.Tab value="catalogue" style={{ flexShrink: 0 }}>
              {t('nav.catalogue')}
            </Tabs.Tab>
            <Tabs.Tab value="home" style={{ flexShrink: 0 }}>
              {t('nav.home')}
            </Tabs.Tab>
          </Tabs.List>
        </Tabs>
        {children}
      </Stack>
    </Container>
  );
}
