import { describe, expect, it } from 'vitest';
import { z } from './zod.ts';
import { isEmailAddress } from './checks.ts';

describe('isEmailAddress', () => {
  it('agrees with the schemas’ z.email()', () => {
    const samples = [
      'ada@example.org',
      'a.b+c@sub.example.co',
      '.dot@example.org',
      'a..b@example.org',
      'no-at.example.org',
      'x@localhost',
      "o'neil@example.ie",
      'x@-bad.org',
      'x@example.c',
    ];
    for (const text of samples) expect(isEmailAddress(text), text).toBe(z.email().safeParse(text).success);
  });
});
