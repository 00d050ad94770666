import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The layers of the server: `app/` assembles HTTP and GraphQL from the modules, the modules build
 * on the core, and nothing points back up. A module that reached into `app/` could not be
 * assembled without it; the core, shared by every module, names no module of its own.
 */
const src = resolve(import.meta.dirname, '..');

/** Core files that reach a module on purpose, each with its reason. */
const CORE_EXCEPTIONS: Record<string, Record<string, string>> = {
  'core/request-context.ts': {
    'modules/users/loaders.ts': "primes the users module's per-request loaders with the viewer the sign-in query already read",
  },
  'core/field-limits.test.ts': {
    'modules/incubators/service.ts': 'creates the organisation whose fields the test fills to their limits',
  },
};

function sourceFiles(folder: string): string[] {
  return readdirSync(join(src, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.ts'))
    .map((name) => join(folder, name));
}

/** Every relative module a file imports (static, side-effect, re-export or dynamic), as a path under src/. */
function importsOf(file: string, text = readFileSync(join(src, file), 'utf8')): string[] {
  const specifiers = [...text.matchAll(/(?:\bfrom\s+|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => relative(src, resolve(join(src, dirname(file)), specifier)));
}

const into = (path: string, layer: string) => path.startsWith(`${layer}/`);

describe('server layers', () => {
  it('reads every kind of relative import', () => {
    const text = ["import { a } from '../../app/x.ts';", "import '../app/y.ts';", "export { b } from './c.ts';", "await import('../modules/d.ts');"].join('\n');
    expect(importsOf('modules/tasks/z.ts', text)).toEqual(['app/x.ts', 'modules/app/y.ts', 'modules/tasks/c.ts', 'modules/modules/d.ts']);
  });

  it('no module imports app/', () => {
    const upward = sourceFiles('modules').flatMap((file) =>
      importsOf(file)
        .filter((path) => into(path, 'app'))
        .map((path) => `${file} → ${path}`),
    );
    expect(upward).toEqual([]);
  });

  it('the core imports neither app/ nor a module, but for the listed exceptions', () => {
    const upward = sourceFiles('core').flatMap((file) =>
      importsOf(file)
        .filter((path) => into(path, 'app') || (into(path, 'modules') && !CORE_EXCEPTIONS[file]?.[path]))
        .map((path) => `${file} → ${path}`),
    );
    expect(upward).toEqual([]);
  });

  it('every listed exception still exists', () => {
    const stale = Object.entries(CORE_EXCEPTIONS).flatMap(([file, targets]) =>
      Object.keys(targets)
        .filter((path) => !importsOf(file).includes(path))
        .map((path) => `${file} → ${path}`),
    );
    expect(stale).toEqual([]);
  });

  it('a module publishes to open pages only from its reactions to events (guide §7)', () => {
    // A live push is a reaction (a module's live.ts, the notification pipeline), so it leaves only once the change and its event commit.
    const PUBLISHERS: Record<string, string> = {
      'modules/notifications/pipeline.ts': 'the reaction to every event that delivers notifications',
      'modules/batch/runner.ts': "a running batch's progress: work under way, not a change of the records",
      'modules/exports/runner.ts': "an export's progress as its file is written: work under way, not a change of the records",
    };
    const publishing = sourceFiles('modules').filter((file) => !file.endsWith('.test.ts') && /\.publish\(/.test(readFileSync(join(src, file), 'utf8')));
    expect(publishing.filter((file) => !file.endsWith('/live.ts') && !PUBLISHERS[file])).toEqual([]);
    expect(publishing).toEqual(expect.arrayContaining(['modules/tasks/live.ts', ...Object.keys(PUBLISHERS)]));
  });

  it('every module folder is listed in modules/index.ts', () => {
    const folders = readdirSync(join(src, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `modules/${entry.name}/module.ts`);
    expect(
      importsOf('modules/index.ts')
        .filter((path) => path.endsWith('/module.ts'))
        .sort(),
    ).toEqual(folders.sort());
  });
});
