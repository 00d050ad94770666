import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { getErrorMessage } from './errorMessage';

const options = { networkError: 'Erreur réseau' };

function graphQLError(...errors: Array<{ message: string; extensions?: Record<string, unknown> }>) {
  return new CombinedGraphQLErrors({ data: null, errors });
}

describe('getErrorMessage', () => {
  it('reads a failed fetch as a network error, in the interface language', () => {
    expect(getErrorMessage(new TypeError('Failed to fetch'), options)).toBe('Erreur réseau');
  });

  it('reads an HTTP failure as a network error', () => {
    const error = new ServerError('Response not successful', { response: new Response('', { status: 502 }), bodyText: '' });
    expect(getErrorMessage(error, options)).toBe('Erreur réseau');
  });

  it('joins the field messages of a validation error with ". "', () => {
    const error = graphQLError({
      message: 'Invalid input',
      extensions: {
        code: 'VALIDATION_ERROR',
        fields: [
          { field: 'name', message: 'Name is a required field' },
          { field: 'dueDate', message: 'The due date can not be in the past' },
        ],
      },
    });
    expect(getErrorMessage(error, options)).toBe('Name is a required field. The due date can not be in the past');
  });

  it('recognises a validation error by its name as well as by its code', () => {
    const error = graphQLError({
      message: 'Invalid input',
      extensions: { name: 'ValidationError', fields: [{ field: 'email', message: 'Email is not a valid email' }] },
    });
    expect(getErrorMessage(error, options)).toBe('Email is not a valid email');
  });

  it('uses the validation message itself when no field message is given', () => {
    const error = graphQLError({ message: 'Invalid field', extensions: { code: 'VALIDATION_ERROR', fields: [] } });
    expect(getErrorMessage(error, options)).toBe('Invalid field');
  });

  it('maps another error by its code when the screen supplies a wording', () => {
    const error = graphQLError({ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } });
    expect(getErrorMessage(error, { ...options, codes: { FORBIDDEN: 'You may not edit this task' } })).toBe('You may not edit this task');
  });

  it("otherwise shows the server's own message", () => {
    const error = graphQLError({ message: 'Tâche introuvable', extensions: { code: 'NOT_FOUND' } });
    expect(getErrorMessage(error, { ...options, codes: { FORBIDDEN: 'unused' } })).toBe('Tâche introuvable');
    expect(getErrorMessage(graphQLError({ message: 'Boom' }), options)).toBe('Boom');
  });
});
