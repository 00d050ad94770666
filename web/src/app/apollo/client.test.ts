import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { setToken } from '../../modules/auth/token';
import { interfaceLanguage } from '../i18n/current';
import { createApolloClient } from './client';
import type { LinkHandlers } from './links';
import { pendingStore } from './status';

const QUERY = gql`
  query Probe {
    probe
  }
`;
const MUTATION = gql`
  mutation Change {
    change
  }
`;

function graphQLAnswer(body: unknown, status = 200) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

let fetchMock: ReturnType<typeof vi.fn>;
let handlers: { [K in keyof LinkHandlers]: ReturnType<typeof vi.fn> };

beforeEach(() => {
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
  handlers = {
    getLanguage: vi.fn(() => interfaceLanguage.get()),
    onUnauthorized: vi.fn(),
    onAuthenticationRequired: vi.fn(),
    onIncubatorNotFound: vi.fn(),
    onMutationError: vi.fn(),
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function client() {
  return createApolloClient(handlers as unknown as LinkHandlers).client;
}

function headersOf(call: number): Headers {
  return new Headers((fetchMock.mock.calls[call][1] as RequestInit).headers);
}

describe('Apollo client', () => {
  it('sends the preflight header, the interface language and the bearer token', async () => {
    setToken('token-a');
    interfaceLanguage.set('fr');
    fetchMock.mockResolvedValue(graphQLAnswer({ data: { probe: true } }));

    await client().query({ query: QUERY });

    const headers = headersOf(0);
    expect(fetchMock.mock.calls[0][0]).toBe('/graphql');
    expect(headers.get('apollo-require-preflight')).toBe('true');
    expect(headers.get('accept-language')).toBe('fr');
    expect(headers.get('authorization')).toBe('Bearer token-a');
    interfaceLanguage.set('en');
  });

  it('runs the auth-error handler on HTTP 401 and does not retry', async () => {
    setToken('token-b');
    fetchMock.mockResolvedValue(graphQLAnswer({ message: 'Unauthorized' }, 401));

    await expect(client().query({ query: QUERY })).rejects.toThrow();

    expect(handlers.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('reports AUTHENTICATION_REQUIRED and INCUBATOR_NOT_FOUND to their handlers', async () => {
    fetchMock
      .mockResolvedValueOnce(graphQLAnswer({ data: null, errors: [{ message: 'Sign in', extensions: { code: 'AUTHENTICATION_REQUIRED' } }] }))
      .mockResolvedValueOnce(graphQLAnswer({ data: null, errors: [{ message: 'Unknown', extensions: { code: 'INCUBATOR_NOT_FOUND' } }] }));
    const apollo = client();

    await expect(apollo.query({ query: QUERY })).rejects.toThrow('Sign in');
    await expect(apollo.query({ query: QUERY, fetchPolicy: 'network-only' })).rejects.toThrow('Unknown');

    expect(handlers.onAuthenticationRequired).toHaveBeenCalledTimes(1);
    expect(handlers.onIncubatorNotFound).toHaveBeenCalledTimes(1);
    expect(handlers.onMutationError).not.toHaveBeenCalled();
  });

  it('reports a failed mutation for a toast, unless the call is silent or its screen shows the message itself', async () => {
    fetchMock.mockImplementation(async () => graphQLAnswer({ data: null, errors: [{ message: 'Nope', extensions: { code: 'FORBIDDEN' } }] }));
    const apollo = client();

    await expect(apollo.mutate({ mutation: MUTATION })).rejects.toThrow('Nope');
    await expect(apollo.mutate({ mutation: MUTATION, context: { silent: true } })).rejects.toThrow('Nope');
    await expect(apollo.mutate({ mutation: MUTATION, context: { showsOwnError: true } })).rejects.toThrow('Nope');

    expect(handlers.onMutationError).toHaveBeenCalledTimes(1);
  });

  it('counts a running mutation for the loading bar, but not a silent one', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const apollo = client();

    const running = apollo.mutate({ mutation: MUTATION });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(pendingStore.get()).toBe(1);
    answer(graphQLAnswer({ data: { change: true } }));
    await running;
    expect(pendingStore.get()).toBe(0);

    const silent = apollo.mutate({ mutation: MUTATION, context: { silent: true } });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(pendingStore.get()).toBe(0);
    answer(graphQLAnswer({ data: { change: true } }));
    await silent;
  });

  it('stops sending a token refused with HTTP 403, without forgetting it', async () => {
    setToken('token-c');
    fetchMock.mockResolvedValueOnce(graphQLAnswer({ message: 'Forbidden' }, 403)).mockImplementation(async () => graphQLAnswer({ data: { probe: true } }));
    const apollo = client();

    await expect(apollo.query({ query: QUERY })).rejects.toThrow();
    await apollo.query({ query: QUERY, fetchPolicy: 'network-only' });

    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(headersOf(1).get('authorization')).toBeNull();
    expect(localStorage.getItem('seedbed:token')).toBe('token-c');
    expect(handlers.onUnauthorized).not.toHaveBeenCalled();

    setToken('token-d');
    await apollo.query({ query: QUERY, fetchPolicy: 'network-only' });
    expect(headersOf(2).get('authorization')).toBe('Bearer token-d');
  });
});
