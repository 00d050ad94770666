import { normaliseFolder } from '@seedbed/contracts/startups';
import type { DocumentFolder } from './files';

/** The folder holding this one ('' for one at the top level). */
export const parentFolder = (path: string) => path.split('/').slice(0, -1).join('/');

/** The folders directly inside `current`, by name; `pending` are folders made here that hold nothing yet. */
export function childFolders(folders: readonly DocumentFolder[], current: string, pending: readonly string[] = []): DocumentFolder[] {
  const byPath = new Map(folders.map((folder) => [folder.path, folder]));
  for (const path of pending) if (!byPath.has(path)) byPath.set(path, { path, name: path.split('/').at(-1) ?? path, count: 0 });
  return [...byPath.values()].filter((folder) => folder.path !== '' && parentFolder(folder.path) === current).sort((a, b) => a.name.localeCompare(b.name));
}

/** The trail from the top level to `path`: each step with its own path. */
export function folderTrail(path: string): Array<{ path: string; name: string }> {
  const names = path ? path.split('/') : [];
  return names.map((name, index) => ({ name, path: names.slice(0, index + 1).join('/') }));
}

/** A new folder's path inside `current`, as the server will store it. */
export const folderInside = (current: string, name: string) => normaliseFolder(current ? `${current}/${name}` : name);
