import { describe, expect, it } from 'vitest';
import { AppError } from './errors.ts';
import { cursorPart, decodeCursor, encodeCursor } from './cursor.ts';

const ID = '0190f5b2-8c1e-7a4b-9f3d-2b6c8e4a1d07';
const TIME = '2027-03-01T09:30:00.123456Z';

describe('keyset cursor', () => {
  it('gives back the tuple it was made from, each part checked', () => {
    const raw = encodeCursor(['after', TIME, 'Ana', ID]);
    expect(raw).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(raw, [cursorPart.oneOf('after', 'before'), cursorPart.exactTime, cursorPart.text, cursorPart.id])).toEqual(['after', TIME, 'Ana', ID]);
    expect(decodeCursor(encodeCursor(['2027-03-01T09:30:00.123Z', ID]), [cursorPart.instant, cursorPart.id])).toEqual(['2027-03-01T09:30:00.123Z', ID]);
  });

  it.each([
    ['text that is not base64url JSON', 'garbage'],
    ['another shape', encodeCursor([ID])],
    ['one part too many', encodeCursor([TIME, ID, 'x'])],
    ['a part of the wrong kind', encodeCursor([TIME, 'not-an-id'])],
    ['a day that does not exist', encodeCursor(['2027-02-30T00:00:00.000000Z', ID])],
    ['a time without microseconds', encodeCursor(['2027-03-01T09:30:00Z', ID])],
    ['a JSON object', Buffer.from(JSON.stringify({ at: TIME, id: ID })).toString('base64url')],
    ['a very long text', encodeCursor(['x'.repeat(2000), ID])],
  ])('refuses %s with the same error on the field cursor', (_label, raw) => {
    let thrown: unknown;
    try {
      decodeCursor(raw, [cursorPart.exactTime, cursorPart.id]);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).code).toBe('VALIDATION_ERROR');
    expect((thrown as AppError).fields).toEqual([{ field: 'cursor', key: 'validation.invalid' }]);
  });
});
