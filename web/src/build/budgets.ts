/**
 * Download budgets of the web application, measured on the build's manifest
 * (dist/.vite/manifest.json): what a screen downloads is the static import graph of its
 * chunks — the JavaScript files and the stylesheets they bring — gzip-compressed.
 */

/** One record of Vite's manifest (only the fields the budgets read). */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * Budgets in bytes, gzip, JavaScript and CSS together: the goal of each screen, and the ceiling the
 * tests enforce until the goal is reached (today's size and a little room), so that a screen can
 * shrink towards its goal but never grow.
 */
export const BUDGETS = {
  /** The sign-in page opened cold: the entry and the sign-in page's chunk. */
  login: { goal: 170_000, ceiling: 236_000 },
  /** A signed-in start: the entry, the data layer (Apollo) and the signed-in frame (sidebar, top bar, menus). */
  signedInShell: { goal: 250_000, ceiling: 374_000 },
  /** What opening one lazily loaded page or panel adds to the signed-in shell. */
  routeChunk: { goal: 100_000, ceiling: 102_000 },
  /**
   * The rich-text editor (Tiptap, ProseMirror, Mantine's toolbar): loaded only when someone starts
   * writing a note, a home text, a session's notes or a lesson, never with a page.
   */
  richTextEditor: { goal: 100_000, ceiling: 165_000 },
  /**
   * The form builder (drag and drop, the engine's checks with the server's schemas, the settings
   * and logic editors): a staff tool opened on a large screen, never a page others reach.
   */
  formBuilder: { goal: 100_000, ceiling: 130_000 },
} as const;

/** The lazily loaded editors measured against the rich-text editor's budget instead of a page's. */
export const RICH_TEXT_EDITOR_KEYS = [
  'src/modules/startupFile/timeline/editor/NoteEditor.tsx',
  'src/modules/home/customise/TextEditor.tsx',
  'src/modules/coaching/notes/NotesEditor.tsx',
  'src/modules/courses/builder/richText/RichTextField.tsx',
  'src/ui/richText/MentionEditor.tsx',
  'src/modules/emailTemplates/shared/MailRichText.tsx',
  'src/modules/emails/composer/EmailBodyField.tsx',
];

type Budget = (typeof BUDGETS)[keyof typeof BUDGETS];

/**
 * The form builder's page and its settings panel, measured against the builder's budget; so are the
 * metrics editor of the settings and the event editor, staff tools of the same kind (many kinds of
 * field, rules checked with the server's schemas as one types).
 */
export const FORM_BUILDER_KEYS = [
  'src/modules/forms/builder/BuilderPage.tsx',
  'src/modules/forms/builder/SettingsPanel.tsx',
  'src/modules/metrics/definitions/MetricsSettingsPage.tsx',
  'src/modules/events/editor/EditorPage.tsx',
];

/** The manifest keys of the screens with a budget of their own. */
export const ENTRY_KEY = 'index.html';
export const LOGIN_KEY = 'src/modules/auth/login/LoginPage.tsx';
export const SIGNED_IN_SHELL_KEY = 'src/modules/auth/SignedInLayout.tsx';
export const DATA_LAYER_KEY = 'src/app/apollo/dataLayer.tsx';

export interface Measured {
  /** The screen: "login", "signed-in shell", or the source of a lazily loaded chunk. */
  name: string;
  /** Built files counted, relative to the output folder. */
  files: string[];
  bytes: number;
  budget: Budget;
}

function chunk(manifest: Manifest, key: string): ManifestChunk {
  const found = manifest[key];
  // A renamed or removed screen must not silently leave its budget unchecked.
  if (!found) throw new Error(`The build manifest has no "${key}"; update src/build/budgets.ts.`);
  return found;
}

/** The files one manifest record loads before it runs: its static imports, recursively, with their CSS. */
export function staticGraph(manifest: Manifest, ...keys: string[]): Set<string> {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const record = chunk(manifest, key);
    files.add(record.file);
    for (const css of record.css ?? []) files.add(css);
    for (const imported of record.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return files;
}

/** Counted files only: the JavaScript and the stylesheets. */
const counted = (file: string) => /\.(?:m?js|css)$/.test(file);

function measure(name: string, files: Iterable<string>, budget: Budget, sizeOf: (file: string) => number): Measured {
  const list = [...files].filter(counted).sort();
  return { name, files: list, bytes: list.reduce((sum, file) => sum + sizeOf(file), 0), budget };
}

/**
 * Every budgeted screen of a build: the sign-in page, the signed-in shell (with the data layer it
 * cannot start without), and each lazily loaded chunk (pages and panels) with what it adds to that
 * shell. `sizeOf` gives a built file's compressed size.
 */
export function measureBudgets(manifest: Manifest, sizeOf: (file: string) => number): Measured[] {
  const shellFiles = staticGraph(manifest, ENTRY_KEY, SIGNED_IN_SHELL_KEY, DATA_LAYER_KEY);
  const login = measure('login', staticGraph(manifest, ENTRY_KEY, LOGIN_KEY), BUDGETS.login, sizeOf);
  const shell = measure('signed-in shell', shellFiles, BUDGETS.signedInShell, sizeOf);
  const lazy = Object.entries(manifest)
    .filter(([key, record]) => record.isDynamicEntry && key !== SIGNED_IN_SHELL_KEY && key !== DATA_LAYER_KEY)
    .map(([key, record]) => {
      const added = [...staticGraph(manifest, key)].filter((file) => !shellFiles.has(file));
      const budget = RICH_TEXT_EDITOR_KEYS.includes(key) ? BUDGETS.richTextEditor : FORM_BUILDER_KEYS.includes(key) ? BUDGETS.formBuilder : BUDGETS.routeChunk;
      return measure(record.src ?? key, added, budget, sizeOf);
    })
    .sort((a, b) => b.bytes - a.bytes);
  return [login, shell, ...lazy];
}

export const overBudget = (measured: Measured[]) => measured.filter(({ bytes, budget }) => bytes > budget.ceiling);

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

/** A table for people: one line per screen, its size, files and budget. */
export function formatBudgets(measured: Measured[]): string {
  const width = Math.max(...measured.map(({ name }) => name.length));
  return measured
    .map(
      ({ name, files, bytes, budget }) =>
        `${name.padEnd(width)}  ${kb(bytes).padStart(9)}  ${String(files.length).padStart(3)} files  goal ${kb(budget.goal).padStart(8)}${
          bytes > budget.ceiling ? `  OVER THE CEILING OF ${kb(budget.ceiling)}` : bytes > budget.goal ? `  above the goal (ceiling ${kb(budget.ceiling)})` : ''
        }`,
    )
    .join('\n');
}
