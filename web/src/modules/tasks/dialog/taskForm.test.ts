import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { validate } from '../../../ui/form/useForm';
import { createTestI18n } from '../../../test/render';
import { editTaskValues, newTaskValues, serverFieldErrors, taskRules, toTaskInput, type TaskFormValues } from './taskForm';

beforeAll(() => {
  // The browser of these tests is in Los Angeles; the incubator in Auckland.
  vi.stubEnv('TZ', 'America/Los_Angeles');
});
afterAll(() => {
  vi.unstubAllEnvs();
});

const ZONE = 'Pacific/Auckland';
// 22:30 UTC on 15 March: the 15th in Los Angeles, already the 16th in Auckland.
const NOW = new Date('2024-03-15T22:30:00Z');

describe('task form values', () => {
  it("starts on today's date where the incubator is, and submits the end of the chosen day there, in UTC", () => {
    const values = newTaskValues(NOW, ZONE, ['user:me']);
    expect(values.dueDate?.getDate()).toBe(16);
    const input = toTaskInput({ ...values, name: '  Deck  ', url: 'example.org/deck' }, ZONE);
    expect(input).toEqual({
      name: 'Deck',
      dueDate: '2024-03-16T10:59:59.999Z',
      assignees: [{ type: 'user', value: 'me' }],
      url: 'http://example.org/deck',
      startupId: null,
    });
    expect(toTaskInput({ ...values, name: 'x', url: '/startup/1/file' }, ZONE).url).toBe('/startup/1/file');
  });

  it("shows an existing task on its own date in the incubator's zone, with its stored choices", () => {
    const values = editTaskValues(
      {
        name: 'T',
        dueDate: '2024-03-16T10:59:59.999Z',
        url: null,
        startup: { _id: 's1' },
        assigneeChoices: [
          { type: 'startup', value: 's1' },
          { type: 'user', value: 'u1' },
        ],
      },
      ZONE,
    );
    expect(values).toMatchObject({ name: 'T', url: '', startupId: 's1', assignees: ['startup:s1', 'user:u1'] });
    expect(values.dueDate?.getDate()).toBe(16);
  });
});

describe('task form rules (spec 1 §5)', () => {
  async function rules() {
    const i18n = await createTestI18n();
    return taskRules(i18n.getFixedT('en', ['tasks', 'validation']) as TFunction<['tasks', 'validation']>, ZONE, () => NOW, 'Startup');
  }
  const me = '0190a5c4-3f6e-7c1a-8b2d-4e5f6a7b8c9d';
  const base: TaskFormValues = { name: 'Deck', dueDate: new Date(2024, 2, 16), assignees: [`user:${me}`], url: '', startupId: null };

  it("answers the spec's messages", async () => {
    const r = await rules();
    expect(validate({ ...base, name: ' ', assignees: [], dueDate: null }, r)).toEqual({
      name: 'Name is a required field',
      dueDate: 'Due date is a required field',
      assignees: 'There has to be at least one assignee',
    });
    // Yesterday in Auckland (the 15th) is allowed; the day before is not.
    expect(validate({ ...base, dueDate: new Date(2024, 2, 15) }, r)).toEqual({});
    expect(validate({ ...base, dueDate: new Date(2024, 2, 14) }, r)).toEqual({ dueDate: 'The due date can not be in the past' });
    expect(validate({ ...base, url: 'not a link' }, r)).toEqual({ url: 'Link is not a valid url' });
    expect(validate({ ...base, url: '/calendar' }, r)).toEqual({});
  });

  it('checks what the form sends with the schema the server uses: a name too long, a value no group offers', async () => {
    const r = await rules();
    expect(validate({ ...base, name: 'x'.repeat(501) }, r)).toEqual({ name: 'Name must be less than or equal to 500 characters' });
    expect(validate({ ...base, assignees: ['user:nobody'] }, r)).toEqual({ assignees: 'Invalid field' });
    expect(validate({ ...base, name: 'Deck\u0007' }, r)).toEqual({});
  });
});

describe('serverFieldErrors', () => {
  it("puts the server's translated field messages on the form's fields", () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        {
          message: 'x',
          extensions: {
            code: 'VALIDATION_ERROR',
            fields: [
              { field: 'assignees.0.value', message: 'Invalid field' },
              { field: 'dueDate', message: 'The due date can not be in the past' },
              { field: 'somethingElse', message: 'ignored' },
            ],
          },
        },
      ],
    });
    expect(serverFieldErrors(error)).toEqual({ assignees: 'Invalid field', dueDate: 'The due date can not be in the past' });
    expect(serverFieldErrors(new Error('network'))).toEqual({});
  });
});
