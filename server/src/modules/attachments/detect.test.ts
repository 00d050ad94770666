import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { detectFileType, sanitizeFileName } from './detect.ts';
import { sampleDocx, sampleOpenDocument, samplePdf, samplePng, sampleXlsx, sampleZip } from './sample-files.ts';

let dir: string;
beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'seedbed-detect-'));
});
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** Uploads are judged once received on disk. */
async function detect(bytes: Buffer, declared: string) {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.upload`);
  await fs.writeFile(file, bytes);
  return detectFileType(file, declared);
}

describe('detectFileType', () => {
  it.each([
    ['png', samplePng(), 'application/octet-stream', 'image/png'],
    ['png declared as html', samplePng(), 'text/html', 'image/png'],
    ['pdf', samplePdf(), 'image/png', 'application/pdf'],
    ['docx', sampleDocx(), 'application/zip', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['xlsx', sampleXlsx(), '', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['odt', sampleOpenDocument('text'), '', 'application/vnd.oasis.opendocument.text'],
    ['ods', sampleOpenDocument('spreadsheet'), '', 'application/vnd.oasis.opendocument.spreadsheet'],
    ['odp', sampleOpenDocument('presentation'), '', 'application/vnd.oasis.opendocument.presentation'],
    ['text', Buffer.from('héllo, world\n'), 'text/plain', 'text/plain'],
    ['csv', Buffer.from('a,b\n1,2\n'), 'text/csv', 'text/csv'],
    ['long text read in pieces that split its characters', Buffer.from('é€😀'.repeat(100_000)), 'text/plain', 'text/plain'],
  ])('accepts %s', async (_label, bytes, declared, expected) => {
    expect((await detect(bytes, declared))?.mime).toBe(expected);
  });

  it.each([
    ['html', Buffer.from('<!doctype html><script>alert(1)</script>'), 'text/html'],
    ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'image/svg+xml'],
    ['a plain zip', sampleZip([['a.txt', 'hi']]), 'application/zip'],
    ['text with a NUL byte', Buffer.from('abc\0def'), 'text/plain'],
    ['text that is not UTF-8', Buffer.from([0x66, 0xff, 0xfe, 0x67]), 'text/plain'],
    ['long text whose last character is cut in half', Buffer.concat([Buffer.from('é'.repeat(300_000)), Buffer.from([0xc3])]), 'text/plain'],
    ['long text with a NUL byte far in', Buffer.concat([Buffer.from('a'.repeat(300_000)), Buffer.from([0])]), 'text/plain'],
    ['text declared as something else', Buffer.from('hello'), 'application/javascript'],
  ])('refuses %s', async (_label, bytes, declared) => {
    expect(await detect(bytes, declared)).toBeNull();
  });
});

describe('sanitizeFileName', () => {
  const png = ['png'];
  it.each([
    ['photo.PNG', 'photo.PNG'],
    ['../../etc/passwd', 'passwd.png'],
    ['C:\\Users\\me\\avatar.png', 'avatar.png'],
    ['evil.html', 'evil.html.png'],
    ['a\u0000b\u202Egnp.exe', 'abgnp.exe.png'],
    ['  spaced   out .png ', 'spaced out.png'],
    ['.hidden.png', 'hidden.png'],
    ['', 'file.png'],
    [undefined, 'file.png'],
  ])('%j → %j', (raw, expected) => {
    expect(sanitizeFileName(raw, png)).toBe(expected);
  });

  it('keeps at most 200 characters and the extension', () => {
    const name = sanitizeFileName(`${'é'.repeat(300)}.png`, png);
    expect(Array.from(name)).toHaveLength(200);
    expect(name.endsWith('é.png')).toBe(true);
  });
});
