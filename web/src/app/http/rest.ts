import { getToken } from '../../modules/auth/token';
import { interfaceLanguage } from '../i18n/current';

/** A REST call that failed; `status` 0 means the server could not be reached. */
export class RestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RestError';
  }
}

function messageOf(data: unknown, fallback: string): string {
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message ? message : fallback;
}

/**
 * Calls one of the REST endpoints (spec 1 §7) with a JSON body. The answer's `message`
 * (translated by the server into the interface language) becomes the error's message.
 */
export async function requestJson<T>(path: string, options: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {}): Promise<T> {
  const token = getToken();
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': interfaceLanguage.get() };
  // A FormData body (a file upload) is sent as multipart; the browser writes its content type.
  const multipart = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'POST',
      headers,
      body: options.body === undefined ? undefined : multipart ? (options.body as FormData) : JSON.stringify(options.body),
    });
  } catch {
    throw new RestError(0, 'Network Error');
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    data = undefined;
  }
  if (!response.ok) throw new RestError(response.status, messageOf(data, text || response.statusText));
  return data as T;
}

/** Downloads a file from a REST endpoint with the viewer's token: its body and the name the server gives it. */
export async function requestFile(path: string): Promise<{ blob: Blob; name: string | null }> {
  const token = getToken();
  const headers: Record<string, string> = { 'accept-language': interfaceLanguage.get() };
  if (token) headers.authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(path, { headers });
  } catch {
    throw new RestError(0, 'Network Error');
  }
  if (!response.ok) {
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      data = undefined;
    }
    throw new RestError(response.status, messageOf(data, response.statusText));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  return { blob: await response.blob(), name: encoded ? decodeURIComponent(encoded) : null };
}
