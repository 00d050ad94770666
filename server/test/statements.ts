import pg from 'pg';

/**
 * Counts the statements sent inside request transactions while `work` runs, to show that a list
 * costs the same number of queries however many rows it shows (no N+1).
 */
export async function countStatements<T>(pool: pg.Pool, work: () => Promise<T>): Promise<{ result: T; statements: number }> {
  const original = pool.connect;
  let statements = 0;
  const counting = async function (this: pg.Pool) {
    const client = await (original as (this: pg.Pool) => Promise<pg.PoolClient>).call(this);
    const query = client.query;
    const release = client.release;
    client.query = function (this: pg.PoolClient, ...args: unknown[]) {
      statements++;
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
  try {
    return { result: await work(), statements };
  } finally {
    pool.connect = original;
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
