import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { operationServer } from '../../../../test/operationServer';
import { renderWithApollo } from '../../../../test/renderWithApollo';
import { COURSE_ID } from '../testing';
import { CertificatePage } from './CertificatePage';

async function renderCertificate(answers: Parameters<typeof operationServer>[0]) {
  const server = operationServer(answers);
  await renderWithApollo(
    <Routes>
      <Route path="/courses/:id/courseware/certificate" element={<CertificatePage />} />
    </Routes>,
    { link: server.link, route: `/courses/${COURSE_ID}/courseware/certificate` },
  );
  return server;
}

describe('the course certificate', () => {
  it('names the organisation, the learner, the course, its lessons and the day, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const server = await renderCertificate({
      CourseCertificate: {
        data: {
          courseCertificate: {
            __typename: 'CourseCertificate',
            learnerName: 'Fay Founder',
            courseTitle: 'Founder Bootcamp',
            organisationName: 'Seedbed Labs',
            completedAt: '2030-03-12T10:00:00.000Z',
            lessonCount: 12,
          },
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate of completion' })).toBeTruthy();
    expect(screen.getByText('Fay Founder')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Founder Bootcamp' })).toBeTruthy();
    expect(screen.getByText('Seedbed Labs')).toBeTruthy();
    expect(screen.getByText('12 lessons · Completed on March 12, 2030')).toBeTruthy();
    expect(server.asked('CourseCertificate')).toEqual([{ courseId: COURSE_ID }]);
    // The page's own controls are left off the paper.
    expect(screen.getByRole('button', { name: 'Print' }).closest('[data-print-hide]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalled();
    print.mockRestore();
  });

  it('says there is no certificate yet for a course not completed', async () => {
    await renderCertificate({});
    expect(await screen.findByRole('heading', { name: 'No certificate yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the course' }).getAttribute('href')).toBe(`/courses/${COURSE_ID}/courseware`);
  });
});
