import fs from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/harness.ts';
import { buildSignedInUser, buildTenant, type Tenant } from '../../../test/factories.ts';
import { samplePng } from './sample-files.ts';

const MB = 1024 * 1024;
const PER_ADDRESS = 4;

let server: TestServer;
let storageDir: string;
let tenant: Tenant;
let person: Awaited<ReturnType<typeof buildSignedInUser>>;

beforeAll(async () => {
  storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-files-'));
  server = await startTestServer({ STORAGE_DIR: storageDir, MAX_UPLOAD_BYTES: String(10 * MB), MAX_UPLOADS_PER_ADDRESS: String(PER_ADDRESS) });
  tenant = await buildTenant(server);
  person = await buildSignedInUser(tenant, { roleType: 'founder' });
});
afterAll(async () => {
  await server.stop();
  await fs.rm(storageDir, { recursive: true, force: true });
});

/** One piece of file content, sent again and again: the client itself holds little memory. */
const PIECE = randomBytes(64 * 1024);
const BOUNDARY = 'seedbed-test-boundary';

interface Answer {
  status: number;
  body: any;
}

/**
 * A multipart upload written by hand over its own connection: a PNG signature, then `size` bytes of
 * content, then the end of the form, unless `end` is false (the body then never ends). Writing
 * stops as soon as the server answers.
 */
function sendUpload(options: { token: string; size: number; end?: boolean; language?: string }) {
  const request = http.request(`${server.url}/api/attachment/upload`, {
    method: 'POST',
    agent: false,
    headers: {
      'x-incubator': tenant.slug,
      authorization: `Bearer ${options.token}`,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...(options.language ? { 'accept-language': options.language } : {}),
    },
  });
  let answered = false;
  let failed = false;
  const answer = new Promise<Answer>((resolve, reject) => {
    request.on('response', (response) => {
      answered = true;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || 'null') });
        request.destroy();
      });
    });
    request.on('error', (error) => {
      failed = true;
      if (!answered) reject(error);
    });
  });
  answer.catch(() => undefined);
  const write = async (chunk: Buffer) => {
    if (answered || failed) return;
    if (!request.write(chunk)) await new Promise((resolve) => request.once('drain', resolve).once('close', resolve));
  };
  void (async () => {
    await write(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`));
    await write(samplePng());
    for (let left = options.size; left > 0 && !answered && !failed; left -= PIECE.length) await write(left >= PIECE.length ? PIECE : PIECE.subarray(0, left));
    if (options.end !== false && !answered && !failed) request.end(`\r\n--${BOUNDARY}--\r\n`);
  })();
  return { answer, close: () => request.destroy() };
}

/** Every file under the storage folder, the folder of uploads being received included. */
async function filesInStorage(): Promise<string[]> {
  const entries = await fs.readdir(storageDir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/** A file URL's bytes, over a connection of its own that ends with the answer. */
function download(url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(`${server.url}${url}`, { agent: false, headers: { 'x-incubator': tenant.slug } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}

const within = <T>(promise: Promise<T>, ms: number) => Promise.race([promise, sleep(ms).then(() => Promise.reject(new Error(`nothing within ${ms} ms`)))]);

describe('uploads before and while their body arrives', () => {
  it('refuses an unknown token with 401 without waiting for the body, even one that never ends', async () => {
    const upload = sendUpload({ token: 'not-a-real-token', size: 2 * MB, end: false });
    const answer = await within(upload.answer, 5000);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 'AUTHENTICATION_REQUIRED' });
    upload.close();
  });

  it('cuts off a client that goes on sending long after it was refused', async () => {
    // A connection the client means to keep: only the server's cut-off ends it.
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request(`${server.url}/api/attachment/upload`, {
      method: 'POST',
      agent,
      headers: { 'x-incubator': tenant.slug, authorization: 'Bearer not-a-real-token', 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });
    let status = 0;
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.resume();
    });
    request.on('error', () => undefined);
    const cutOff = new Promise<number>((resolve) => request.on('socket', (socket) => socket.on('close', () => resolve(Date.now()))));
    const started = Date.now();
    const pump = setInterval(() => request.write(PIECE), 20);
    try {
      const at = await within(cutOff, 10_000);
      expect(status).toBe(401);
      expect(at - started).toBeGreaterThanOrEqual(1500);
    } finally {
      clearInterval(pump);
      request.destroy();
      agent.destroy();
    }
  });

  it('keeps memory flat while many large uploads with an unknown token arrive at once', async () => {
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    try {
      const uploads = Array.from({ length: 30 }, () => sendUpload({ token: 'not-a-real-token', size: 10 * MB - 128 * 1024 }));
      const answers = await within(Promise.all(uploads.map((u) => u.answer)), 60_000);
      expect(answers.map((a) => a.status)).toEqual(Array(30).fill(401));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().rss);
    expect((peak - before) / MB).toBeLessThan(120);
  });

  it(`answers 429, translated, to an address with ${PER_ADDRESS} uploads under way, and takes uploads again once they end`, async () => {
    const held = Array.from({ length: PER_ADDRESS + 2 }, () => sendUpload({ token: person.token, size: 1000, end: false }));
    const refused: Answer[] = [];
    for (const upload of held)
      void upload.answer.then(
        (a) => refused.push(a),
        () => undefined,
      );
    for (let waited = 0; refused.length < 2 && waited < 5000; waited += 50) await sleep(50);
    await sleep(300);
    expect(refused.map((a) => a.status)).toEqual([429, 429]);
    expect(refused[0].body).toEqual({
      code: 'RATE_LIMITED',
      name: 'RateLimitedError',
      message: `Too many uploads at once from your address (at most ${PER_ADDRESS}). Wait for one to finish, then try again.`,
    });

    const french = await within(sendUpload({ token: person.token, size: 1000, language: 'fr' }).answer, 5000);
    expect(french.status).toBe(429);
    expect(french.body.message).toContain(String(PER_ADDRESS));
    expect(french.body.message).not.toBe(refused[0].body.message);

    for (const upload of held) upload.close();
    let after: Answer | undefined;
    for (let waited = 0; after?.status !== 200 && waited < 5000; waited += 100) {
      after = await sendUpload({ token: person.token, size: 1000 }).answer;
      if (after.status !== 200) await sleep(100);
    }
    expect(after?.status).toBe(200);
    // The uploads cut off in the middle left nothing behind.
    for (let waited = 0; (await fs.readdir(path.join(storageDir, '.incoming'))).length && waited < 5000; waited += 100) await sleep(100);
    expect(await fs.readdir(path.join(storageDir, '.incoming'))).toEqual([]);
  });

  it('refuses a file over the limit with 413 and leaves nothing in storage', async () => {
    const before = await filesInStorage();
    const answer = await within(sendUpload({ token: person.token, size: 11 * MB }).answer, 10_000);
    expect(answer).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large: the limit is 10 MB.' } });
    expect(await filesInStorage()).toEqual(before);
  });

  it('stores a large file whole, streamed to storage', async () => {
    const upload = sendUpload({ token: person.token, size: 9 * MB });
    const answer = await within(upload.answer, 10_000);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ fileType: 'image/png', size: samplePng().length + 9 * MB });
    const bytes = await download(answer.body.url);
    expect(bytes.length).toBe(samplePng().length + 9 * MB);
    expect(bytes.subarray(samplePng().length, samplePng().length + PIECE.length).equals(PIECE)).toBe(true);
    expect(bytes.subarray(-PIECE.length).equals(PIECE)).toBe(true);
  });
});
