import pg from 'pg';

/**
 * Counts the statements sent inside request transactions and query reads while `work` runs, to
 * show that a list costs the same number of queries however many rows it shows (no N+1). A reader
 * connection's tenant setting is not counted: it is sent only when it last served another tenant.
 */
export async function countStatements<T>(services: { pool: pg.Pool; readPool: pg.Pool }, work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  let statements = 0;
  const counted = (pool: pg.Pool) => {
    const original = pool.connect;
    const counting = async function (this: pg.Pool) {
      const client = await (original as (this: pg.Pool) => Promise<pg.PoolClient>).call(this);
      const query = client.query;
      const release = client.release;
      client.query = function (this: pg.PoolClient, ...args: unknown[]) {
        if (!(typeof args[0] === 'string' && args[0].startsWith("SELECT set_config('role'"))) statements++;
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as typeof client.query;
      client.release = function (this: pg.PoolClient, ...args: Parameters<typeof release>) {
        client.query = query;
        client.release = release;
        return release.apply(client, args);
      };
      return client;
    };
    // Callback-style connects (pool.query) pass through uncounted; request transactions use the promise form.
    pool.connect = function (this: pg.Pool, ...args: unknown[]) {
      return args.length ? (original as (...a: unknown[]) => unknown).apply(this, args) : counting.call(this);
    } as typeof pool.connect;
    return () => {
      pool.connect = original;
    };
  };
  const restore = [counted(services.pool), counted(services.readPool)];
  try {
    return { result: await work(), statements };
  } finally {
    for (const undo of restore) undo();
  }
}

export interface CapturedStatement {
  text: string;
  values: unknown[];
}

/**
 * Records every statement any client of any pool sends while `work` runs (the server runs in this
 * process), as sent: to explain a list's plans, or to count the transactions live delivery opens.
 */
export async function captureStatements(work: () => Promise<unknown>): Promise<CapturedStatement[]> {
  const statements: CapturedStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const [first, second] = args;
    if (typeof first === 'string') statements.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (first?.text) statements.push({ text: first.text, values: first.values ?? (Array.isArray(second) ? second : []) });
    return (original as any).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return statements;
}
