import { describe, expect, it } from 'vitest';
import { BUDGETS, DATA_LAYER_KEY, ENTRY_KEY, LOGIN_KEY, SIGNED_IN_SHELL_KEY, formatBudgets, measureBudgets, overBudget, staticGraph, type Manifest } from './budgets';

/** A small build: an entry sharing a vendor chunk with the sign-in page, the data layer, and two lazy pages. */
const manifest: Manifest = {
  [ENTRY_KEY]: { file: 'assets/index.js', isEntry: true, imports: ['_vendor.js'], dynamicImports: [LOGIN_KEY, SIGNED_IN_SHELL_KEY, DATA_LAYER_KEY], css: ['assets/index.css'] },
  '_vendor.js': { file: 'assets/vendor.js', imports: [] },
  '_form.js': { file: 'assets/form.js', imports: ['_vendor.js'], css: ['assets/form.css'] },
  '_frame.js': { file: 'assets/frame.js', imports: ['_form.js'] },
  [LOGIN_KEY]: { file: 'assets/LoginPage.js', src: LOGIN_KEY, isDynamicEntry: true, imports: ['_form.js', ENTRY_KEY] },
  [SIGNED_IN_SHELL_KEY]: { file: 'assets/SignedInLayout.js', src: SIGNED_IN_SHELL_KEY, isDynamicEntry: true, imports: ['_frame.js', ENTRY_KEY], dynamicImports: ['src/Tasks.tsx'] },
  [DATA_LAYER_KEY]: { file: 'assets/dataLayer.js', src: DATA_LAYER_KEY, isDynamicEntry: true, imports: ['_vendor.js'] },
  'src/Tasks.tsx': { file: 'assets/Tasks.js', src: 'src/Tasks.tsx', isDynamicEntry: true, imports: ['_frame.js'] },
  'src/i18n/en/common.json': { file: 'assets/common.json.js', src: 'src/i18n/en/common.json', isDynamicEntry: true },
};

const sizes: Record<string, number> = {
  'assets/index.js': 145_000,
  'assets/index.css': 5_000,
  'assets/vendor.js': 40_000,
  'assets/form.js': 20_000,
  'assets/form.css': 1_000,
  'assets/frame.js': 30_000,
  // The sign-in page comes to its ceiling exactly.
  'assets/LoginPage.js': BUDGETS.login.ceiling - 211_000,
  'assets/SignedInLayout.js': 6_000,
  'assets/dataLayer.js': 50_000,
  'assets/Tasks.js': 2_000,
  'assets/common.json.js': 500,
};
const sizeOf = (file: string) => sizes[file] ?? Number.NaN;

describe('bundle budgets', () => {
  it('follows static imports recursively, with the stylesheets, but not dynamic imports', () => {
    expect([...staticGraph(manifest, LOGIN_KEY)].sort()).toEqual(
      ['assets/LoginPage.js', 'assets/form.css', 'assets/form.js', 'assets/index.css', 'assets/index.js', 'assets/vendor.js'].sort(),
    );
  });

  it('measures the sign-in page, the signed-in shell with its data layer, and what each lazy chunk adds to that shell', () => {
    const measured = measureBudgets(manifest, sizeOf);
    const byName = Object.fromEntries(measured.map((entry) => [entry.name, entry]));
    expect(byName.login).toMatchObject({ bytes: BUDGETS.login.ceiling, budget: BUDGETS.login });
    expect(byName['signed-in shell']).toMatchObject({ bytes: 297_000, budget: BUDGETS.signedInShell });
    // The shell (entry, vendor, frame, data layer) is already there when a page opens.
    expect(byName['src/Tasks.tsx']).toMatchObject({ bytes: 2_000, files: ['assets/Tasks.js'] });
    expect(byName[LOGIN_KEY].bytes).toBe(sizes['assets/LoginPage.js']);
    expect(byName[DATA_LAYER_KEY]).toBeUndefined();
    expect(byName['src/i18n/en/common.json'].bytes).toBe(500);
    expect(overBudget(measured)).toEqual([]);
  });

  it('reports a screen one byte over its ceiling', () => {
    sizes['assets/LoginPage.js'] += 1;
    try {
      const over = overBudget(measureBudgets(manifest, sizeOf));
      expect(over.map(({ name }) => name)).toEqual(['login']);
      const ceiling = (BUDGETS.login.ceiling / 1000).toFixed(1).replace('.', '\\.');
      expect(formatBudgets(over)).toMatch(new RegExp(`^login\\s+${ceiling} KB\\s+6 files\\s+goal\\s+170\\.0 KB\\s+OVER THE CEILING OF ${ceiling} KB$`));
    } finally {
      sizes['assets/LoginPage.js'] -= 1;
    }
  });

  it('refuses a manifest that lost a budgeted screen', () => {
    const { [LOGIN_KEY]: _login, ...withoutLogin } = manifest;
    expect(() => measureBudgets(withoutLogin, sizeOf)).toThrow(/no "src\/modules\/auth\/login\/LoginPage.tsx"/);
  });
});
