import { describe, expect, it } from 'vitest';
import english from '../../../i18n/en/courseware.json';
import { declarations } from './declarations';

describe('the courseware in the shell', () => {
  it('puts the lesson pages and the certificate behind the plan’s course flag, each titled', () => {
    expect(declarations.routes?.map((route) => route.path)).toEqual(['courses/:id/courseware', 'courses/:id/courseware/certificate', 'courses/:id/courseware/:unitId']);
    for (const route of declarations.routes ?? []) {
      expect(route.access).toEqual({ flag: 'course' });
      const [namespace, key] = route.titleKey.split(':');
      expect(namespace).toBe('courseware');
      expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], english)).toEqual(expect.any(String));
    }
  });

  it('downloads its pages on demand', async () => {
    const pages = await Promise.all((declarations.routes ?? []).map((route) => route.page()));
    for (const page of pages) expect(page.Component).toEqual(expect.any(Function));
  });
});
