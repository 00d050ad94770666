import { describe, expect, it } from 'vitest';
import { continuePath } from './continue';
import { COURSE_PATHS } from './paths';

const lesson = (id: string, state: 'LOCKED' | 'AVAILABLE' | 'COMPLETED') => ({ _id: id, viewerProgress: { state } });

describe('where Continue leads', () => {
  const lessons = [lesson('l1', 'COMPLETED'), lesson('l2', 'AVAILABLE'), lesson('l3', 'AVAILABLE'), lesson('l4', 'LOCKED')];

  it('goes back to the lesson left unfinished', () => {
    expect(continuePath('c1', 'l3', lessons)).toBe('/courses/c1/courseware/l3');
  });

  it('goes on to the first open lesson once the last one is done', () => {
    expect(continuePath('c1', 'l1', lessons)).toBe('/courses/c1/courseware/l2');
    expect(continuePath('c1', null, lessons)).toBe('/courses/c1/courseware/l2');
  });

  it('never leads into a lesson not released yet', () => {
    expect(continuePath('c1', 'l4', lessons)).toBe('/courses/c1/courseware/l2');
  });

  it('returns to the last lesson when everything open is done, and to the courseware with nothing known', () => {
    const done = [lesson('l1', 'COMPLETED'), lesson('l2', 'COMPLETED')];
    expect(continuePath('c1', 'l2', done)).toBe('/courses/c1/courseware/l2');
    expect(continuePath('c1', null, [])).toBe(COURSE_PATHS.courseware('c1'));
  });

  it('builds every course address', () => {
    expect(COURSE_PATHS.course('a b')).toBe('/courses/a%20b');
    expect(COURSE_PATHS.certificate('c1')).toBe('/courses/c1/courseware/certificate');
    expect(COURSE_PATHS.builder('c1')).toBe('/courses/management/course/c1/builder');
    expect(COURSE_PATHS.dashboard('c1')).toBe('/courses/management/course/c1/dashboard');
  });
});
