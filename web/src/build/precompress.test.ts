import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIN_BYTES, precompressDir } from './precompress.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seedbed-precompress-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const text = (bytes: number) => 'const greeting = "hello";\n'.repeat(Math.ceil(bytes / 26)).slice(0, bytes);

function write(files: Record<string, string | Buffer>) {
  for (const [name, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
}

describe('precompressDir', () => {
  it('writes brotli and gzip copies of the text files above the threshold, and of no other file', async () => {
    const large = text(4000);
    write({
      'index.html': text(2000),
      'sw.js': text(2000),
      'assets/index-abc123.js': large,
      'assets/index-abc123.css': text(3000),
      'assets/icon-abc123.svg': text(1500),
      'manifest.webmanifest': text(1500),
      'licenses.txt': text(1500),
      'data.json': text(1500),
      'assets/tiny-abc123.js': text(200),
      'assets/threshold-abc123.js': text(MIN_BYTES),
      'assets/photo-abc123.png': text(4000),
      'assets/font-abc123.woff2': text(4000),
      // Compression cannot shrink random bytes: a copy would only cost.
      'assets/random-abc123.js': randomBytes(4000),
    });

    const compressed = await precompressDir(dir);

    expect(compressed).toEqual([
      'assets/icon-abc123.svg',
      'assets/index-abc123.css',
      'assets/index-abc123.js',
      'data.json',
      'index.html',
      'licenses.txt',
      'manifest.webmanifest',
      'sw.js',
    ]);
    for (const name of compressed) {
      const original = fs.readFileSync(path.join(dir, name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dir, `${name}.br`)))).toEqual(original);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dir, `${name}.gz`)))).toEqual(original);
    }
    const copies = fs
      .readdirSync(dir, { recursive: true })
      .map(String)
      .filter((name) => /\.(?:br|gz)$/.test(name));
    expect(copies.sort()).toEqual(compressed.flatMap((name) => [`${name}.br`, `${name}.gz`]).sort());
    expect(fs.statSync(path.join(dir, 'assets/index-abc123.js.br')).size).toBeLessThan(large.length / 10);
  });
});
