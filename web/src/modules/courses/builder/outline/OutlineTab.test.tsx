import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { chapter, COURSE_ID, course, openBuilder } from '../testing';

beforeAll(() => {
  Element.prototype.scrollIntoView ??= () => undefined;
});

/** The builder on its outline, once the outline's part has downloaded. */
async function openOutline(answers: Parameters<typeof openBuilder>[1]) {
  const server = await openBuilder('', answers);
  await screen.findByRole('list', { name: 'Chapters' }, { timeout: 5_000 });
  return server;
}

/** The lessons as listed, chapter by chapter. */
const listed = () =>
  within(screen.getByRole('list', { name: 'Chapters' }))
    .getAllByRole('list')
    .map((list) =>
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    );

describe("the builder's outline", () => {
  it('adds a chapter with the title given, then shows it', async () => {
    let current = course();
    const server = await openOutline({
      CourseInBuilder: () => ({ data: { course: current } }),
      CreateChapterInBuilder: ({ title }) => {
        current = course({ outline: [...current.outline, chapter('c3', String(title), 2)] });
        return { data: { createOutlineUnit: { __typename: 'CourseOutlineUnit', _id: 'c3' } } };
      },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add chapter' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Chapter title/ }), { target: { value: 'Go to market' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByRole('heading', { name: '3. Go to market' })).toBeTruthy();
    expect(server.asked('CreateChapterInBuilder')).toEqual([{ courseId: COURSE_ID, title: 'Go to market' }]);
    expect(screen.getByText('No lessons in this chapter yet.')).toBeTruthy();
  });

  it('refuses a chapter without a title before sending it', async () => {
    const server = await openOutline({});
    fireEvent.click(screen.getByRole('button', { name: 'Add chapter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add chapter' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await within(dialog).findByText('The chapter needs a title.')).toBeTruthy();
    expect(server.asked('CreateChapterInBuilder')).toEqual([]);
  });

  it('adds a lesson of the chosen type to a chapter and opens its editor', async () => {
    const server = await openOutline({
      CreateLessonInBuilder: () => ({ data: { createCourseUnit: { __typename: 'CourseUnit', _id: 'u9' } } }),
      LessonInBuilder: { errors: [{ message: 'Not found', extensions: { code: 'NOT_FOUND' } }] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Add a lesson to 2. Money' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Quiz' }));

    await waitFor(() => expect(server.router.state.location.pathname).toBe(`/courses/management/course/${COURSE_ID}/builder/lesson/u9`));
    expect(server.asked('CreateLessonInBuilder')).toEqual([{ outlineUnitId: 'c2', type: 'QUIZ', title: 'Quiz' }]);
    // The course is read again so that the outline lists it.
    expect(server.asked('CourseInBuilder').length).toBeGreaterThan(1);
  });

  it('moves a lesson up from its menu, across into the previous chapter', async () => {
    let current = course();
    const server = await openOutline({
      CourseInBuilder: () => ({ data: { course: current } }),
      MoveLessonInBuilder: () => {
        current = course({
          outline: [
            chapter('c1', 'Getting started', 0, [
              { _id: 'u1', title: 'Welcome' },
              { _id: 'u2', title: 'Your first customers', type: 'VIDEO', minutes: 12 },
              { _id: 'u3', title: 'Unit economics quiz', type: 'QUIZ', releaseDays: 7 },
            ]),
            chapter('c2', 'Money', 1),
          ],
        });
        return { data: { moveCourseUnit: [] } };
      },
    });
    expect(listed()).toEqual([['1. Welcome', '2. Your first customers'], ['3. Unit economics quiz']]);

    fireEvent.click(screen.getByRole('button', { name: 'Actions for lesson 3. Unit economics quiz' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move up' }));

    await waitFor(() => expect(server.asked('MoveLessonInBuilder')).toEqual([{ unitId: 'u3', outlineUnitId: 'c1', position: 2 }]));
    await waitFor(() => expect(listed()[0]).toEqual(['1. Welcome', '2. Your first customers', '3. Unit economics quiz']));
    expect(screen.getByText('No lessons in this chapter yet.')).toBeTruthy();
  });

  it('puts the order back when the server refuses a move', async () => {
    const server = await openOutline({
      MoveLessonInBuilder: { errors: [{ message: 'The lesson was deleted meanwhile.', extensions: { code: 'NOT_FOUND' } }] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for lesson 1. Welcome' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Move down' }));

    await waitFor(() => expect(server.toast).toHaveBeenCalled());
    expect(server.asked('MoveLessonInBuilder')).toEqual([{ unitId: 'u1', outlineUnitId: 'c1', position: 1 }]);
    await waitFor(() => expect(listed()).toEqual([['1. Welcome', '2. Your first customers'], ['3. Unit economics quiz']]));
  });

  it('moves a lesson to another chapter by name, at its end', async () => {
    const server = await openOutline({ MoveLessonInBuilder: { data: { moveCourseUnit: [] } } });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for lesson 1. Welcome' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'To “Money”' }));

    await waitFor(() => expect(server.asked('MoveLessonInBuilder')).toEqual([{ unitId: 'u1', outlineUnitId: 'c2', position: 1 }]));
  });

  it('deletes a chapter once confirmed, saying what goes with it', async () => {
    const server = await openOutline({ DeleteChapterInBuilder: { data: { deleteOutlineUnit: true } } });

    fireEvent.click(screen.getByRole('button', { name: 'Actions for chapter 1. Getting started' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Delete chapter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this chapter?' });
    expect(within(dialog).getByText("“Getting started” and its 2 lessons will be deleted, with the learners' progress on them.")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(server.asked('DeleteChapterInBuilder')).toEqual([{ outlineUnitId: 'c1' }]));
  });
});
