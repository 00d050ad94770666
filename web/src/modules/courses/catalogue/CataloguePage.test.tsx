import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DirectionProvider } from '@mantine/core';
import { Route, Routes, useLocation } from 'react-router';
import { renderWithApollo } from '../../../test/renderWithApollo';
import type { ShellUserOptions } from '../../../test/shellUser';
import { CataloguePage } from './CataloguePage';
import { courseCard, courseList, coursesServer, enrolment } from './testing';

const BOOTCAMP = courseCard('c1', 'Founder Bootcamp', { isPublic: true });
const PRICING = courseCard('c2', 'Pricing basics', { viewerEnrolment: enrolment({ progress: 40 }), cover: 'https://cdn.example.test/pricing.png' });
const LEGAL = courseCard('c3', 'Legal for founders', { lessonCount: 1, outline: [] });

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

async function open({ route = '/courses', user, empty = false, rtl = false }: { route?: string; user?: ShellUserOptions; empty?: boolean; rtl?: boolean } = {}) {
  const server = coursesServer(
    {
      CourseCatalogue: (variables) => {
        if (empty) return courseList([]);
        const filter = variables.filter as { search?: string } | null;
        if (filter?.search) return courseList(filter.search === 'legal' ? [LEGAL] : []);
        return variables.cursor ? courseList([LEGAL]) : courseList([BOOTCAMP, PRICING], 'next-1');
      },
    },
    user,
  );
  const page = (
    <Routes>
      <Route path="/courses" element={<CataloguePage />} />
    </Routes>
  );
  await renderWithApollo(
    <>
      {rtl ? (
        <DirectionProvider initialDirection="rtl" detectDirection={false}>
          {page}
        </DirectionProvider>
      ) : (
        page
      )}
      <Address />
    </>,
    { link: server.link, route },
  );
  return server;
}

describe('the course catalogue', () => {
  it('shows a card per course: title, lessons and minutes, the Public badge, the viewer’s progress', async () => {
    const { asked } = await open();
    expect(await screen.findByRole('link', { name: 'Founder Bootcamp' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Courses' })).toBeTruthy();
    const cards = screen.getAllByTestId('course-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]).getByText('Public')).toBeTruthy();
    expect(within(cards[0]).getByText(/3 lessons/).textContent).toBe('3 lessons · 45 min');
    expect(within(cards[0]).queryByRole('progressbar')).toBeNull();
    // Without a cover, a block of the course's own colour stands in.
    expect(within(cards[0]).getByTestId('generated-cover')).toBeTruthy();
    expect(within(cards[1]).getByText('Enrolled')).toBeTruthy();
    expect(within(cards[1]).getByRole('progressbar', { name: 'Progress: 40%' })).toBeTruthy();
    expect(within(cards[1]).queryByText('Public')).toBeNull();
    expect(screen.getByRole('link', { name: 'Founder Bootcamp' }).getAttribute('href')).toBe('/courses/c1');
    expect(asked('CourseCatalogue')[0]).toEqual({ filter: null, cursor: null, limit: 24 });
  });

  it('loads the next page with its cursor', async () => {
    const { asked } = await open();
    await screen.findByRole('link', { name: 'Founder Bootcamp' });
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Legal for founders' })).toBeTruthy();
    expect(asked('CourseCatalogue')[1]).toMatchObject({ cursor: 'next-1' });
    expect(screen.getAllByTestId('course-card')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // A course whose lessons give no minutes says only how many lessons it has.
    expect(within(screen.getAllByTestId('course-card')[2]).getByText('1 lesson')).toBeTruthy();
  });

  it('searches by title, keeps the search in the address, and says when nothing matches', async () => {
    const { asked } = await open();
    await screen.findByRole('link', { name: 'Founder Bootcamp' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'legal' } });
    expect(await screen.findByRole('link', { name: 'Legal for founders' })).toBeTruthy();
    expect(asked('CourseCatalogue').at(-1)).toMatchObject({ filter: { search: 'legal' }, cursor: null });
    expect(screen.getByTestId('address').textContent).toBe('/courses?search=legal');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search courses' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('No course matches “zzz”.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(await screen.findByRole('link', { name: 'Founder Bootcamp' })).toBeTruthy();
    expect(screen.getByTestId('address').textContent).toBe('/courses');
  });

  it('says when no course is open to the viewer', async () => {
    await open({ empty: true });
    expect(await screen.findByText(/No course is open to you yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('leads those who make courses to the management list, and no one else', async () => {
    await open({ user: { flags: ['course'], permissions: ['COURSE:CREATE'] } });
    expect((await screen.findByRole('link', { name: 'Manage courses' })).getAttribute('href')).toBe('/courses/management');
  });

  it('offers the catalogue and one’s own courses as tabs, and works right to left', async () => {
    await open({ rtl: true, user: { roleType: 'cofounder', flags: ['course'] } });
    await screen.findByRole('link', { name: 'Founder Bootcamp' });
    expect(screen.queryByRole('link', { name: 'Manage courses' })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Catalogue', selected: true })).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'My courses' }));
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('/courses/home'));
  });
});
