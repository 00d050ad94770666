import './styles';
import { lazy, Suspense } from 'react';
import { Anchor, Box, Center, Group, Loader, Stack, Tabs } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { findGraphQLError } from '../../../app/apollo/errors';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { LoadError } from '../../../shell/errors/LoadError';
import { NotFoundPage } from '../../../shell/errors/NotFoundPage';
import { UnknownLinkPage } from '../../../shell/errors/UnknownLinkPage';
import { COURSE_PATHS } from '../shared/paths';
import { BuilderHeader } from './BuilderHeader';
import { COURSE_IN_BUILDER } from './graphql';
import { BUILDER_PATHS } from './paths';

// Each part downloads when first opened: the outline brings drag and drop, the others the rich-text editor.
const OutlineTab = lazy(async () => ({ default: (await import('./outline/OutlineTab')).OutlineTab }));
const SettingsTab = lazy(async () => ({ default: (await import('./settings/SettingsTab')).SettingsTab }));
const LessonEditorPage = lazy(async () => ({ default: (await import('./lesson/LessonEditorPage')).LessonEditorPage }));

type View = { tab: 'outline' } | { tab: 'settings' } | { tab: 'lesson'; unitId: string };

/** What the address after /builder names: the outline (nothing), the settings, or a lesson's editor. */
export function viewOf(splat: string): View | null {
  const parts = splat.split('/').filter(Boolean);
  if (parts.length === 0) return { tab: 'outline' };
  if (parts.length === 1 && parts[0] === 'settings') return { tab: 'settings' };
  if (parts.length === 2 && parts[0] === 'lesson') return { tab: 'lesson', unitId: parts[1] };
  return null;
}

const loading = (label: string) => (
  <Center py="xl">
    <Loader aria-label={label} />
  </Center>
);

/**
 * /courses/management/course/:id/builder/* (spec 3 §2, no top bar; COURSES:MANAGE on the course):
 * the header with Publish, then the outline, the settings, or one lesson's editor.
 */
export function BuilderPage() {
  const { t, i18n } = useTranslation('courseBuilder');
  const navigate = useNavigate();
  const { id = '', '*': splat = '' } = useParams();
  const { data, error, refetch } = useQuery(COURSE_IN_BUILDER, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const course = data?.course;
  usePageTitle(course ? t('pageTitleOf', { title: course.title }) : t('pageTitle'));
  const view = viewOf(splat);
  const Back = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;

  if (!view) return <UnknownLinkPage inFrame />;
  if (!course) {
    if (!error) return loading(t('common:loading'));
    if (findGraphQLError(error, 'NOT_FOUND') || findGraphQLError(error, 'VALIDATION_ERROR')) return <NotFoundPage backTo={COURSE_PATHS.management} inFrame />;
    return <LoadError error={error} onRetry={() => void refetch()} />;
  }
  const tab = view.tab === 'settings' ? 'settings' : 'outline';

  return (
    <Box p={{ base: 'xs', sm: 'lg' }} maw={1200} mx="auto">
      <Stack gap="md">
        <BuilderHeader course={course} />
        <Tabs value={tab} onChange={(next) => next && navigate(next === 'settings' ? BUILDER_PATHS.settings(id) : BUILDER_PATHS.outline(id))} keepMounted={false}>
          <Tabs.List aria-label={t('tabs.label')}>
            <Tabs.Tab value="outline">{t('tabs.outline')}</Tabs.Tab>
            <Tabs.Tab value="settings">{t('tabs.settings')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value={tab} pt="md">
            <Suspense fallback={loading(t('common:loading'))}>
              {view.tab === 'outline' && <OutlineTab course={course} />}
              {view.tab === 'settings' && <SettingsTab key={course._id} course={course} />}
              {view.tab === 'lesson' && (
                <Stack gap="sm">
                  <Anchor component={Link} to={BUILDER_PATHS.outline(id)} size="sm" style={{ alignSelf: 'flex-start' }}>
                    <Group gap={4} component="span">
                      <Back size={14} aria-hidden />
                      {t('lesson.backToOutline')}
                    </Group>
                  </Anchor>
                  <LessonEditorPage courseId={course._id} unitId={view.unitId} />
                </Stack>
              )}
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Box>
  );
}
