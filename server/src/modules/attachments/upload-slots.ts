import type { ServerResponse } from 'node:http';
import { tooManyUploads } from './errors.ts';

/**
 * Bounds the uploads under way from one client address in this server, so that a few addresses
 * cannot keep every disk write and socket busy. A slot is held until the response is over or the
 * connection drops. A limit of 0 bounds nothing.
 */
export function uploadSlots(limit: number) {
  const inUse = new Map<string, number>();
  return {
    take(address: string, response: ServerResponse): void {
      if (limit === 0) return;
      const used = inUse.get(address) ?? 0;
      if (used >= limit) throw tooManyUploads(limit);
      inUse.set(address, used + 1);
      response.once('close', () => {
        const left = (inUse.get(address) ?? 1) - 1;
        if (left > 0) inUse.set(address, left);
        else inUse.delete(address);
      });
    },
  };
}
