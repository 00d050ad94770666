import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TASKS_DUE_TOMORROW_EVENT } from '../notifications/producers/tasks-due-tomorrow.ts';
import { SUMMARIES } from './summaries.ts';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.includes('test-support') ? [full] : [];
  });
}

/** Every 'area.verb' string on a `kind:` line of a file that records events. */
function recordedKinds(): Set<string> {
  const kinds = new Set<string>();
  for (const file of sources(src)) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('recordEvent(')) continue;
    for (const line of text.split('\n').filter((l) => /\bkind: /.test(l))) {
      for (const match of line.matchAll(/'([a-z]+\.[a-zA-Z]+)'/g)) kinds.add(match[1]);
    }
  }
  return kinds;
}

describe("the feed's registry", () => {
  it('has a sentence for every kind of event the server records', () => {
    const kinds = recordedKinds();
    kinds.add(TASKS_DUE_TOMORROW_EVENT);
    // The scan must find the kinds it is meant to find, or it would prove nothing.
    expect([...kinds]).toEqual(expect.arrayContaining(['task.created', 'task.done', 'user.invited', 'organisation.updated', 'role.updated', 'industry.deleted']));
    expect([...kinds].filter((kind) => !SUMMARIES[kind]).sort()).toEqual([]);
  });
});
