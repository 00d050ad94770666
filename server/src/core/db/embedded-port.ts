import net from 'node:net';

/** Whether nothing listens on this port of 127.0.0.1, where the embedded PostgreSQL listens. */
export function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Any free port of 127.0.0.1, chosen by the system (for a server started beside this one). */
export function systemPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** How many ports after the preferred one are tried before asking the system for any. */
const NEIGHBOURS = 100;

/**
 * The port the embedded PostgreSQL starts on. One named explicitly is used as given (taken, the
 * start then says so); the default gives way to the first free port after it, so that another
 * program on it does not stop Seedbed. Ports near the default stay outside the ephemeral range,
 * where outgoing connections could take them between this choice and PostgreSQL's start.
 */
export async function choosePort(preferred: number, explicit: boolean): Promise<number> {
  if (explicit) return preferred;
  for (let port = preferred; port <= Math.min(preferred + NEIGHBOURS, 65535); port++) {
    if (await portFree(port)) return port;
  }
  return systemPort();
}
