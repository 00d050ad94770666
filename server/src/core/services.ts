import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Logger } from './log.ts';
import type { PubSub } from './pubsub.ts';
import type { Kept } from './kept-rows.ts';
import type { Mailer } from './mail.ts';
import type { Storage } from './storage.ts';

/** What every request handler may use; built once at boot. */
export interface Services {
  config: Config;
  log: Logger;
  pool: pg.Pool;
  /** A few connections of their own for delivering live events, so that events never wait behind requests. */
  livePool: pg.Pool;
  /** Connections for operations that only read (`RequestTransaction.readFrom`): each stays under the application role. */
  readPool: pg.Pool;
  pubsub: PubSub;
  /** The tenant and viewer rows every request reads first, kept in memory (core/kept-rows.ts). */
  kept: Kept;
  mailer: Mailer;
  storage: Storage;
}
