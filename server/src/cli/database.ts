import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../core/log.ts';
import { startEmbeddedDatabase, type EmbeddedDatabase } from '../core/db/embedded.ts';

/** DATABASE_URL when set, else the embedded server in ./data (started here if need be). */
export async function openDatabase(config: Config, log: Logger): Promise<{ url: string; embedded?: EmbeddedDatabase }> {
  if (config.databaseUrl) return { url: config.databaseUrl };
  const embedded = await startEmbeddedDatabase(path.join(config.dataDir, 'db'), config.embeddedPgPort, log, { share: true, portIsPreference: !config.embeddedPgPortExplicit });
  return { url: embedded.url, embedded };
}
