import { describe, expect, it } from 'vitest';
import { shellFiles, type BuiltFile } from './shellFiles';

const chunk = (fileName: string, imports: string[], css: string[] = [], isEntry = false): BuiltFile => ({
  type: 'chunk',
  fileName,
  isEntry,
  imports,
  viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
});
const asset = (fileName: string): BuiltFile => ({ type: 'asset', fileName });

/** A build: the entry with a shared vendor chunk, two lazily loaded pages, their styles, and the worker. */
const bundle = Object.fromEntries(
  [
    asset('index.html'),
    chunk('assets/index-a1.js', ['assets/vendor-b2.js'], ['assets/index-c3.css'], true),
    chunk('assets/vendor-b2.js', []),
    asset('assets/index-c3.css'),
    chunk('assets/LoginPage-d4.js', ['assets/vendor-b2.js', 'assets/form-e5.js'], ['assets/LoginPage-f6.css']),
    chunk('assets/form-e5.js', ['assets/vendor-b2.js']),
    asset('assets/LoginPage-f6.css'),
    chunk('assets/TasksPage-g7.js', ['assets/form-e5.js']),
    chunk('sw.js', [], [], true),
  ].map((file) => [file.fileName, file]),
);

describe('shell files', () => {
  it('keeps the page, the entry and what it imports statically, not the lazily loaded pages', () => {
    expect(shellFiles(bundle, ['sw.js']).sort()).toEqual(['/assets/index-a1.js', '/assets/index-c3.css', '/assets/vendor-b2.js', '/index.html']);
  });
});
