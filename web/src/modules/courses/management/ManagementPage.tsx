import './styles';
import { useEffect, useMemo, useState } from 'react';
import { Alert, Anchor, Button, Card, Container, Group, Paper, Stack, Switch, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { COURSES_PAGE_SIZE } from '@seedbed/contracts/courses';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { useCreateRequest } from '../../../app/features/useCreateRequest';
import { usePageTitle } from '../../../app/tenant/usePageTitle';
import { useShellUser } from '../../../shell/user/useShellUser';
import { showSuccess } from '../../../ui/feedback/notify';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import { COURSE_PATHS } from '../shared/paths';
import { CourseRowMenu } from './CourseRowMenu';
import { CourseStatusBadge } from './CourseStatusBadge';
import { CreateCourseDialog } from './CreateCourseDialog';
import { MANAGED_COURSES, type ManagedCourseFilter, type ManagedCourseRowData } from './graphql';

export function managedCoursesFilter(search: string, archived: boolean): ManagedCourseFilter {
  const filter: ManagedCourseFilter = { archived };
  if (search.trim()) filter.search = search.trim();
  return filter;
}

/** Everyone in a course's cohorts. */
export const learnersOf = (course: Pick<ManagedCourseRowData, 'cohorts'>) => course.cohorts.reduce((sum, cohort) => sum + cohort.learnerCount, 0);

/**
 * /courses/management: the courses the viewer manages (all of them with COURSES:MANAGE, else those
 * they administer) — to build, follow on the dashboard, preview, duplicate, archive or delete —
 * and the creation of a new one (also reached from the Create menu with create=true).
 */
export function ManagementPage() {
  const { t, i18n } = useTranslation('courses');
  usePageTitle(t('management.title'));
  const client = useApolloClient();
  const navigate = useNavigate();
  const errorMessage = useErrorMessage();
  const { user } = useShellUser();
  const mayCreate = Boolean(user?.permissions['COURSE:CREATE'] || user?.permissions['COURSES:MANAGE']);
  const phone = useMediaQuery('(max-width: 575.98px)');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 300);
  const [archived, setArchived] = useState(false);
  const filter = useMemo(() => managedCoursesFilter(debounced, archived), [debounced, archived]);
  const list = usePagedList(async (cursor) => {
    const page = (await client.query({ query: MANAGED_COURSES, variables: { filter, cursor, limit: COURSES_PAGE_SIZE }, fetchPolicy: 'network-only' })).data?.courses;
    // The list counts nothing: the keyset's `next` is all "Load more" needs.
    return page && { results: page.results, next: page.next ?? null, totalCount: 0 };
  }, JSON.stringify(filter));

  // Spec 1 §2.10: Create → Course arrives with create=true; without the right to create, the request is dropped.
  const { requested, clear } = useCreateRequest();
  const [creating, setCreating] = useState(false);
  useEffect(() => {
    if (!requested || !user) return;
    if (mayCreate) setCreating(true);
    else clear();
  }, [requested, user, mayCreate, clear]);
  const closeCreate = () => {
    setCreating(false);
    if (requested) clear();
  };

  const dateOf = (iso: string) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(iso));
  const menuOf = (course: ManagedCourseRowData) => (
    <CourseRowMenu course={course} mayDuplicate={mayCreate} onChange={(next) => list.patch(course._id, next ? () => next : null)} onReload={() => void list.reload()} />
  );
  const titleOf = (course: ManagedCourseRowData) => (
    <Anchor
      component={Link}
      to={course.viewerCan.edit ? COURSE_PATHS.builder(course._id) : COURSE_PATHS.dashboard(course._id)}
      fw={500}
      dir="auto"
      style={{ overflowWrap: 'anywhere' }}
    >
      {course.title || t('management.untitled')}
    </Anchor>
  );

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={1} size="h2">
            {t('management.title')}
          </Title>
          {mayCreate && (
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
              {t('management.create.button')}
            </Button>
          )}
        </Group>
        <Paper withBorder p="sm">
          <Group gap="md" align="flex-end" wrap="wrap">
            <TextInput
              style={{ flex: '3 1 220px' }}
              type="search"
              label={t('management.search')}
              placeholder={t('management.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={search}
              onChange={(event) => setSearch(event.currentTarget.value)}
            />
            <Switch label={t('management.showArchived')} checked={archived} onChange={(event) => setArchived(event.currentTarget.checked)} mb={8} />
          </Group>
        </Paper>
        {Boolean(list.error) && (
          <Alert color="red" role="alert">
            {errorMessage(list.error)}
          </Alert>
        )}
        {phone ? (
          <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.rows.map((course) => (
              <Card key={course._id} component="li" withBorder p="sm" data-testid="course-row">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={4} miw={0}>
                    {titleOf(course)}
                    <Group gap="xs">
                      <CourseStatusBadge status={course.status} archived={course.isArchived} />
                      <Text size="sm" c="dimmed">
                        {t('management.summaryLine', { lessons: course.lessonCount, learners: learnersOf(course) })}
                      </Text>
                    </Group>
                    <Text size="xs" c="dimmed">
                      {t('management.updatedOn', { date: dateOf(course.updatedAt) })}
                    </Text>
                  </Stack>
                  {menuOf(course)}
                </Group>
              </Card>
            ))}
          </Stack>
        ) : (
          <Table.ScrollContainer minWidth={640} type="native">
            <Table striped highlightOnHover verticalSpacing="xs" data-testid="courses-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('management.columns.title')}</Table.Th>
                  <Table.Th>{t('management.columns.status')}</Table.Th>
                  <Table.Th>{t('management.columns.lessons')}</Table.Th>
                  <Table.Th>{t('management.columns.learners')}</Table.Th>
                  <Table.Th>{t('management.columns.updated')}</Table.Th>
                  <Table.Th w={50}>
                    <VisuallyHidden>{t('management.columns.actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {list.rows.map((course) => (
                  <Table.Tr key={course._id} data-testid="course-row">
                    <Table.Td>{titleOf(course)}</Table.Td>
                    <Table.Td>
                      <CourseStatusBadge status={course.status} archived={course.isArchived} />
                    </Table.Td>
                    <Table.Td>{course.lessonCount}</Table.Td>
                    <Table.Td>{learnersOf(course)}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateOf(course.updatedAt)}</Table.Td>
                    <Table.Td>{menuOf(course)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {!list.loading && list.rows.length === 0 && !list.error && (
          <Text c="dimmed">{debounced.trim() ? t('management.noMatch') : archived ? t('management.noArchived') : t('management.empty')}</Text>
        )}
        <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
      </Stack>
      <CreateCourseDialog
        opened={creating}
        onClose={closeCreate}
        onCreated={(course) => {
          setCreating(false);
          if (requested) clear();
          showSuccess(t('management.created', { title: course.title }));
          void navigate(COURSE_PATHS.builder(course._id));
        }}
      />
    </Container>
  );
}
