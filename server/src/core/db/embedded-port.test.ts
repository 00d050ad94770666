import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { choosePort, portFree } from './embedded-port.ts';

const held: net.Server[] = [];

/** A port some other program listens on, as PostgreSQL would find it. */
async function holdPort(port = 0): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  held.push(server);
  return (server.address() as net.AddressInfo).port;
}

afterEach(async () => {
  await Promise.all(held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('the embedded PostgreSQL port', () => {
  it('is the preferred one when it is free', async () => {
    const port = await holdPort();
    await new Promise((resolve) => held.pop()!.close(resolve));
    expect(await choosePort(port, false)).toBe(port);
  });

  it('gives way to another free port when the preferred one is taken', async () => {
    const taken = await holdPort();
    const chosen = await choosePort(taken, false);
    expect(chosen).not.toBe(taken);
    expect(await portFree(chosen)).toBe(true);
  });

  it('is used as given when named explicitly, taken or not', async () => {
    const taken = await holdPort();
    expect(await choosePort(taken, true)).toBe(taken);
  });
});
