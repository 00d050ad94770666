import type pg from 'pg';
import type { Config } from '../config.ts';
import type { Logger } from './log.ts';
import type { PubSub } from './pubsub.ts';
import type { Mailer } from './mail.ts';
import type { Storage } from './storage.ts';

/** What every request handler may use; built once at boot. */
export interface Services {
  config: Config;
  log: Logger;
  pool: pg.Pool;
  /** A few connections of their own for delivering live events, so that events never wait behind requests. */
  livePool: pg.Pool;
  pubsub: PubSub;
  mailer: Mailer;
  storage: Storage;
}
