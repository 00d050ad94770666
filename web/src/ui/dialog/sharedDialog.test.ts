import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Paths from this folder: under jsdom import.meta.url is not a file URL.
const SOURCE = path.resolve(import.meta.dirname, '../..');
const SHARED_UI = path.join(SOURCE, 'ui') + path.sep;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names a file imports from '@mantine/core' (`Modal as Popup` counts as `Modal`). */
function mantineImports(code: string): string[] {
  const names: string[] = [];
  for (const [, list] of code.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]@mantine\/core['"]/g)) {
    for (const item of list.split(',')) {
      const name = item
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

const importsModal = (file: string) => mantineImports(readFileSync(file, 'utf8')).includes('Modal');

describe('dialogs', () => {
  it("are the shared Dialog everywhere: Mantine's Modal is imported only in web/src/ui", () => {
    const offenders = sourceFiles(SOURCE)
      .filter((file) => !file.startsWith(SHARED_UI) && importsModal(file))
      .map((file) => path.relative(SOURCE, file));
    // The shared Dialog (ui/dialog/Dialog.tsx) closes the innermost layer on Escape and asks
    // before discarding unsaved changes; a screen with its own Modal would do neither.
    expect(offenders, 'use Dialog from ui/dialog/Dialog instead of Modal').toEqual([]);
  });

  it('finds a Modal import however it is written', () => {
    expect(importsModal(path.join(SHARED_UI, 'dialog', 'Dialog.tsx'))).toBe(true);
    expect(mantineImports("import { Button,\n  Modal as Popup } from '@mantine/core';")).toContain('Modal');
    expect(mantineImports("import { ModalBase, type ModalProps } from '@mantine/core';")).not.toContain('Modal');
    expect(mantineImports("import '@mantine/core/styles/Modal.layer.css';")).toEqual([]);
  });
});
