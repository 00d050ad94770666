import { beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { COURSE_ID, course, openBuilder } from './testing';

beforeAll(() => {
  // jsdom lays nothing out; option lists scroll into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  // jsdom has no font loading; the growing text areas listen for fonts that finish loading.
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});

describe('the course builder', () => {
  it('shows why an empty course cannot be published, in the server’s words, and no toast', async () => {
    const refusal = 'Add at least one lesson before publishing the course.';
    const server = await openBuilder('', {
      PublishCourseInBuilder: { errors: [{ message: refusal, extensions: { code: 'COURSE_EMPTY' } }] },
    });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The course could not be published')).toBeTruthy();
    expect(within(alert).getByText(refusal)).toBeTruthy();
    expect(server.asked('PublishCourseInBuilder')).toEqual([{ courseId: COURSE_ID }]);
    expect(server.toast).not.toHaveBeenCalled();
    expect(screen.getByText('Draft')).toBeTruthy();
  });

  it('publishes, and the status follows', async () => {
    await openBuilder('', { PublishCourseInBuilder: { data: { publishCourse: course({ status: 'PUBLISHED', publishedAt: '2030-01-01T00:00:00.000Z' }) } } });

    fireEvent.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Course published')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unpublish' })).toBeTruthy();
  });

  it('links to the preview (in a new tab) and the dashboard', async () => {
    await openBuilder('', {});
    const preview = screen.getByRole('link', { name: /Preview/ });
    expect(preview.getAttribute('href')).toBe(`/courses/${COURSE_ID}/courseware`);
    expect(preview.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(`/courses/management/course/${COURSE_ID}/dashboard`);
    expect(screen.getByRole('link', { name: 'Manage courses' }).getAttribute('href')).toBe('/courses/management');
  });

  it('saves the settings it changed, the admins apart', async () => {
    const server = await openBuilder('/settings', {
      UpdateCourseInBuilder: (variables) => ({ data: { updateCourse: course({ ...(variables.data as object) }) } }),
    });
    const title = await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 5_000 });

    fireEvent.change(title, { target: { value: 'Founder Bootcamp 2030' } });
    fireEvent.click(screen.getByRole('switch', { name: /Public course/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Settings saved')).toBeTruthy();
    expect(server.asked('UpdateCourseInBuilder')).toEqual([
      {
        courseId: COURSE_ID,
        data: {
          title: 'Founder Bootcamp 2030',
          description: '<p>Ten weeks to a fundable company.</p>',
          cover: null,
          isPublic: true,
          selfEnrolment: true,
          programIds: [],
          certificate: true,
        },
      },
    ]);
    // The admins did not change: nothing is sent for them.
    expect(server.asked('SetCourseAdminsInBuilder')).toEqual([]);
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('checks the title as the server would, and sends nothing while it is empty', async () => {
    const server = await openBuilder('/settings', {});
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 5_000 }), { target: { value: '  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('The course needs a title.')).toBeTruthy();
    expect(server.asked('UpdateCourseInBuilder')).toEqual([]);
  });

  it('puts a refusal of the server on its field', async () => {
    const server = await openBuilder('/settings', {
      UpdateCourseInBuilder: {
        errors: [{ message: 'Invalid', extensions: { code: 'VALIDATION_ERROR', fields: [{ field: 'programIds.0', message: 'This programme does not exist.' }] } }],
      },
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Title/ }, { timeout: 5_000 }), { target: { value: 'Bootcamp' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('This programme does not exist.')).toBeTruthy();
    // Once, on its field: not again above the button.
    expect(screen.getAllByText('This programme does not exist.')).toHaveLength(1);
    expect(server.toast).not.toHaveBeenCalled();
  });

  it('switches between the outline and the settings by their tabs', async () => {
    await openBuilder('', {});
    expect(screen.getByRole('tab', { name: 'Outline' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Settings' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true'));
  });
});
