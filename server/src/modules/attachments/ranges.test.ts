import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { requestedRange } from './download.ts';
import { samplePng } from './sample-files.ts';

let server: TestServer;
let storageDir: string;
let tenant: Tenant;
let owner: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-ranges-'));
  server = await startTestServer({ MAX_UPLOAD_BYTES: '200000', STORAGE_DIR: storageDir });
  tenant = await buildTenant(server);
  owner = await buildSignedInUser(tenant, { roleType: 'staff' });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

/** An MP4 as a camera writes its start (the `ftyp` box), then media bytes. */
const sampleMp4 = (media: Buffer) =>
  Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.from([0, 0, 2, 0]), Buffer.from('isomiso2'), Buffer.from([0, 0, 0, 8]), Buffer.from('free'), media]);
/** A WebM: an EBML header whose DocType is "webm", then a segment. */
const sampleWebm = (media: Buffer) => Buffer.concat([Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d42878102428581021853806701000000000000', 'hex'), media]);
/** Matroska that is not WebM: browsers do not all play it. */
const sampleMkv = () => Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b6142878104428581021853806701000000000000', 'hex');

async function upload(bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const response = await fetch(`${server.url}/api/attachment/upload`, {
    method: 'POST',
    headers: { 'x-incubator': tenant.slug, authorization: `Bearer ${owner.token}` },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as any };
}

const get = (url: string, range?: string) => fetch(`${server.url}${url}`, { headers: { 'x-incubator': tenant.slug, ...(range ? { range } : {}) } });

describe('videos', () => {
  it('takes MP4 and WebM uploads, served inline as what they are', async () => {
    for (const [bytes, name, mime] of [
      [sampleMp4(randomBytes(1000)), 'intro.mp4', 'video/mp4'],
      [sampleWebm(randomBytes(1000)), 'intro.webm', 'video/webm'],
    ] as const) {
      const answer = await upload(bytes, name, 'application/octet-stream');
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ name, fileType: mime, size: bytes.length });
      const response = await get(answer.body.url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe(mime);
      expect(response.headers.get('content-disposition')).toMatch(/^inline;/);
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
  });

  it('refuses other containers', async () => {
    const answer = await upload(sampleMkv(), 'clip.mkv', 'video/x-matroska');
    // 415 Unsupported Media Type, as for any other type refused.
    expect(answer.status).toBe(415);
  });
});

describe('range requests', () => {
  it('answers 206 with exactly the bytes asked for, and keeps the security headers', async () => {
    const bytes = sampleMp4(randomBytes(5000));
    const { body } = await upload(bytes, 'lesson.mp4', 'video/mp4');
    const size = bytes.length;

    const middle = await get(body.url, 'bytes=100-199');
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-199/${size}`);
    expect(middle.headers.get('content-length')).toBe('100');
    expect(middle.headers.get('accept-ranges')).toBe('bytes');
    expect(middle.headers.get('x-content-type-options')).toBe('nosniff');
    expect(middle.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    expect(Buffer.from(await middle.arrayBuffer()).equals(bytes.subarray(100, 200))).toBe(true);

    const rest = await get(body.url, `bytes=${size - 10}-`);
    expect(rest.status).toBe(206);
    expect(rest.headers.get('content-range')).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
    expect(Buffer.from(await rest.arrayBuffer()).equals(bytes.subarray(size - 10))).toBe(true);

    const last = await get(body.url, 'bytes=-25');
    expect(last.status).toBe(206);
    expect(Buffer.from(await last.arrayBuffer()).equals(bytes.subarray(size - 25))).toBe(true);

    // An end past the file is clipped to it.
    const clipped = await get(body.url, `bytes=0-${size + 1000}`);
    expect(clipped.status).toBe(206);
    expect(clipped.headers.get('content-range')).toBe(`bytes 0-${size - 1}/${size}`);
    expect(Buffer.from(await clipped.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it('answers 416 for a range past the end, and the whole file for a range it does not serve', async () => {
    const bytes = samplePng();
    const { body } = await upload(bytes, 'logo.png', 'image/png');
    const past = await get(body.url, `bytes=${bytes.length}-`);
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
    expect(past.headers.get('x-content-type-options')).toBe('nosniff');
    // Read to the end, so that the connection is free again when the server stops.
    await past.text();

    for (const ignored of ['bytes=0-1,5-9', 'items=0-5', 'bytes=9-2', 'bytes=x-y']) {
      const whole = await get(body.url, ignored);
      expect(whole.status, ignored).toBe(200);
      expect(Buffer.from(await whole.arrayBuffer()).equals(bytes), ignored).toBe(true);
    }
  });

  it('reads the header as RFC 9110 says', () => {
    expect(requestedRange(undefined, 10)).toBeNull();
    expect(requestedRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(requestedRange('bytes=3-', 10)).toEqual({ start: 3, end: 9 });
    expect(requestedRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(requestedRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(requestedRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(requestedRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(requestedRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(requestedRange('bytes=-', 10)).toBeNull();
  });
});
