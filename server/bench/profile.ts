import fs from 'node:fs/promises';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface HotFunction {
  name: string;
  where: string;
  share: number;
}

/**
 * The functions that took the most of the server's own time (self time) in the CPU profiles node
 * wrote with --cpu-prof into `dir`: where the next regression came from. Idle time and the
 * garbage collector are left out of the ranking but not of the total.
 */
export async function hottestFunctions(dir: string, count = 5): Promise<HotFunction[]> {
  const self = new Map<string, { name: string; where: string; micros: number }>();
  let total = 0;
  for (const file of (await fs.readdir(dir)).filter((f) => f.endsWith('.cpuprofile'))) {
    const profile = JSON.parse(await fs.readFile(path.join(dir, file), 'utf8')) as Profile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n]));
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)!.callFrame;
      const micros = profile.timeDeltas[i] ?? 0;
      if (frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      total += micros;
      if (frame.functionName === '(garbage collector)') return;
      const where = `${frame.url.replace(/^.*node_modules\//, '').replace(/^file:\/\/.*\/(server|contracts)\//, '$1/')}:${frame.lineNumber + 1}`;
      const key = `${frame.functionName}@${where}`;
      const entry = self.get(key) ?? { name: frame.functionName || '(anonymous)', where, micros: 0 };
      entry.micros += micros;
      self.set(key, entry);
    });
  }
  return [...self.values()]
    .sort((a, b) => b.micros - a.micros)
    .slice(0, count)
    .map((e) => ({ name: e.name, where: e.where, share: e.micros / Math.max(total, 1) }));
}
