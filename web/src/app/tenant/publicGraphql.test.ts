import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPublicQuery, PublicQueryError } from './publicGraphql';
import { LOGIN_LAYOUT } from '../../modules/auth/login/layoutCustomization';
import { PUBLIC_INCUBATOR } from './publicIncubator';

const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('fetchPublicQuery', () => {
  it('posts the typed document as text, with the headers the server requires, and returns its data', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { data: { layoutCustomization: { screen: 'LOGIN' } } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchPublicQuery(LOGIN_LAYOUT)).resolves.toEqual({ layoutCustomization: { screen: 'LOGIN' } });
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/graphql');
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'content-type': 'application/json', 'apollo-require-preflight': 'true', 'accept-language': 'en' });
    const body = JSON.parse(String(init.body)) as { operationName: string; query: string };
    expect(body.operationName).toBe('LoginLayoutCustomization');
    // The fragment travels with the query that spreads it.
    expect(body.query).toMatch(/query LoginLayoutCustomization[\s\S]*fragment LayoutFields on LayoutCustomization/);
  });

  it('rejects with the codes of the GraphQL errors, without retrying', async () => {
    const fetchMock = vi.fn().mockResolvedValue(answer(200, { data: null, errors: [{ message: 'no', extensions: { code: 'INCUBATOR_NOT_FOUND' } }] }));
    vi.stubGlobal('fetch', fetchMock);
    const refused = await fetchPublicQuery(PUBLIC_INCUBATOR).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(PublicQueryError);
    expect((refused as PublicQueryError).codes).toEqual(['INCUBATOR_NOT_FOUND']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('retries when the server cannot be reached, as the data layer does', async () => {
    vi.useFakeTimers();
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValue(answer(200, { data: { publicIncubator: null } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = fetchPublicQuery(PUBLIC_INCUBATOR);
    await vi.advanceTimersByTimeAsync(3000);
    await expect(result).resolves.toEqual({ publicIncubator: null });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
