import { Alert, Button, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useApolloClient } from '@apollo/client/react';
import { IconBookOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { COURSES_PAGE_SIZE } from '@seedbed/contracts/courses';
import { useErrorMessage } from '../../../app/apollo/errorMessage';
import { ListFooter } from '../../../ui/list/ListFooter';
import { usePagedList } from '../../../ui/list/usePagedList';
import type { CourseCard as CourseCardData } from '../shared/graphql';
import { CourseCard, CourseCardGrid } from './CourseCards';
import { CoursesLayout } from './CoursesLayout';
import { COURSE_CATALOGUE } from './graphql';

/**
 * /courses (spec 3 §2): the published courses open to the viewer — public ones, their programmes',
 * the ones they are in — as cards, searched by title, page by page with the server's cursor. The
 * search lives in the address so that a link or the back button keeps it.
 */
export function CataloguePage() {
  const { t } = useTranslation('courses');
  const client = useApolloClient();
  const errorMessage = useErrorMessage();
  const [params, setParams] = useSearchParams();
  const typed = params.get('search') ?? '';
  const [search] = useDebouncedValue(typed.trim(), 300);
  const filter = search ? { search } : null;
  const list = usePagedList<CourseCardData>(async (cursor) => {
    const { data } = await client.query({ query: COURSE_CATALOGUE, variables: { filter, cursor, limit: COURSES_PAGE_SIZE }, fetchPolicy: 'network-only' });
    return data ? { ...data.courses, totalCount: 0 } : undefined;
  }, search);
  const setSearch = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('search', value);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  const empty = !list.loading && !list.error && list.rows.length === 0;

  return (
    <CoursesLayout tab="catalogue">
      <TextInput
        value={typed}
        onChange={(event) => setSearch(event.currentTarget.value)}
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        maw={420}
        type="search"
      />
      {list.error ? (
        <Alert color="red" role="alert">
          {errorMessage(list.error)}
        </Alert>
      ) : null}
      <CourseCardGrid>
        {list.rows.map((course) => (
          <CourseCard key={course._id} course={course} />
        ))}
      </CourseCardGrid>
      {empty ? (
        <Stack align="center" gap="sm" py="xl" data-testid="courses-empty">
          <IconBookOff size={40} stroke={1.2} aria-hidden color="var(--mantine-color-dimmed)" />
          <Text c="dimmed" ta="center" maw={460}>
            {search ? t('empty.search', { search }) : t('empty.catalogue')}
          </Text>
          {search ? (
            <Button variant="default" onClick={() => setSearch('')}>
              {t('list.clearSearch')}
            </Button>
          ) : null}
        </Stack>
      ) : null}
      <Text aria-live="polite" size="sm" c="dimmed">
        <VisuallyHidden>{list.loading ? '' : t('list.shown', { count: list.rows.length })}</VisuallyHidden>
      </Text>
      <ListFooter loading={list.loading} hasMore={list.hasMore} onMore={() => void list.loadMore()} round={list.rows.length} />
    </CoursesLayout>
  );
}
